import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryProviders } from '@jogak/feature-testing/stories';
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

/** Waits for a toast with `text` to be visible: it fades in. */
async function toastShown(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

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
    await toastShown('파일 다운로드가 완료되었습니다.');
    await expect(args.onDownload).toHaveBeenCalledWith({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
  },
};

/** The app could not save the file: 파일 다운로드를 실패했습니다. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(() => Promise.reject(new Error('저장 공간 부족'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '내려받기' }, FIND));
    await toastShown('파일 다운로드를 실패했습니다.');
  },
};

/** 공유하기 through the app: 공유가 완료되었습니다. */
export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '공유하기' }, FIND));
    await toastShown('공유가 완료되었습니다.');
    await expect(args.onShare).toHaveBeenCalledWith({ title: '광안리 오션뷰 스테이 투자설명서', text: '조각에서 광안리 오션뷰 스테이의 투자설명서를 확인해보세요.' });
  },
};

/** The share failed: 공유를 실패했습니다. */
export const ShareFailed: Story = {
  args: { onShare: fn(() => Promise.reject(new Error('공유 대상 없음'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '공유하기' }, FIND));
    await toastShown('공유를 실패했습니다.');
  },
};
