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

interface Order {
  orderNo: string;
  remaining: number;
}

/** Unfilled orders, each with a 취소 that only marks the row: the test decides when the cancel is answered. */
function Orders({ orders }: { orders: readonly Order[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useFocusAfterRowRemoval(listRef, orders, titleRef);
  return (
    <section>
      <h3 ref={titleRef} tabIndex={-1}>
        미체결 주문 {orders.length}건
      </h3>
      <ul ref={listRef} aria-label="미체결 주문">
        {orders.map((order, index) => (
          <li key={order.orderNo}>
            {order.orderNo} 미체결 {order.remaining}주
            <button type="button" onClick={(event) => focusAfterRemoval(document.activeElement === event.currentTarget ? index : null)}>
              {order.orderNo} 취소
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const a = { orderNo: 'A', remaining: 3 };
const b = { orderNo: 'B', remaining: 5 };
const c = { orderNo: 'C', remaining: 2 };

describe('useFocusAfterRowRemoval', () => {
  it('취소가 끝나기 전에 다른 주문이 바뀌거나 새로 와도 그대로 두고, 그 줄이 빠질 때 그 자리의 취소로 포커스를 넘긴다', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Orders orders={[a, b, c]} />);
    await user.click(screen.getByRole('button', { name: 'B 취소' }));
    // Live updates while the cancel is in flight: C partly filled, then a new order on top.
    const filled = { ...c, remaining: 1 };
    rerender(<Orders orders={[a, b, filled]} />);
    expect(screen.getByText('C 미체결 1주')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'B 취소' })).toHaveFocus();
    const newcomer = { orderNo: 'N', remaining: 4 };
    rerender(<Orders orders={[newcomer, a, b, filled]} />);
    expect(screen.getByRole('button', { name: 'B 취소' })).toHaveFocus();
    // The cancel answered: B leaves, and C is now where it stood.
    rerender(<Orders orders={[newcomer, a, filled]} />);
    expect(screen.getByRole('heading', { name: '미체결 주문 3건' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'C 취소' })).toHaveFocus();
  });

  it('취소를 누른 뒤 다른 곳으로 옮긴 포커스는 그 줄이 빠져도 그 자리에 둔다', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Orders orders={[a, b, c]} />);
    await user.click(screen.getByRole('button', { name: 'B 취소' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'A 취소' })).toHaveFocus();
    rerender(<Orders orders={[a, c]} />);
    expect(screen.getByRole('heading', { name: '미체결 주문 2건' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A 취소' })).toHaveFocus();
  });


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
