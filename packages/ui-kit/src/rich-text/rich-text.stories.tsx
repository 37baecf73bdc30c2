import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichText } from './rich-text';
import { RichTextLinkProvider } from './rich-text-links';

const meta = {
  title: 'ui-kit/RichText',
  component: RichText,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  args: {
    html: '<h2>공지사항</h2><p>서비스 점검 안내입니다. <a href="https://example.com/notice" target="_blank">자세히 보기</a></p><ul><li>일시: 토요일 02:00</li><li>대상: 전체</li></ul><table><thead><tr><th>구분</th><th>시간</th></tr></thead><tbody><tr><td colspan="2">전체 서비스</td></tr></tbody></table><pre><code>code</code></pre>',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '자세히 보기' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Hostile: Story = {
  args: {
    html: '<p data-x="1" onclick="alert(1)">안전한 문장</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a><img src="x" alt="" onerror="alert(1)">',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.jg-rich-text');
    await expect(root?.innerHTML).toBe('<p>안전한 문장</p><a>링크</a><img src="x" alt="">');
  },
};

/** Stands in for the app's handler (the native bridge's `openLink`): the story shows what it was given. */
const openLink = fn();

export const StylesAndLinks: Story = {
  args: {
    html:
      '<p style="color: #c53030; text-align: center; font-weight: 700">점검 중에는 주문할 수 없어요.</p>' +
      '<p style="position: fixed; inset: 0; z-index: 2147483647; background-color: #fff3bf">가짜 화면이 되려던 문단</p>' +
      '<p><span style="text-decoration: underline; font-style: italic">밑줄과 기울임</span> · ' +
      '<a href="https://example.com/event" target="_blank">이벤트 자세히 보기</a></p>' +
      '<table style="width: 100%; border-collapse: collapse"><tbody><tr>' +
      '<td style="border: 1px solid #d0d0da; background-color: rgb(244, 242, 255)">구분</td>' +
      '<td style="border: 1px solid #d0d0da; width: 100vw; margin: -9999px">전체 서비스</td></tr></tbody></table>',
  },
  decorators: [(Story) => <RichTextLinkProvider onOpenLink={openLink}>{Story()}</RichTextLinkProvider>],
  play: async ({ canvasElement }) => {
    openLink.mockClear();
    const root = canvasElement.querySelector('.jg-rich-text');
    const styles = [...(root?.querySelectorAll('[style]') ?? [])].map((el) => el.getAttribute('style'));
    await expect(styles).toEqual([
      'color: #c53030; text-align: center; font-weight: 700',
      'background-color: #fff3bf',
      'text-decoration: underline; font-style: italic',
      'width: 100%; border-collapse: collapse',
      'border: 1px solid #d0d0da; background-color: rgb(244, 242, 255)',
      'border: 1px solid #d0d0da',
    ]);
    await userEvent.click(within(canvasElement).getByRole('link', { name: '이벤트 자세히 보기' }));
    await expect(openLink).toHaveBeenCalledWith('https://example.com/event');
  },
};
