// RichText and the dialog sanitise with DOMPurify, which mis-sanitises under happy-dom: jsdom here.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardQueries } from '@jogak/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { QnaCreateScreen } from './qna-create-screen';
import { QnaDetailScreen, type QnaDetailScreenProps } from './qna-detail-screen';
import { QnaListScreen } from './qna-list-screen';
import { QnaUpdateScreen } from './qna-update-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;
/** The shell's save, for screens whose test does not press an attachment. */
const download: QnaDetailScreenProps['onDownload'] = () => Promise.resolve();
/** A partner build's API, on a host other than the app's. */
const API_BASE = 'https://api.jogak.example';
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '주문화면.png', { type: 'image/png' });

describe('QnaListScreen', () => {
  it('내 문의를 최신순으로 상태, 유형, 제목, 날짜와 함께 보여준다', async () => {
    const { container } = renderScreen(<QnaListScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('heading', { level: 2, name: '내 문의 내역' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '1:1 문의 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '답변 대기거래주문이 체결되지 않아요2025.03.02',
      '답변 완료청약청약 증거금은 언제 돌려받나요?2025.02.20',
    ]);
    expect(within(list).getByRole('link', { name: /청약 증거금/ })).toHaveAttribute('href', '/support/qna/1');
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/support/qna/create');
    await expectNoAxeViolations(container);
  });

  it('문의가 없으면 그렇게 말한다', async () => {
    renderScreen(<QnaListScreen />, { token: tokenOf('demo-corp') });
    expect(await screen.findByRole('region', { name: '문의 내역이 없어요' })).toHaveTextContent('궁금한 점을 남겨주시면 답변해 드릴게요.');
  });

  it('불러오는 동안 자리표시를, 실패하면 다시 시도하기를 보여준다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/qnas', times: 1 });
    const user = userEvent.setup();
    renderScreen(<QnaListScreen />, { token: tokenOf('demo-general') });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('불러오는 중이에요');
    expect(await screen.findByRole('alert')).toHaveTextContent('문의 내역을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('list', { name: '1:1 문의 목록' })).toHaveTextContent('주문이 체결되지 않아요');
  });
});

/**
 * The inquiry form's fields as assistive technology hears them: 문의 유형, 제목 and 문의 내용 are
 * required (등록 refuses them empty, aria-required, not the browser's own required); 첨부파일 is not.
 */
function expectRequiredFields(container: HTMLElement) {
  for (const field of [
    screen.getByRole('combobox', { name: '문의 유형' }),
    screen.getByRole('textbox', { name: '제목' }),
    screen.getByRole('textbox', { name: '문의 내용' }),
  ]) {
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).not.toHaveAttribute('required');
  }
  const attachment = container.querySelector('input[type="file"]');
  expect(attachment).toHaveAccessibleName('첨부파일');
  expect(attachment).not.toHaveAttribute('aria-required');
}

describe('QnaCreateScreen', () => {
  it('빈 칸으로 보내면 칸마다 한국어로 알려주고 첫 칸으로 옮긴다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['문의 유형을 선택해주세요.', '제목을 입력해주세요.', '내용을 입력해주세요.']);
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveAttribute('aria-invalid', 'true');
    expect(sandbox.state.data.qnas).toHaveLength(3);
  });

  it('유형, 제목, 내용, 첨부파일로 문의를 등록하고 목록으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), '거래');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '호가 문의');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '5호가 제한은 어떻게 계산되나요?');
    await user.upload(screen.getByLabelText('첨부파일'), png());
    expect(within(screen.getByRole('list', { name: '올린 파일' })).getByText('주문화면.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true }));
    expect(await screen.findByText('문의가 등록되었어요.')).toBeInTheDocument();
    const created = sandbox.state.data.qnas[0];
    expect([created?.memberId, created?.category, created?.title, created?.content, created?.answer]).toEqual(['demo-general', 'TRADE', '호가 문의', '5호가 제한은 어떻게 계산되나요?', null]);
    expect(sandbox.state.data.qnaAttachments.map((file) => [file.id, file.fileName, file.contentType, file.bytes.byteLength])).toEqual([['1', '주문화면.png', 'image/png', 8]]);
    expect(created?.attachmentIds).toEqual(['1']);
  });

  it('서버가 거절하면 그 이유를 보여준다', async () => {
    sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '문의 내용에 쓸 수 없는 글자가 있어요.', method: 'POST', path: '/main/v1/board/qnas', times: 1 });
    const user = userEvent.setup();
    renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), '청약');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '청약 취소 문의');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '청약을 취소하면 증거금은 언제 돌아오나요?');
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('문의를 등록하지 못했어요. 문의 내용에 쓸 수 없는 글자가 있어요.');
  });

  it('보내기에 실패해도 쓴 내용과 파일은 그대로이고, 다시 보내면 파일을 한 번만 올린다', async () => {
    sandbox.faults.add({ abort: true, method: 'POST', path: '/main/v1/board/qnas', times: 1 });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), '청약');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '청약 취소 문의');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '청약을 취소하면 증거금은 언제 돌아오나요?');
    await user.upload(screen.getByLabelText('첨부파일'), png());
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    // The failure is said once, in 해요체: the policy's 합니다체 network text is not appended.
    expect((await screen.findByRole('alert')).textContent).toBe('문의를 등록하지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveValue('SUBSCRIPTION');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('청약 취소 문의');
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue('청약을 취소하면 증거금은 언제 돌아오나요?');
    expect(within(screen.getByRole('list', { name: '올린 파일' })).getByText('주문화면.png')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true }));
    expect(sandbox.state.data.qnaAttachments).toHaveLength(1);
    expect(sandbox.state.data.qnas[0]?.title).toBe('청약 취소 문의');
  });

  it('화면을 떠났다 돌아와도(실패한 등록의 오류 화면에서 이전 화면으로) 쓴 내용과 파일이 남아 있고, 등록하면 비워진다', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), '청약');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '증거금 문의');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '증거금은 언제 돌아오나요?');
    await user.upload(screen.getByLabelText('첨부파일'), png());
    first.unmount();
    const second = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveValue('SUBSCRIPTION');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('증거금 문의');
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue('증거금은 언제 돌아오나요?');
    expect(within(screen.getByRole('list', { name: '올린 파일' })).getByText('주문화면.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    await waitFor(() => expect(second.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true }));
    second.unmount();
    renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue('');
  });

  it('문의 유형, 제목, 내용은 필수로 읽히고 첨부파일은 아니다', () => {
    const { container } = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    expectRequiredFields(container);
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderScreen(<QnaCreateScreen />, { token: tokenOf('demo-general') });
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveValue('');
    await expectNoAxeViolations(container);
  });
});

describe('QnaDetailScreen', () => {
  it('답변 완료된 문의는 질문과 답변을 보여주고 수정은 없다', async () => {
    const { container } = renderScreen(<QnaDetailScreen id={1} onDownload={download} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    expect(await screen.findByRole('heading', { level: 2, name: '청약 증거금은 언제 돌려받나요?' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('답변 완료청약청약 증거금은 언제 돌려받나요?2025.02.20 문의초과 청약된 경우 배정받지 못한 증거금은 언제 환불되나요?');
    expect(within(article).getByRole('region', { name: '답변' })).toHaveTextContent('답변2025.02.21 답변배정일 당일 오후에 청약하신 계좌로 환불됩니다.');
    expect(within(article).queryByRole('link', { name: '수정하기' })).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '삭제하기' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('답변 대기 중인 문의는 첨부파일과 수정하기를 보여준다', async () => {
    const token = tokenOf('demo-general');
    const file = sandbox.state.storeQnaAttachment('demo-general', { fileName: '체결내역.pdf', contentType: 'application/pdf', bytes: new Uint8Array(2048) });
    sandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '지정가 매수 주문을 넣었는데 체결이 되지 않습니다.', attachmentIds: [file.id] });
    renderScreen(<QnaDetailScreen id={2} onDownload={download} apiBaseUrl={API_BASE} />, { token });
    const files = await screen.findByRole('region', { name: '첨부파일 1개' });
    expect(within(files).getByRole('link', { name: '체결내역.pdf' })).toHaveAttribute('href', `${API_BASE}/__sandbox/attachments/${file.key}/${encodeURIComponent('체결내역.pdf')}`);
    expect(files).toHaveTextContent('2.00 KB');
    expect(screen.getByRole('region', { name: '답변' })).toHaveTextContent('답변을 준비하고 있어요.');
    expect(screen.getByRole('link', { name: '수정하기' })).toHaveAttribute('href', '/support/qna/2/update');
  });

  it('첨부 이미지는 앱이 아닌 API의 주소에서 불러온다 (API가 다른 호스트인 제휴 빌드)', async () => {
    const image = sandbox.state.storeQnaAttachment('demo-general', { fileName: '주문화면.png', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });
    sandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '지정가 매수 주문을 넣었는데 체결이 되지 않습니다.', attachmentIds: [image.id] });
    renderScreen(<QnaDetailScreen id={2} onDownload={download} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    const files = await screen.findByRole('region', { name: '첨부파일 1개' });
    const address = `${API_BASE}/__sandbox/attachments/${image.key}/${encodeURIComponent('주문화면.png')}`;
    expect(within(files).getByRole('img', { name: '주문화면.png' })).toHaveAttribute('src', address);
    expect(within(files).getByRole('link', { name: '주문화면.png' })).toHaveAttribute('href', address);
  });

  it('첨부파일을 누르면 앱을 떠나지 않고 셸로 저장하고 알린다; 저장하지 못하면 실패를 알린다', async () => {
    const user = userEvent.setup();
    const file = sandbox.state.storeQnaAttachment('demo-general', { fileName: '체결내역.pdf', contentType: 'application/pdf', bytes: new Uint8Array(2048) });
    sandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '지정가 매수 주문을 넣었는데 체결이 되지 않습니다.', attachmentIds: [file.id] });
    const save = vi.fn<QnaDetailScreenProps['onDownload']>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('no space'));
    renderScreen(<QnaDetailScreen id={2} onDownload={save} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    const link = within(await screen.findByRole('region', { name: '첨부파일 1개' })).getByRole('link', { name: '체결내역.pdf' });
    const navigation = vi.fn<(event: MouseEvent) => void>();
    document.addEventListener('click', navigation);
    await user.click(link);
    expect(save).toHaveBeenCalledWith({ path: `/__sandbox/attachments/${file.key}/${encodeURIComponent('체결내역.pdf')}`, fileName: '체결내역.pdf' });
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(navigation.mock.calls.every(([event]) => event.defaultPrevented)).toBe(true);
    await user.click(link);
    expect(await screen.findByText('파일 다운로드를 실패했습니다.')).toBeInTheDocument();
    document.removeEventListener('click', navigation);
  });

  it('삭제하기는 확인을 받은 뒤 지우고 목록으로 간다; 취소하면 그대로 둔다', async () => {
    const user = userEvent.setup();
    const { onNavigate, queryClient, rerender } = renderScreen(<QnaDetailScreen id={2} onDownload={download} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: '문의를 삭제할까요?' });
    expect(dialog).toHaveAccessibleDescription('삭제한 문의와 답변은 되돌릴 수 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.state.data.qnas.map((qna) => qna.id)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '문의를 삭제할까요?' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true }));
    expect(sandbox.state.data.qnas.map((qna) => qna.id)).toEqual(['1', '3']);
    expect(await screen.findByText('문의를 삭제했어요.')).toBeInTheDocument();
    expect(queryClient.getQueryState(boardQueries.qna(2).queryKey)?.isInvalidated).toBe(true);

    // Come back to it (a link held somewhere, the shell's back): it is gone, not drawn from the cache.
    rerender(<p>목록</p>);
    rerender(<QnaDetailScreen id={2} onDownload={download} apiBaseUrl={API_BASE} />);
    expect(await screen.findByRole('region', { name: '문의를 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제하기' })).not.toBeInTheDocument();
  });

  it('다른 기기에서 이미 지운 문의를 지우면 지운 것으로 보고 목록으로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QnaDetailScreen id={2} onDownload={download} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '삭제하기' }));
    sandbox.state.deleteQna('demo-general', '2');
    await user.click(within(await screen.findByRole('dialog', { name: '문의를 삭제할까요?' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true }));
    expect(screen.queryByText('문의를 삭제하지 못했어요. 다시 시도해주세요.')).not.toBeInTheDocument();
  });

  it('다른 회원의 문의는 찾을 수 없다고 말한다', async () => {
    renderScreen(<QnaDetailScreen id={3} onDownload={download} apiBaseUrl={API_BASE} />, { token: tokenOf('demo-general') });
    expect(await screen.findByRole('region', { name: '문의를 찾을 수 없어요' })).toBeInTheDocument();
  });
});

describe('QnaUpdateScreen', () => {
  it('답변 대기 중인 문의를 채워서 보여주고, 고치면 저장하고 문의로 돌아간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QnaUpdateScreen id={2} />, { token: tokenOf('demo-general') });
    const title = await screen.findByRole('textbox', { name: '제목' });
    expect(title).toHaveValue('주문이 체결되지 않아요');
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveValue('TRADE');
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue('지정가 매수 주문을 넣었는데 체결이 되지 않습니다.');
    await user.clear(title);
    await user.type(title, '지정가 주문 체결 문의');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna/$id', params: { id: '2' } }, { returnTo: true }));
    expect(sandbox.state.data.qnas.find((qna) => qna.id === '2')?.title).toBe('지정가 주문 체결 문의');
  });

  it('고칠 때도 문의 유형, 제목, 내용은 필수로 읽히고 첨부파일은 아니다', async () => {
    const { container } = renderScreen(<QnaUpdateScreen id={2} />, { token: tokenOf('demo-general') });
    await screen.findByRole('textbox', { name: '제목' });
    expectRequiredFields(container);
  });

  it('붙어 있던 파일을 빼고 저장하면 파일 없이 저장한다', async () => {
    const file = sandbox.state.storeQnaAttachment('demo-general', { fileName: '체결내역.pdf', contentType: 'application/pdf', bytes: new Uint8Array(10) });
    sandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '내용', attachmentIds: [file.id] });
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<QnaUpdateScreen id={2} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '체결내역.pdf 첨부 삭제' }));
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    expect(sandbox.state.data.qnas.find((qna) => qna.id === '2')?.attachmentIds).toEqual([]);
  });

  it('붙어 있던 파일의 삭제는 포커스를 다음 파일의 삭제에, 마지막이면 파일 추가 버튼에 넘긴다', async () => {
    const files = ['체결내역.pdf', '주문화면.png', '계좌내역.pdf'].map((fileName) =>
      sandbox.state.storeQnaAttachment('demo-general', { fileName, contentType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf', bytes: new Uint8Array(10) }),
    );
    sandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '내용', attachmentIds: files.map((file) => file.id) });
    const user = userEvent.setup();
    renderScreen(<QnaUpdateScreen id={2} />, { token: tokenOf('demo-general') });
    await user.click(await screen.findByRole('button', { name: '주문화면.png 첨부 삭제' }));
    expect(screen.getByRole('button', { name: '계좌내역.pdf 첨부 삭제' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '계좌내역.pdf 첨부 삭제' }));
    expect(screen.getByRole('button', { name: '체결내역.pdf 첨부 삭제' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '체결내역.pdf 첨부 삭제' }));
    expect(screen.queryByRole('list', { name: '첨부된 파일' })).toBeNull();
    expect(screen.getByRole('button', { name: '첨부파일 올리기' })).toHaveFocus();
  });

  it('답변이 끝난 문의는 고칠 수 없다고 말한다', async () => {
    renderScreen(<QnaUpdateScreen id={1} />, { token: tokenOf('demo-general') });
    const notice = await screen.findByRole('region', { name: '답변이 완료된 문의는 수정할 수 없어요' });
    expect(within(notice).getByRole('link', { name: '문의 보기' })).toHaveAttribute('href', '/support/qna/1');
    expect(screen.queryByRole('textbox', { name: '제목' })).not.toBeInTheDocument();
  });
});
