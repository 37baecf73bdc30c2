import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRowRemoval } from './use-focus-after-row-removal';

/** Releases the server's refusal of the last 삭제, when the test says so. */
let refuse: () => void = () => undefined;

/** Attached files, each with a 삭제; with `refused`, the server refuses it and the list is read again. */
function Files({ refused = false }: { refused?: boolean }) {
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
                  focusAfterRemoval(index);
                  if (!refused) {
                    setFiles((all) => all.filter((each) => each !== file));
                    return;
                  }
                  refuse = () => {
                    focusAfterRemoval(null);
                    setFiles((all) => [...all]);
                  };
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

  it('거절된 삭제가 null 로 되돌리면 목록을 다시 읽어도 아무것도 옮기지 않는다', async () => {
    const user = userEvent.setup();
    render(<Files refused />);
    await user.click(screen.getByRole('button', { name: '주문화면.png 삭제' }));
    screen.getByRole('button', { name: '파일 올리기' }).focus();
    act(() => refuse());
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '파일 올리기' })).toHaveFocus();
  });
});
