import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { SandboxRuleError } from './errors';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  // reset() rebuilds the seed at the clock's time and keeps the clock: a test that moved it must
  // not hand the tests after it a later day.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

async function get(path: string, memberId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`https://partner.example${path}`, { headers: { Authorization: `Bearer ${sandbox.state.login(memberId).token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Vote 1 (JG0001, open): 김민준 (demo-general) sells his 120 units to 박지훈 (demo-pro, 2,000 units) after voting with them. */
function sellVotedUnits(): void {
  sandbox.state.cancelAllOrders('sim-maker-1');
  sandbox.state.cancelAllOrders('sim-maker-2');
  sandbox.state.castVote('demo-general', '1', [{ agendaId: '1', optionId: '1' }, { agendaId: '2', optionId: '1' }], 'signed');
  sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'sell', price: 5_430, quantity: 120 });
  sandbox.state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'buy', price: 5_430, quantity: 120 });
  expect(sandbox.state.data.accounts.get('demo-pro')?.holdings.get('JG0001')?.quantity).toBe(2_120);
}

describe('의결권: 기준일에 보유한 수량', () => {
  it('투표한 뒤 판 수량은 산 사람의 의결권이 되지 않는다', async () => {
    sellVotedUnits();
    expect(await get('/main/v1/votes/1', 'demo-pro')).toMatchObject({ votedYn: 'N', voteQty: 2_000 });
    expect(sandbox.state.castVote('demo-pro', '1', [{ agendaId: '1', optionId: '2' }, { agendaId: '2', optionId: '2' }], 'signed').quantity).toBe(2_000);
    // The seller keeps the weight of the units he held on the record date.
    expect(await get('/main/v1/votes/1', 'demo-general')).toMatchObject({ votedYn: 'Y', voteQty: 120 });

    sandbox.state.clock.advance({ days: 6 });
    const detail = await get('/main/v1/votes/1', 'demo-pro');
    expect(detail.status).toBe('CLOSED');
    // 해운대에셋 20,000 and 김민준 120 for, 박지훈 2,000 against: every unit counted once.
    expect(detail.results).toEqual([
      { agendaId: 1, options: [{ optionId: 1, quantity: 20_120 }, { optionId: 2, quantity: 2_000 }, { optionId: 3, quantity: 0 }] },
      { agendaId: 2, options: [{ optionId: 1, quantity: 20_120 }, { optionId: 2, quantity: 2_000 }, { optionId: 3, quantity: 0 }] },
    ]);
  });

  it('기준일 뒤에 산 회원은 투표할 수 없고, 기준일에 보유했던 회원은 다 팔아도 목록에 투표가 남는다', async () => {
    sellVotedUnits();
    sandbox.state.placeOrder('demo-pro', { stockCd: 'JG0001', side: 'sell', price: 5_440, quantity: 10 });
    sandbox.state.placeOrder('demo-income', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    let refusal: unknown;
    try {
      sandbox.state.castVote('demo-income', '1', [{ agendaId: '1', optionId: '1' }, { agendaId: '2', optionId: '1' }], 'signed');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SandboxRuleError);
    expect(refusal).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: '의결권 기준일에 이 종목을 보유한 회원만 투표할 수 있어요.' });

    const incomeVotes = (await get('/main/v1/votes', 'demo-income')).content as Array<{ id: number }>;
    expect(incomeVotes.map((vote) => vote.id)).not.toContain(1);
    const generalVotes = (await get('/main/v1/votes', 'demo-general')).content as Array<{ id: number; voteQty: number }>;
    expect(generalVotes.find((vote) => vote.id === 1)).toMatchObject({ voteQty: 120 });
  });
});

describe('테스트 사이의 시계', () => {
  // Last in the file: a test above moves the clock, and it must be back at NOW by now.
  it('앞 테스트가 시계를 옮겨도 다음 테스트는 NOW에서 시작한다', () => {
    expect(sandbox.state.clock.now().toMillis()).toBe(new Date(NOW).getTime());
  });
});
