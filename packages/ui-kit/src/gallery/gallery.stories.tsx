import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery } from './gallery';
import { ImageZoom } from './image-zoom';

function photo(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="360" height="240" fill="${colour}"/><text x="180" y="130" font-size="32" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images = [
  { src: photo('외관', '#5526d9'), alt: '건물 외관' },
  { src: photo('로비', '#1d5fd6'), alt: '로비' },
  { src: photo('옥상', '#17171b'), alt: '옥상' },
];

const meta = {
  title: 'ui-kit/Gallery',
  component: Gallery,
  args: { label: '건물 사진', images },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The picture shown is the only one read; its place is drawn as `1 / 3` but read as
 * `3장 중 1번째`; the button past the end stays focusable, marked unavailable.
 */
async function expectShown(canvasElement: HTMLElement, drawn: string, read: string, alt: string, prevDisabled: boolean, nextDisabled: boolean): Promise<void> {
  const canvas = within(canvasElement);
  const counter = canvas.getByText(drawn);
  await expect(counter).toHaveAttribute('aria-hidden', 'true');
  await expect(counter.closest('.jg-gallery__count')).toHaveTextContent(read);
  await expect(canvas.getByRole('group', { name: read })).toBeInTheDocument();
  await expect(canvas.getByRole('img', { name: alt })).toBeInTheDocument();
  await expect(canvas.getAllByRole('img')).toHaveLength(1);
  await expect(canvas.getByRole('button', { name: '이전 사진' })).toHaveAttribute('aria-disabled', String(prevDisabled));
  await expect(canvas.getByRole('button', { name: '다음 사진' })).toHaveAttribute('aria-disabled', String(nextDisabled));
}

export const First: Story = {
  play: async ({ canvasElement }) => expectShown(canvasElement, '1 / 3', '3장 중 1번째', '건물 외관', true, false),
};

export const Last: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => expectShown(canvasElement, '3 / 3', '3장 중 3번째', '옥상', false, true),
};

export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음 사진' }));
    await expect(canvas.getByRole('group', { name: '3장 중 2번째' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '이전 사진' }));
    await expect(canvas.getByRole('group', { name: '3장 중 1번째' })).toBeInTheDocument();
  },
};

export const Zoom: Story = {
  render: () => (
    <div style={{ height: 320 }}>
      <ImageZoom src={images[0]?.src ?? ''} alt="건물 외관" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확대' }));
    await userEvent.click(canvas.getByRole('button', { name: '확대' }));
    await expect(canvas.getByText('3배')).toBeInTheDocument();
  },
};
