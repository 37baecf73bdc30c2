import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BOTTOM_NAV_TABS, BottomNav, type BottomNavTabKey } from './bottom-nav';

function Interactive({ initial }: { initial: BottomNavTabKey }) {
  const [active, setActive] = useState<BottomNavTabKey>(initial);
  const [selections, setSelections] = useState(0);
  return (
    <div>
      <p style={{ padding: 16 }}>
        열린 탭: {active}, 선택 횟수: {selections}
      </p>
      <BottomNav
        items={BOTTOM_NAV_TABS}
        activeKey={active}
        onSelect={(key) => {
          // As the app on a tab's own page: a tap on the open tab does nothing (spec §2).
          if (key === active) return;
          setSelections((n) => n + 1);
          setActive(key);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/BottomNav',
  component: Interactive,
  args: { initial: 'home' },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open tab, and only it, is the current page. */
async function expectCurrentTab(canvasElement: HTMLElement, name: string): Promise<void> {
  const nav = within(canvasElement).getByRole('navigation', { name: '주요 메뉴' });
  const current = within(nav).getByRole('button', { name });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveAttribute('data-state', 'active');
  await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  await expect(nav.querySelectorAll('[data-state="active"]')).toHaveLength(1);
}

export const Home: Story = {
  play: async ({ canvasElement }) => expectCurrentTab(canvasElement, '홈'),
};

export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '홈' }));
    await expect(canvas.getByText('열린 탭: home, 선택 횟수: 0')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '시세' }));
    await expect(canvas.getByText('열린 탭: market, 선택 횟수: 1')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '시세' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MyOpen: Story = {
  args: { initial: 'my' },
  play: async ({ canvasElement }) => expectCurrentTab(canvasElement, 'my'),
};
