import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import type { PdfViewerProps } from './pdf-viewer';
import { ProspectusScreen, type DocumentFile, type DocumentShare } from './prospectus-screen';

// pdf.js draws on a canvas: happy-dom has no 2D context (getContext('2d') is null) nor Path2D, so
// the viewer is replaced at its module boundary and the test checks the PDF it is handed. The real
// viewer draws in Chromium: the story and the e2e journey (apps/mobile-web/e2e/subscription.spec.ts).
const viewed = vi.hoisted(() => ({ props: [] as PdfViewerProps[] }));
vi.mock('./pdf-viewer', () => ({
  default: (props: PdfViewerProps) => {
    viewed.props.push(props);
    return <p>PDF 뷰어: {props.title}</p>;
  },
}));

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  viewed.props.length = 0;
});
afterAll(() => sandbox.close());

function renderDocument(manageCode: string | undefined, bridge: { download?: () => Promise<void>; share?: () => Promise<boolean> } = {}) {
  const onDownload = vi.fn<(file: DocumentFile) => Promise<void>>(bridge.download ?? (() => Promise.resolve()));
  const onShare = vi.fn<(share: DocumentShare) => Promise<boolean>>(bridge.share ?? (() => Promise.resolve(true)));
  const result = renderScreen(<ProspectusScreen id={108} manageCode={manageCode} onDownload={onDownload} onShare={onShare} />);
  return { ...result, onDownload, onShare };
}

describe('ProspectusScreen', () => {
  it('문서 제목과 공모 이름, 샌드박스의 PDF 를 뷰어에 넘긴다', async () => {
    renderDocument('SECURITIES_REPORT');
    // Under the app header's h1 (투자설명서): the document's title is an h2 — one h1 per page.
    expect(await screen.findByRole('heading', { level: 2, name: '증권신고서' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('광안리 오션뷰 스테이')).toBeInTheDocument();
    expect(await screen.findByText('PDF 뷰어: 증권신고서')).toBeInTheDocument();
    const pdf = viewed.props.at(-1)?.data;
    const text = (await pdf?.text()) ?? '';
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Document: SECURITIES_REPORT');
  });

  it('문서를 고르지 않으면 첫 문서(투자설명서)를 연다', async () => {
    renderDocument(undefined);
    expect(await screen.findByRole('heading', { level: 2, name: '투자설명서' })).toBeInTheDocument();
    expect(await screen.findByText('PDF 뷰어: 투자설명서')).toBeInTheDocument();
  });

  it('내려받기: 앱에 파일을 넘기고 완료를 알린다', async () => {
    const user = userEvent.setup();
    const { onDownload } = renderDocument('PROSPECTUS');
    await user.click(await screen.findByRole('button', { name: '내려받기' }));
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(onDownload).toHaveBeenCalledWith({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
  });

  it('내려받기에 실패하면 실패를 알린다', async () => {
    const user = userEvent.setup();
    renderDocument('PROSPECTUS', { download: () => Promise.reject(new Error('disk full')) });
    await user.click(await screen.findByRole('button', { name: '내려받기' }));
    expect(await screen.findByText('파일 다운로드를 실패했습니다.')).toBeInTheDocument();
    expect(screen.queryByText('파일 다운로드가 완료되었습니다.')).not.toBeInTheDocument();
  });

  it('공유하기: 공모와 문서 이름으로 공유하고 완료를 알린다', async () => {
    const user = userEvent.setup();
    const { onShare } = renderDocument('TRUST_CONTRACT');
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('공유가 완료되었습니다.')).toBeInTheDocument();
    expect(onShare).toHaveBeenCalledWith({ title: '광안리 오션뷰 스테이 신탁계약서', text: '조각에서 광안리 오션뷰 스테이의 신탁계약서를 확인해보세요.' });
  });

  it('공유 문구의 조사는 문서 이름의 받침을 따른다: 감정평가서 요약을', async () => {
    const user = userEvent.setup();
    const { onShare } = renderDocument('APPRAISAL');
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('공유가 완료되었습니다.')).toBeInTheDocument();
    expect(onShare).toHaveBeenCalledWith({ title: '광안리 오션뷰 스테이 감정평가서 요약', text: '조각에서 광안리 오션뷰 스테이의 감정평가서 요약을 확인해보세요.' });
  });

  it('문서 이름이 숫자로 끝나면 조사는 읽는 소리를 따른다: 감정평가서 2026을 (이천이십육)', async () => {
    const document = sandbox.state.data.offerings.find((item) => item.id === '108')?.documents.find((item) => item.manageCode === 'APPRAISAL');
    if (!document) throw new Error('no APPRAISAL document for offering 108 in the sandbox');
    document.title = '감정평가서 2026';
    const user = userEvent.setup();
    const { onShare } = renderDocument('APPRAISAL');
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('공유가 완료되었습니다.')).toBeInTheDocument();
    expect(onShare).toHaveBeenCalledWith({ title: '광안리 오션뷰 스테이 감정평가서 2026', text: '조각에서 광안리 오션뷰 스테이의 감정평가서 2026을 확인해보세요.' });
  });

  it('공유에 실패하면 실패를 알린다', async () => {
    const user = userEvent.setup();
    renderDocument('PROSPECTUS', { share: () => Promise.reject(new Error('no target')) });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('공유를 실패했습니다.')).toBeInTheDocument();
  });

  it('공유를 취소하면 아무것도 알리지 않는다', async () => {
    const user = userEvent.setup();
    const { onShare } = renderDocument('PROSPECTUS', { share: () => Promise.resolve(false) });
    const toasts = screen.getAllByRole('status').find((region) => region.classList.contains('jg-toast-region'));
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '공유하기' })).not.toHaveAttribute('aria-disabled'));
    expect(toasts).toBeEmptyDOMElement();
  });

  it('공모에 없는 문서면 찾을 수 없다고 말한다', async () => {
    renderDocument('NOPE');
    expect(await screen.findByText('문서를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('이 공모에 없는 문서예요.')).toBeInTheDocument();
  });

  it('PDF 를 받지 못하면 한국어 안내와 다시 시도하기, 내려받기는 남는다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/stock/get-terms-pdf/108', times: 0 });
    const user = userEvent.setup();
    renderDocument('PROSPECTUS');
    expect(await screen.findByRole('alert')).toHaveTextContent('문서를 불러오지 못했어요.');
    expect(screen.getByRole('button', { name: '내려받기' })).not.toHaveAttribute('aria-disabled');
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('PDF 뷰어: 투자설명서')).toBeInTheDocument();
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderDocument('PROSPECTUS');
    await screen.findByText('PDF 뷰어: 투자설명서');
    await expectNoAxeViolations(container);
  });
});
