// ui-kit's dialog sanitises with DOMPurify, which mis-sanitises under happy-dom: this runs in jsdom.
// @vitest-environment jsdom
import { updateUser } from '@jogak/app-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { renderApp } from '../test/render-app';

/** A phone shell that saves every file it is asked to (`downloadFile`) and records the request. */
function savingShell(saved: Record<string, unknown>[]) {
  return phoneShell((envelope) => {
    if (envelope.command !== 'downloadFile') return undefined;
    saved.push(envelope.payload);
    return { ok: true, result: { fileName: envelope.payload.fileName } };
  });
}

describe('투표 안건 자료', () => {
  it('자료를 누르면 페이지를 떠나지 않고 셸이 API 주소의 PDF를 저장하고, 다운로드 완료를 알린다', async () => {
    const saved: Record<string, unknown>[] = [];
    const { shell, location } = await renderApp('/my', { member: 'demo-general', shellTransport: savingShell(saved) });
    updateUser({ allianceAccountNoRegisterYn: 'Y' });
    await shell.router.navigate({ to: '/vote/$id', params: { id: '1' } });
    const agenda = await screen.findByRole('region', { name: '제1호 안건: 지하 1층 임차인 변경' });
    const document = within(agenda).getByRole('link', { name: '임대료 비교 보고서 (PDF)' });
    // The API's origin: the build's API base, the page's own origin when the API is served beside it.
    const address = new URL('/__sandbox/documents/vote-1-1-2.pdf', import.meta.env.VITE_API_BASE_URL || window.location.origin).href;
    expect(document).toHaveAttribute('href', address);
    // fireEvent answers false when the tap's default (following the link) was prevented.
    expect(fireEvent.click(document)).toBe(false);
    await waitFor(() => expect(saved).toEqual([{ url: address, fileName: '임대료 비교 보고서.pdf' }]));
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(location().pathname).toBe('/vote/1');
  });
});
