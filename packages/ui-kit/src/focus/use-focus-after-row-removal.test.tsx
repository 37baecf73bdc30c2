import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRowRemoval } from './use-focus-after-row-removal';

/** Attached files, each with a 삭제; 거절 stands for a removal the server refused. */
function Files({ refuse = false }: { refuse?: boolean }) {
  const [files, setFiles] = useState(['체결내역.pdf', '주문화면.png', '계좌내역.pdf']);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRemoval = useFocusAfterRowRemoval(listRef, files, addRef);
  return (
    <>
      {files.length > 0 ? (
        <ul ref={listRef} aria-label="첨부된 파일">
          {files.map((file, index) => (
            <li key={file}>
              {file}
              <button
                type="button"
                onClick={() => {
                  focusAfterRemoval(refuse ? null : index);
                  // A refusal comes back later, from the server: the list is read again, unchanged.
                  if (refuse) setTimeout(() => setFiles((all) => [...all]), 0);
                  else setFiles((all) => all.filter((each) => each !== file));
                }}
              >
                {file} 삭제
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button ref={addRef} type="button">
        파일 올리기
      </button>
    </>
  );
}

describe('useFocusAfterRowRemoval', () => {
  it('지운 줄 자리의 삭제로, 마지막 줄이면 앞 줄로, 다 지우면 대신할 곳으로 포커스를 넘긴다', async () => {
    const user = userEvent.setup();
    render(<Files />);
    await user.click(screen.getByRole('button', { name: '주문화면.png 삭제' }));
    expect(screen.getByRole('button', { name: '계좌내역.pdf 삭제' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '계좌내역.pdf 삭제' }));
    expect(screen.getByRole('button', { name: '체결내역.pdf 삭제' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '체결내역.pdf 삭제' }));
    expect(screen.queryByRole('list', { name: '첨부된 파일' })).toBeNull();
    expect(screen.getByRole('button', { name: '파일 올리기' })).toHaveFocus();
  });

  it('null 이면 (거절된 삭제) 목록이 바뀌어도 아무것도 옮기지 않는다', async () => {
    const user = userEvent.setup();
    render(<Files refuse />);
    await user.click(screen.getByRole('button', { name: '주문화면.png 삭제' }));
    screen.getByRole('button', { name: '파일 올리기' }).focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: '파일 올리기' })).toHaveFocus();
  });
});
