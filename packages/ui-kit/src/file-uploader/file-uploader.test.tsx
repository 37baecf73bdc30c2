import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileUploader } from './file-uploader';

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUploader
      label="신분증 사진"
      accept={['image/png', 'image/jpeg']}
      maxBytes={1024}
      maxFiles={2}
      files={files}
      onFilesChange={setFiles}
    />
  );
}

describe('FileUploader', () => {
  it('맞는 파일은 미리보기와 크기로, 안 맞는 파일은 이유로 보여 준다', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Harness />);
    expect(screen.getByText('PNG, JPG · 1.00 KB 이하 · 최대 2개')).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File([new Uint8Array(512)], 'front.png', { type: 'image/png' }),
      new File([new Uint8Array(10)], 'scan.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(4096)], 'huge.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByRole('list', { name: '올린 파일' })).toHaveTextContent('front.png512.00 B');
    expect(screen.getByRole('img', { name: 'front.png 미리보기' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'scan.pdf: PNG, JPG 파일만 올릴 수 있어요.huge.jpg: 1.00 KB 이하 파일만 올릴 수 있어요. (지금 4.00 KB)',
    );
    await expectNoAxeViolations(container);
  });

  it('삭제하면 목록에서 빠지고, 최대 개수면 더 올릴 수 없다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File([new Uint8Array(1)], 'a.png', { type: 'image/png' }),
      new File([new Uint8Array(1)], 'b.png', { type: 'image/png' }),
    ]);
    const full = screen.getByRole('button', { name: '더 올릴 수 없어요' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    const picker = vi.spyOn(input, 'click');
    await user.click(full);
    expect(picker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'a.png 삭제' }));
    expect(screen.getByRole('list', { name: '올린 파일' })).not.toHaveTextContent('a.png');
    const add = screen.getByRole('button', { name: '신분증 사진 올리기' });
    expect(add).not.toHaveAttribute('aria-disabled');
    // The deleted row's button is gone: focus is on the add button, not dropped to the page.
    expect(add).toHaveFocus();
    await user.click(add);
    expect(picker).toHaveBeenCalledOnce();
  });

  it('required 면 칸의 이름을 가진 파일 입력이 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <FileUploader label="신분증 사진" accept={['image/png']} maxBytes={1024} files={[]} onFilesChange={() => undefined} required />
        <FileUploader label="첨부 파일" accept={['image/png']} maxBytes={1024} files={[]} onFilesChange={() => undefined} />
      </>,
    );
    const [needed, optional] = [...container.querySelectorAll('input[type="file"]')];
    expect(needed).toHaveAccessibleName('신분증 사진');
    expect(needed).toHaveAttribute('aria-required', 'true');
    expect(needed).not.toHaveAttribute('required');
    expect(optional).toHaveAccessibleName('첨부 파일');
    expect(optional).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
