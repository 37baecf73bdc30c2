import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FileUploader } from './file-uploader';

/** A 1×1 PNG, so an image's preview has a picture to draw. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]');

function Demo({ maxFiles, initial }: { maxFiles: number; initial: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <div style={{ padding: 16 }}>
      <FileUploader
        label="증빙 서류"
        accept={['image/png', 'image/jpeg', '.pdf']}
        maxBytes={10 * 1024 * 1024}
        maxFiles={maxFiles}
        files={files}
        onFilesChange={setFiles}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/FileUploader',
  component: Demo,
  args: { maxFiles: 3, initial: [] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PNG, JPG, PDF · 10.00 MB 이하 · 최대 3개')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '증빙 서류 올리기' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByRole('list', { name: '올린 파일' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithFiles: Story = {
  args: { initial: [new File([new Uint8Array(2048)], '소득증빙.pdf', { type: 'application/pdf' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole('list', { name: '올린 파일' })).getByRole('listitem');
    await expect(row).toHaveTextContent('소득증빙.pdf');
    await expect(row).toHaveTextContent('2.00 KB');
    await expect(within(row).getByRole('button', { name: '소득증빙.pdf 삭제' })).toBeInTheDocument();
    // A PDF has no picture to preview.
    await expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    // One of three: more can still be added.
    await expect(canvas.getByRole('button', { name: '증빙 서류 올리기' })).not.toHaveAttribute('aria-disabled');
  },
};

export const RejectsWrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    if (!input) throw new Error('the uploader has no file input');
    await userEvent.upload(input, new File(['x'], 'memo.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('memo.txt: PNG, JPG, PDF 파일만 올릴 수 있어요.');
  },
};

/** A file over the size limit is refused with the limit and its own size. */
export const RejectsTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    if (!input) throw new Error('the uploader has no file input');
    await userEvent.upload(input, new File([new Uint8Array(11 * 1024 * 1024)], '통장사본.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('통장사본.pdf: 10.00 MB 이하 파일만 올릴 수 있어요. (지금 11.00 MB)');
    await expect(canvas.queryByRole('list', { name: '올린 파일' })).not.toBeInTheDocument();
  },
};

/** As many files as allowed: the add button says no more can go, and a press opens nothing. */
export const Full: Story = {
  args: { maxFiles: 1, initial: [new File([new Uint8Array(2048)], '소득증빙.pdf', { type: 'application/pdf' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: '더 올릴 수 없어요' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    const input = fileInput(canvasElement);
    if (!input) throw new Error('the uploader has no file input');
    let opened = false;
    input.addEventListener('click', () => {
      opened = true;
    });
    await userEvent.click(add);
    await expect(opened).toBe(false);
    await expect(within(canvas.getByRole('list', { name: '올린 파일' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A picture is previewed; 삭제 takes its row away and gives focus to the add button. */
export const ImagePreviewAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    if (!input) throw new Error('the uploader has no file input');
    await userEvent.upload(input, new File([ONE_PIXEL_PNG], '신분증.png', { type: 'image/png' }));
    const row = within(canvas.getByRole('list', { name: '올린 파일' })).getByRole('listitem');
    await expect(within(row).getByRole('img', { name: '신분증.png 미리보기' })).toBeVisible();
    await expect(row).toHaveTextContent('신분증.png');
    await userEvent.click(within(row).getByRole('button', { name: '신분증.png 삭제' }));
    await expect(canvas.queryByRole('list', { name: '올린 파일' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '증빙 서류 올리기' })).toHaveFocus();
  },
};
