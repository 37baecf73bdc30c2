import { retryWithServerBack, toastComesAndGoes } from '@jogak/feature-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { resetSupportSandbox, supportSandbox, withSupportSandbox, type SupportStoryArgs } from '../../test/support-story-sandbox';
import { QnaCreateScreen } from './qna-create-screen';
import { QnaDetailScreen, type QnaDetailScreenProps } from './qna-detail-screen';
import { QnaListScreen } from './qna-list-screen';
import { QnaUpdateScreen } from './qna-update-screen';

type Args = SupportStoryArgs & {
  readonly id: number;
  readonly view: 'list' | 'create' | 'detail' | 'update';
  readonly onDownload: QnaDetailScreenProps['onDownload'];
};

const meta = {
  title: 'features-support/QnA',
  render: ({ view, id, onDownload }) => {
    if (view === 'create') return <QnaCreateScreen />;
    // The sandbox (Storybook's MSW worker) serves the attachments beside the page, as the sandbox build's API does.
    if (view === 'detail') return <QnaDetailScreen id={id} onDownload={onDownload} apiBaseUrl={window.location.origin} />;
    if (view === 'update') return <QnaUpdateScreen id={id} />;
    return <QnaListScreen />;
  },
  decorators: [withSupportSandbox],
  beforeEach: resetSupportSandbox,
  args: { onNavigate: fn(), onDownload: fn(() => Promise.resolve()), member: 'demo-general', view: 'list', id: 2 },
  parameters: { msw: { handlers: supportSandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** A story's `beforeEach`: the seed back, then `fault` armed (with `times: 0`, until the play clears it). */
function faultArmed(fault: Parameters<typeof supportSandbox.faults.add>[0]) {
  return () => {
    resetSupportSandbox();
    supportSandbox.faults.add(fault);
  };
}

/** The skeleton a screen shows while its data is on its way (not the toast region, also a status, of the story frame). */
async function expectSkeleton(canvasElement: HTMLElement) {
  const loading = await within(canvasElement).findByText('불러오는 중이에요', {}, FIND);
  await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
}

/** 김민준's inquiries: one waiting, one answered. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '1:1 문의 목록' }, FIND);
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '답변 대기거래주문이 체결되지 않아요2025.03.02',
      '답변 완료청약청약 증거금은 언제 돌려받나요?2025.02.20',
    ]);
  },
};

export const ListEmpty: Story = {
  args: { member: 'demo-corp' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '문의 내역이 없어요' }, FIND)).toBeVisible();
  },
};

export const ListLoading: Story = {
  beforeEach: faultArmed({ hold: true, path: '/main/v1/board/qnas' }),
  play: async ({ canvasElement }) => {
    await expectSkeleton(canvasElement);
  },
};

export const ListFailed: Story = {
  beforeEach: faultArmed({ status: 500, path: '/main/v1/board/qnas', times: 0 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, FIND)).toHaveTextContent('문의 내역을 불러오지 못했어요.');
  },
};

/** Submitting the empty form names every missing field in Korean. */
export const CreateInvalid: Story = {
  args: { view: 'create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록하기' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['문의 유형을 선택해주세요.', '제목을 입력해주세요.', '내용을 입력해주세요.']);
  },
};

/** The box ui-kit draws around a field's control (its edge, focus ring and red when invalid). */
function fieldBox(control: HTMLElement): HTMLElement {
  const box = control.closest<HTMLElement>('.jg-field__control');
  if (!box) throw new Error(`${control.id} has no jg-field__control around it`);
  return box;
}

/** Each field's box has an edge and a ring while its control has focus; an empty submit draws all three boxes red. */
export const CreateFieldEdges: Story = {
  args: { view: 'create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      canvas.getByRole('combobox', { name: '문의 유형' }),
      canvas.getByRole('textbox', { name: '제목' }),
      canvas.getByRole('textbox', { name: '문의 내용' }),
    ];
    for (const control of controls) {
      const box = getComputedStyle(fieldBox(control));
      await expect(box.borderTopStyle).toBe('solid');
      await expect(parseFloat(box.borderTopWidth)).toBeGreaterThan(0);
      await expect(box.outlineStyle).toBe('none');
      control.focus();
      await expect(box.outlineStyle).toBe('solid');
      await expect(parseFloat(box.outlineWidth)).toBeGreaterThanOrEqual(2);
      control.blur();
    }
    // The body still grows by its handle, its box with it, and its text keeps off the box's edges.
    const [, , contents] = controls;
    if (!contents) throw new Error('no 문의 내용');
    await expect(getComputedStyle(contents).resize).toBe('vertical');
    contents.style.height = '320px';
    const bodyBox = fieldBox(contents).getBoundingClientRect();
    await expect(bodyBox.height).toBeGreaterThanOrEqual(320);
    await expect(contents.getBoundingClientRect().top).toBeGreaterThan(bodyBox.top);
    await expect(parseFloat(getComputedStyle(contents).paddingTop)).toBeGreaterThan(0);
    contents.style.height = '';
    const edgeColours = () => controls.map((control) => getComputedStyle(fieldBox(control)).borderTopColor);
    const [untouched] = edgeColours();
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록하기' }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    // The first invalid field takes focus; let go, every box shows its invalid edge alone.
    (document.activeElement as HTMLElement | null)?.blur();
    const [invalid, ...others] = edgeColours();
    await expect(invalid).not.toBe(untouched);
    await expect(others).toEqual([invalid, invalid]);
  },
};

/** A written inquiry with a file goes to the sandbox: the toast 문의가 등록되었어요. and the app told to show the list. */
export const CreateSent: Story = {
  args: { view: 'create' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '문의 유형' }), '거래');
    await userEvent.type(canvas.getByRole('textbox', { name: '제목' }), '호가 문의');
    await userEvent.type(canvas.getByRole('textbox', { name: '문의 내용' }), '호가 단위가 궁금해요.');
    await userEvent.upload(canvas.getByLabelText('첨부파일'), new File(['%PDF-1.4'], '체결내역.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록하기' }));
    await toastComesAndGoes('문의가 등록되었어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true });
    await expect(supportSandbox.state.data.qnas[0]?.title).toBe('호가 문의');
  },
};

/**
 * The server refuses the inquiry: 문의를 등록하지 못했어요. and its reason above the button, and
 * everything typed and picked stays; sent again with the server back, it goes, its file uploaded once.
 */
export const CreateRefused: Story = {
  args: { view: 'create' },
  beforeEach: faultArmed({ status: 400, code: 'BAD_REQUEST', message: '문의 내용에 쓸 수 없는 글자가 있어요.', method: 'POST', path: '/main/v1/board/qnas', times: 0 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '문의 유형' }), '거래');
    await userEvent.type(canvas.getByRole('textbox', { name: '제목' }), '호가 문의');
    await userEvent.type(canvas.getByRole('textbox', { name: '문의 내용' }), '호가 단위가 궁금해요.');
    await userEvent.upload(canvas.getByLabelText('첨부파일'), new File(['%PDF-1.4'], '체결내역.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록하기' }));
    const failure = await canvas.findByRole('alert', {}, FIND);
    await expect(failure.textContent).toBe('문의를 등록하지 못했어요. 문의 내용에 쓸 수 없는 글자가 있어요.');
    await expect(canvas.getByRole('combobox', { name: '문의 유형' })).toHaveValue('TRADE');
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue('호가 문의');
    await expect(canvas.getByRole('textbox', { name: '문의 내용' })).toHaveValue('호가 단위가 궁금해요.');
    await expect(within(canvas.getByRole('list', { name: '올린 파일' })).getByText('체결내역.pdf')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    supportSandbox.faults.clear();
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록하기' }));
    await toastComesAndGoes('문의가 등록되었어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true });
    await expect(supportSandbox.state.data.qnas[0]?.title).toBe('호가 문의');
    await expect(supportSandbox.state.data.qnaAttachments.map((file) => file.fileName)).toEqual(['체결내역.pdf']);
  },
};

export const DetailAnswered: Story = {
  args: { view: 'detail', id: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '답변' }, FIND)).toHaveTextContent('배정일 당일 오후에 청약하신 계좌로 환불됩니다.');
    await expect(canvas.queryByRole('link', { name: '수정하기' })).toBeNull();
  },
};

/** A waiting inquiry: 삭제하기 asks first (the catalogue's CONFIRM_DELETE_QNA); 삭제 deletes it, with the toast 문의를 삭제했어요. and a return to the list. */
export const DetailWaitingDelete: Story = {
  args: { view: 'detail', id: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '수정하기' }, FIND)).toHaveAttribute('href', '/support/qna/2/update');
    await userEvent.click(canvas.getByRole('button', { name: '삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: '문의를 삭제할까요?' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await toastComesAndGoes('문의를 삭제했어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true });
  },
};

/** A waiting inquiry with a screenshot and a PDF: the image also shows in the gallery; a file's tap saves it through the shell. */
export const DetailWithAttachments: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: () => {
    resetSupportSandbox();
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));
    const image = supportSandbox.state.storeQnaAttachment('demo-general', { fileName: '주문화면.png', contentType: 'image/png', bytes: png });
    const pdf = supportSandbox.state.storeQnaAttachment('demo-general', { fileName: '체결내역.pdf', contentType: 'application/pdf', bytes: new Uint8Array(2048) });
    supportSandbox.state.updateQna('demo-general', '2', { category: 'TRADE', title: '주문이 체결되지 않아요', content: '지정가 매수 주문을 넣었는데 체결이 되지 않습니다.', attachmentIds: [image.id, pdf.id] });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole('region', { name: '첨부파일 2개' }, FIND);
    const image = within(files).getByRole('img', { name: '주문화면.png' });
    await expect(image).toBeVisible();
    await expect(image.getAttribute('src')).toMatch(new RegExp(`^${window.location.origin}/__sandbox/attachments/`));
    await userEvent.click(within(files).getByRole('link', { name: '체결내역.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ fileName: '체결내역.pdf' }));
    await toastComesAndGoes('파일 다운로드가 완료되었습니다.');
  },
};

/** The delete's connection drops: 문의를 삭제하지 못했어요. 다시 시도해주세요. and the inquiry stays; 삭제하기 again, with the connection back, deletes it. */
export const DetailDeleteFailed: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: faultArmed({ abort: true, method: 'DELETE', path: '/main/v1/board/qnas/2', times: 0 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirmDelete = async () => {
      await userEvent.click(canvas.getByRole('button', { name: '삭제하기' }));
      const dialog = await screen.findByRole('dialog', { name: '문의를 삭제할까요?' }, FIND);
      await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    };
    await canvas.findByRole('heading', { level: 2, name: '주문이 체결되지 않아요' }, FIND);
    await confirmDelete();
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('문의를 삭제하지 못했어요. 다시 시도해주세요.');
    await expect(canvas.getByRole('heading', { level: 2, name: '주문이 체결되지 않아요' })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(supportSandbox.state.data.qnas.map((qna) => qna.id)).toEqual(['1', '2', '3']);
    supportSandbox.faults.clear();
    await confirmDelete();
    await toastComesAndGoes('문의를 삭제했어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna' }, { returnTo: true });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(supportSandbox.state.data.qnas.map((qna) => qna.id)).toEqual(['1', '3']);
  },
};

/** The inquiry on its way: the skeleton, and nothing to press yet. */
export const DetailLoading: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: faultArmed({ hold: true, method: 'GET', path: '/main/v1/board/qnas/2' }),
  play: async ({ canvasElement }) => {
    await expectSkeleton(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: '삭제하기' })).toBeNull();
  },
};

/** The inquiry did not come: 문의를 불러오지 못했어요. with 다시 시도하기, which brings it with the server back. */
export const DetailFailed: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: faultArmed({ status: 500, method: 'GET', path: '/main/v1/board/qnas/2', times: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('문의를 불러오지 못했어요.');
    await retryWithServerBack(supportSandbox.faults, alert);
    await expect(await canvas.findByRole('heading', { level: 2, name: '주문이 체결되지 않아요' }, FIND)).toBeVisible();
  },
};

/** Another member's inquiry (or one deleted meanwhile): 문의를 찾을 수 없어요 with the way back to the list, and no retry. */
export const DetailNotFound: Story = {
  args: { view: 'detail', id: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notFound = await canvas.findByRole('region', { name: '문의를 찾을 수 없어요' }, FIND);
    await expect(within(notFound).getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/qna');
    await expect(canvas.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
  },
};

export const Update: Story = {
  args: { view: 'update', id: 2 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: '제목' }, FIND)).toHaveValue('주문이 체결되지 않아요');
  },
};

export const UpdateAnswered: Story = {
  args: { view: 'update', id: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '답변이 완료된 문의는 수정할 수 없어요' }, FIND)).toBeVisible();
  },
};

/** 수정 완료 saves the edit: the toast 문의를 수정했어요. and the app told to return to the inquiry. */
export const UpdateSaved: Story = {
  args: { view: 'update', id: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: '제목' }, FIND);
    await userEvent.clear(title);
    await userEvent.type(title, '지정가 주문 체결 문의');
    await userEvent.click(canvas.getByRole('button', { name: '수정 완료' }));
    await toastComesAndGoes('문의를 수정했어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna/$id', params: { id: '2' } }, { returnTo: true });
    await expect(supportSandbox.state.data.qnas.find((qna) => qna.id === '2')?.title).toBe('지정가 주문 체결 문의');
  },
};

/**
 * The save's connection drops: 문의를 수정하지 못했어요. 잠시 후 다시 시도해주세요. above the button,
 * the edits stay, and 수정 완료 again, with the connection back, saves them.
 */
export const UpdateNotSaved: Story = {
  args: { view: 'update', id: 2 },
  beforeEach: faultArmed({ abort: true, method: 'PUT', path: '/main/v1/board/qnas/2', times: 0 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: '제목' }, FIND);
    const contents = canvas.getByRole('textbox', { name: '문의 내용' });
    await userEvent.clear(title);
    await userEvent.type(title, '지정가 주문 체결 문의');
    await userEvent.type(contents, ' 5,430원에 넣었어요.');
    await userEvent.click(canvas.getByRole('button', { name: '수정 완료' }));
    const failure = await canvas.findByRole('alert', {}, FIND);
    await expect(failure.textContent).toBe('문의를 수정하지 못했어요. 잠시 후 다시 시도해주세요.');
    await expect(title).toHaveValue('지정가 주문 체결 문의');
    await expect(contents).toHaveValue('지정가 매수 주문을 넣었는데 체결이 되지 않습니다. 5,430원에 넣었어요.');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(supportSandbox.state.data.qnas.find((qna) => qna.id === '2')?.title).toBe('주문이 체결되지 않아요');
    supportSandbox.faults.clear();
    await userEvent.click(canvas.getByRole('button', { name: '수정 완료' }));
    await toastComesAndGoes('문의를 수정했어요.');
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/support/qna/$id', params: { id: '2' } }, { returnTo: true });
    await expect(supportSandbox.state.data.qnas.find((qna) => qna.id === '2')?.title).toBe('지정가 주문 체결 문의');
  },
};

/** The inquiry on its way: the skeleton, no form yet. */
export const UpdateLoading: Story = {
  args: { view: 'update', id: 2 },
  beforeEach: faultArmed({ hold: true, method: 'GET', path: '/main/v1/board/qnas/2' }),
  play: async ({ canvasElement }) => {
    await expectSkeleton(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: '수정 완료' })).toBeNull();
  },
};

/** The inquiry did not come: 문의를 불러오지 못했어요. with 다시 시도하기, which brings the form filled in with the server back. */
export const UpdateFailed: Story = {
  args: { view: 'update', id: 2 },
  beforeEach: faultArmed({ status: 500, method: 'GET', path: '/main/v1/board/qnas/2', times: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('문의를 불러오지 못했어요.');
    await retryWithServerBack(supportSandbox.faults, alert);
    await expect(await canvas.findByRole('textbox', { name: '제목' }, FIND)).toHaveValue('주문이 체결되지 않아요');
  },
};

/** Another member's inquiry (or one deleted meanwhile): 문의를 찾을 수 없어요 with the way back to the list, and no form. */
export const UpdateNotFound: Story = {
  args: { view: 'update', id: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notFound = await canvas.findByRole('region', { name: '문의를 찾을 수 없어요' }, FIND);
    await expect(within(notFound).getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/qna');
    await expect(canvas.queryByRole('button', { name: '수정 완료' })).toBeNull();
  },
};
