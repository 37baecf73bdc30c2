import { renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PdfViewerProps } from './pdf-viewer';
import { ProspectusScreen } from './prospectus-screen';

// A file of its own: the viewer's chunk, once loaded, stays loaded for every test of a file, so
// its first load has to be this file's first. The chunk fails once (its export is read when it
// loads); the viewer stands in as its title, as in prospectus-screen.test.tsx.
const chunk = vi.hoisted(() => ({ failedLoads: 1 }));
vi.mock('./pdf-viewer', () => ({
  get default() {
    if (chunk.failedLoads > 0) {
      chunk.failedLoads -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: /assets/pdf-viewer.js');
    }
    return ({ title }: PdfViewerProps) => <p>PDF 뷰어: {title}</p>;
  },
}));

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterAll(() => sandbox.close());

describe('ProspectusScreen, when the viewer cannot be loaded', () => {
  it('뷰어 자리에서만 알리고 (제목, 내려받기, 공유하기는 남는다), 다시 시도하면 뷰어를 연다', async () => {
    // React reports the load's failure its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onDownload = vi.fn(() => Promise.resolve());
    renderScreen(<ProspectusScreen id={108} manageCode="PROSPECTUS" onDownload={onDownload} onShare={() => Promise.resolve(true)} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('문서 보기 화면을 불러오지 못했어요.');
    expect(screen.getByRole('heading', { level: 2, name: '투자설명서' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '공유하기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(onDownload).toHaveBeenCalledWith({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });

    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('PDF 뷰어: 투자설명서')).toBeInTheDocument();
    expect(screen.queryByText('문서 보기 화면을 불러오지 못했어요.')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
