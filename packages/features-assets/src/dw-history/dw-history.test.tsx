import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen, requestedCalls } from '@jogak/feature-testing';
import { defaultDwFilter } from './dw-filter';
import { dealTimeText, DwHistory } from './dw-history';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
const requests = requestedCalls(sandbox);
beforeAll(() => sandbox.listen());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  requests.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

/** The history with its filters kept as the screen keeps them. */
function DwHistoryWithItsFilter() {
  const [filter, setFilter] = useState(defaultDwFilter);
  return <DwHistory filter={filter} onFilterChange={setFilter} />;
}

const renderHistory = (member = 'demo-general') => renderScreen(<DwHistoryWithItsFilter />, { token: sandbox.state.login(member).token });
const rowTexts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('dealTimeText', () => {
  it('날짜와 시각을 같은 순간의 서울 시간으로 읽는다 (UTC 로 온 시각도)', () => {
    expect(dealTimeText('2025-03-04T10:00:00+09:00')).toBe('2025.03.04 10:00');
    expect(dealTimeText('2025-03-04T16:30:00Z')).toBe('2025.03.05 01:30');
  });
});

describe('DwHistory 입출금 내역', () => {
  it('기본 1개월, 최신순으로 sync 목록을 대시 없는 날짜로 묻는다', async () => {
    const { container } = renderHistory();
    const list = await screen.findByRole('list', { name: '입출금 내역 목록' });
    expect(rowTexts(list)).toEqual(['출금출금2025.02.25 13:00−300,000원잔액 3,250,000원']);
    expect(screen.getByRole('button', { name: '1개월' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2025.02.04 ~ 2025.03.04')).toBeInTheDocument();
    expect(requests).toContain('GET /main/v1/account/sync/dw/list?searchBeginAt=20250204&searchEndAt=20250304&searchCod=ALL&orderSeq=D');
    await expectNoAxeViolations(container);
  });

  it('3개월, 입금만, 과거순으로 바꿔 묻는다', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '3개월' }));
    await user.selectOptions(screen.getByLabelText('구분'), '입금');
    await user.selectOptions(screen.getByLabelText('정렬'), '과거순');
    await waitFor(() => expect(requests).toContain('GET /main/v1/account/sync/dw/list?searchBeginAt=20241204&searchEndAt=20250304&searchCod=DEPOSIT&orderSeq=A'));
    const list = await screen.findByRole('list', { name: '입출금 내역 목록' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(rowTexts(list).every((text) => text?.startsWith('입금'))).toBe(true);
  });

  it('1주일에 내역이 없으면 빈 상태', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '1주일' }));
    expect(await screen.findByRole('region', { name: '입출금 내역이 없어요' })).toBeInTheDocument();
  });

  it('직접 입력: 거꾸로 된 기간은 이유를 알리고 날짜를 남긴다, 맞는 기간은 조회한다', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    await user.type(screen.getByLabelText('시작일'), '2025-03-01');
    await user.type(screen.getByLabelText('종료일'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('시작일이 종료일보다 늦어요.');
    expect(screen.getByLabelText('시작일')).toHaveValue('2025-03-01');
    for (const label of ['시작일', '종료일']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('시작일이 종료일보다 늦어요.');
    }
    await user.clear(screen.getByLabelText('시작일'));
    await user.type(screen.getByLabelText('시작일'), '2024-12-01');
    await user.clear(screen.getByLabelText('종료일'));
    await user.type(screen.getByLabelText('종료일'), '2025-03-04');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(requests).toContain('GET /main/v1/account/sync/dw/list?searchBeginAt=20241201&searchEndAt=20250304&searchCod=ALL&orderSeq=D'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('시작일')).toBeValid();
    expect(screen.getByLabelText('시작일')).not.toHaveAccessibleDescription();
  });

  it('직접 입력: 날짜를 다 넣지 않고 조회하면 두 날짜 칸이 그 이유로 설명된다', async () => {
    const user = userEvent.setup();
    const { container } = renderHistory();
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    await user.type(screen.getByLabelText('시작일'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('조회 기간을 모두 입력해주세요.');
    expect(screen.getByLabelText('시작일')).toHaveValue('2025-03-01');
    for (const label of ['시작일', '종료일']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('조회 기간을 모두 입력해주세요.');
    }
    await expectNoAxeViolations(container);
  });

  it('직접 입력의 두 날짜는 조회에 꼭 필요해 보조기술에 필수 항목으로 알리고, 늘 값이 있는 구분과 정렬은 알리지 않는다', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    for (const label of ['시작일', '종료일']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    for (const name of ['구분', '정렬']) expect(screen.getByRole('combobox', { name })).not.toHaveAttribute('aria-required');
  });

  it('20건이 넘으면 다음 쪽을 beforeSearchChaseInform 으로 이어 묻는다', async () => {
    const user = userEvent.setup();
    for (let index = 0; index < 25; index += 1) sandbox.state.deposit('demo-general', 10_000 + index, '입금');
    renderHistory();
    const list = await screen.findByRole('list', { name: '입출금 내역 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '입출금 내역 더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26));
    expect(requests.some((request) => request.includes('beforeSearchChaseInform=20'))).toBe(true);
    expect(screen.queryByRole('button', { name: '입출금 내역 더 보기' })).toBeNull();
  });

  it('줄을 누르면 상세(받는 계좌, 수수료, 상태)를 보여준다', async () => {
    const user = userEvent.setup();
    renderHistory();
    const list = await screen.findByRole('list', { name: '입출금 내역 목록' });
    await user.click(within(list).getByRole('button', { name: /출금/ }));
    const sheet = await screen.findByRole('dialog', { name: '입출금 상세' });
    expect(await within(sheet).findByText('KB국민은행 123-****-4567')).toBeInTheDocument();
    expect(within(sheet).getByText('완료')).toBeInTheDocument();
    expect(requests.some((request) => request.startsWith('GET /main/v1/account/sync/dw/detail?dealAt=2025-02-25&dealSeq='))).toBe(true);
    await expectNoAxeViolations(sheet);
  });

  it('목록을 불러오지 못하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ path: '/main/v1/account/sync/dw/list', status: 500 });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('입출금 내역을 불러오지 못했어요.');
  });
});
