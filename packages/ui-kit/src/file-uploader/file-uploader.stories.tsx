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

export const Empty: Story = {};

export const WithFiles: Story = {
  args: { initial: [new File([new Uint8Array(2048)], '소득증빙.pdf', { type: 'application/pdf' })] },
};

export const RejectsWrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'memo.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('memo.txt: PNG, JPG, PDF 파일만 올릴 수 있어요.');
  },
};
