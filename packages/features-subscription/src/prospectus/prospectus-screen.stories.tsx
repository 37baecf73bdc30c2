import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failingGets, neverAnswers, retryWithServerBack, StoryProviders, toastComesAndGoes } from '@jogak/feature-testing/stories';
import { STORY_NOW } from '../../test/story-clock';
import { ProspectusScreen, type ProspectusScreenProps } from './prospectus-screen';

type ProspectusStoryArgs = ProspectusScreenProps & { readonly onNavigate: NavigateToRoute };

const sandbox = setupSandboxWorker({ now: STORY_NOW });

const meta = {
  title: 'features-subscription/ProspectusScreen',
  render: ({ onNavigate, ...props }) => (
    <StoryProviders onNavigate={onNavigate}>
      <ProspectusScreen {...props} />
    </StoryProviders>
  ),
  // The faults a story arms are the sandbox's: each story starts without the last one's.
  loaders: [
    () => {
      sandbox.reset();
      return {};
    },
  ],
  args: {
    id: 108,
    manageCode: 'PROSPECTUS',
    onDownload: fn(() => Promise.resolve()),
    onShare: fn(() => Promise.resolve(true)),
    onNavigate: fn(),
  },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ProspectusStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };
/**
 * The first document of a run also waits for the dev server to serve pdf.js and its worker (about
 * 1.3 MB of modules) and for pdf.js to start its worker: on 2 busy CI cores, more than 10 s.
 */
const FIRST_DOCUMENT = { timeout: 45_000 };

/** The sandbox's PDF drawn by pdf.js, page by page. */
export const Viewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '투자설명서' }, FIND)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '투자설명서 1쪽' }, FIRST_DOCUMENT)).toBeVisible();
    await expect(canvas.getByText('총 1쪽')).toBeVisible();
  },
};

/** 내려받기 through the app: 파일 다운로드가 완료되었습니다. */
export const Downloaded: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '내려받기' }, FIND));
    await toastComesAndGoes('파일 다운로드가 완료되었습니다.');
    await expect(args.onDownload).toHaveBeenCalledWith({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
  },
};

/** The app could not save the file: 파일 다운로드를 실패했습니다. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(() => Promise.reject(new Error('저장 공간 부족'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '내려받기' }, FIND));
    await toastComesAndGoes('파일 다운로드를 실패했습니다.');
  },
};

/** 공유하기 through the app: 공유가 완료되었습니다. */
export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '공유하기' }, FIND));
    await toastComesAndGoes('공유가 완료되었습니다.');
    await expect(args.onShare).toHaveBeenCalledWith({ title: '광안리 오션뷰 스테이 투자설명서', text: '조각에서 광안리 오션뷰 스테이의 투자설명서를 확인해보세요.' });
  },
};

/** The share failed: 공유를 실패했습니다. */
export const ShareFailed: Story = {
  args: { onShare: fn(() => Promise.reject(new Error('공유 대상 없음'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '공유하기' }, FIND));
    await toastComesAndGoes('공유를 실패했습니다.');
  },
};

/** The offering's detail is on its way: the skeleton says so, and no document is shown yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings/108'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await canvas.findByText('불러오는 중이에요', {}, FIND);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '내려받기' })).toBeNull();
  },
};

/** The offering's detail fails: 문서 정보를 불러오지 못했어요. with 다시 시도하기, which brings the document. */
export const DetailFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/offerings/108')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('문서 정보를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('heading', { level: 2, name: '투자설명서' }, FIND)).toBeVisible();
    await expect(canvas.getByText('광안리 오션뷰 스테이')).toBeVisible();
  },
};

/** An offering the server does not know (a stale link): said without 다시 시도하기, which cannot help. */
export const OfferingNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공모를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** A document code the offering does not list: 이 공모에 없는 문서예요., and nothing to save or share. */
export const DocumentNotFound: Story = {
  args: { manageCode: 'BROCHURE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('문서를 찾을 수 없어요이 공모에 없는 문서예요.');
    await expect(canvas.queryByRole('button', { name: '내려받기' })).toBeNull();
  },
};

/**
 * The PDF fails to come: 문서를 불러오지 못했어요. in the viewer's place, with 다시 시도하기, which
 * brings the document; the title, 내려받기 and 공유하기 stay meanwhile.
 */
export const DocumentFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/stock/get-terms-pdf/108')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('문서를 불러오지 못했어요.');
    await expect(canvas.getByRole('heading', { level: 2, name: '투자설명서' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '내려받기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '공유하기' })).toBeEnabled();
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await canvas.findByRole('img', { name: '투자설명서 1쪽' }, FIRST_DOCUMENT)).toBeVisible();
  },
};

/** The partner answers the document with something that is not a PDF: its error, as JSON, with a 200. */
const NOT_A_PDF = http.get('*/main/v1/stock/get-terms-pdf/108', () =>
  HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }),
);

/**
 * A file pdf.js cannot draw: the viewer says so and points to 내려받기, which still saves the file
 * through the app.
 */
export const DocumentUndrawable: Story = {
  parameters: { msw: { handlers: [NOT_A_PDF, ...sandbox.handlers] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIRST_DOCUMENT);
    await expect(alert).toHaveTextContent('문서를 화면에 표시하지 못했어요. 내려받아서 확인해주세요.');
    await expect(canvas.queryByRole('img', { name: /투자설명서/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '내려받기' }));
    await toastComesAndGoes('파일 다운로드가 완료되었습니다.');
    await expect(args.onDownload).toHaveBeenCalledWith({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
  },
};
