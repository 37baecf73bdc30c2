import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { openDialog, type DialogDefinition } from './dialog-queue';

const logout: DialogDefinition = {
  name: 'LOGOUT',
  title: '로그아웃',
  contents: '로그아웃 하시겠어요?',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '로그아웃', style: 'primary', response: true },
  ],
};

function Opener({ definition }: { definition: DialogDefinition }) {
  const [answer, setAnswer] = useState<string>('아직 없음');
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <Button onClick={() => void openDialog(definition).then((r) => setAnswer(String(r)))}>대화상자 열기</Button>
      <p>응답: {answer}</p>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Dialog',
  component: Opener,
  args: { definition: logout },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: '대화상자 열기' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '로그아웃' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(canvas.getByText('응답: true')).toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '대화상자 열기' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('응답: false')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OnlyButtonsClose: Story = {
  args: { definition: { ...logout, name: 'NETWORK_CHANGE', notCloseOutsideClick: true, title: '네트워크 변경', contents: '네트워크 변경이 감지되었어요. 앱을 재시작 할게요.', buttons: [{ text: '확인', style: 'primary', response: true }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '대화상자 열기' }));
    const dialog = await screen.findByRole('dialog', { name: '네트워크 변경' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(canvas.getByText('응답: true')).toBeInTheDocument());
  },
};

export const TypeTwoWithHtml: Story = {
  args: {
    definition: {
      name: 'ERROR_COMMON',
      title: '이런!',
      contents: '에러가 발생했습니다. <b>다시 시도해주세요</b>',
      subContent: '고객센터 <a href="tel:15880000">1588-0000</a>',
      newType: 'type-02',
      buttons: [{ text: '확인', style: 'primary', response: true }],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '대화상자 열기' }));
    const dialog = await screen.findByRole('dialog', { name: '이런!' });
    await expect(dialog).toHaveAttribute('data-type', 'type-02');
    await expect(within(dialog).getByText('다시 시도해주세요').tagName).toBe('B');
  },
};
