import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './rich-text';

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
