import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createNativeBridge } from '../create-native-bridge';
import { ShellSimulator } from './shell-simulator';

/** What the app would see: a bridge on this page, listing every message it accepted or dropped. */
function ReceivingApp() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    // Storybook renders stories in an iframe; the app itself never sets allowInFrame.
    const bridge = createNativeBridge({
      allowInFrame: true,
      transport: { name: 'android', post: () => {} },
      onDropped: (drop) => setLines((previous) => [...previous, `버림(${drop.reason})`]),
    });
    bridge.onMessage((message) =>
      setLines((previous) => [...previous, `${message.type} ${JSON.stringify(message.payload)}`]),
    );
    return () => bridge.dispose();
  }, []);
  return (
    <section aria-label="앱이 받은 메시지">
      <h2 style={{ fontSize: 16 }}>앱이 받은 메시지</h2>
      <ol>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

const meta = {
  title: 'native-bridge/ShellSimulator',
  component: ShellSimulator,
  args: { defaultOpen: true },
  render: (args) => (
    <>
      <ReceivingApp />
      <ShellSimulator {...args} />
    </>
  ),
} satisfies Meta<typeof ShellSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '계좌 연동 성공' }));
    const received = canvas.getByRole('region', { name: '앱이 받은 메시지' });
    await expect(await within(received).findByText('account-linked {"success":true}')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11분 뒤 복귀' }));
    await expect(await within(received).findByText(/^foreground \{"at":\d+\}$/)).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: '셸 시뮬레이터' });
    // The kit's stylesheet is loaded, as in the app: Korean is drawn in Pretendard, not a system font.
    await expect(getComputedStyle(handle).fontFamily).toMatch(/^"Pretendard Variable", Pretendard,/);
    // A 16 px strip on the right edge, under the 56 px header: the bottom of the screen stays free.
    const box = handle.getBoundingClientRect();
    await expect([box.top, box.width, box.right]).toEqual([64, 16, document.documentElement.clientWidth]);
    await userEvent.click(handle);
    await expect(canvas.getByRole('region', { name: '셸 시뮬레이터' })).toBeVisible();
  },
};
