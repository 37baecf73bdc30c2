import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FileUploader } from './file-uploader';

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
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'memo.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('memo.txt: PNG, JPG, PDF 파일만 올릴 수 있어요.');
  },
};
