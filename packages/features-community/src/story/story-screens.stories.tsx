import '../styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyPage, fails, neverAnswers, StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { StoryDetailScreen } from './story-detail-screen';
import { StoryListScreen } from './story-list-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });

type Args = StoryServices & { readonly id?: number };

const meta = {
  title: 'features-community/Stories',
  render: ({ id, ...services }) => <StoryProviders {...services}>{id === undefined ? <StoryListScreen /> : <StoryDetailScreen id={id} />}</StoryProviders>,
  args: { onNavigate: fn(), onOpenLink: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of stories; one opens. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const link = await within(canvasElement).findByRole('link', { name: /배당은 어떻게 정해질까/ }, { timeout: 15_000 });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/community/story/$id', params: { id: '2' } });
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/board/stories'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('목록을 불러오는 중이에요')).toBeInTheDocument();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: [emptyPage('/main/v1/board/stories'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 등록된 스토리가 없어요', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/board/stories'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('스토리를 불러오지 못했어요잠시 후 다시 시도해주세요.');
  },
};

/** One story. */
export const Detail: Story = {
  args: { id: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '조각투자, 건물 한 채를 5천원으로' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('신탁수익증권은 건물을 신탁하고, 그 수익을 받을 권리를 잘게 나눈 증권입니다.')).toBeVisible();
  },
};

export const DetailLoading: Story = {
  args: { id: 1 },
  parameters: { msw: { handlers: [neverAnswers('/main/v1/board/stories/1'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('내용을 불러오는 중이에요')).toBeInTheDocument();
  },
};

export const DetailFailed: Story = {
  args: { id: 1 },
  parameters: { msw: { handlers: [fails('/main/v1/board/stories/1'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('스토리를 불러오지 못했어요잠시 후 다시 시도해주세요.');
  },
};

/** A story the server does not know (deleted, or a wrong address): said without 다시 시도하기, which could not help. */
export const DetailNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('스토리를 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};
