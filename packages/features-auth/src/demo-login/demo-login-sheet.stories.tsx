import '../styles.css';
import './demo-login.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { createMemoryPersistence, sessionStore, userStore } from '@jogak/app-core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storySandbox } from '../../test/story-sandbox';
import { DemoLoginSheet } from './demo-login-sheet';

const { parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });

const client = createJogakClient({
  baseUrl: window.location.origin,
  getToken: () => sessionStore.token || null,
  getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
});

/** The picker reads the 체험 계정 through the QueryClient binding, as in the app. */
const withSandboxQueries: Decorator = (Story) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(queryClient, client);
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

const meta = {
  title: 'features-auth/DemoLoginSheet',
  component: DemoLoginSheet,
  decorators: [withSandboxQueries],
  args: { services: { client, persistence: createMemoryPersistence() }, tab: 'individual', onSignedIn: fn() },
  parameters,
  beforeEach,
} satisfies Meta<typeof DemoLoginSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the labelled developer link shows on the login screen. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '체험 계정으로 로그인 (개발용)' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The link opens the sheet with the sandbox's 체험 계정; one picked signs in, then `onSignedIn`. */
export const PickAndSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '체험 계정으로 로그인 (개발용)' }));
    const sheet = await screen.findByRole('dialog', { name: '체험 계정 (개발용)' });
    await expect(sheet).toHaveTextContent('샌드박스 빌드에만 있는 개발용 바로가기예요. 실제 회원은 PIN이나 인증서로 로그인해요.');
    await userEvent.click(await within(sheet).findByRole('button', { name: /김민준/ }, { timeout: 15_000 }));
    await userEvent.click(within(sheet).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(userStore.name).toBe('김민준');
  },
};
