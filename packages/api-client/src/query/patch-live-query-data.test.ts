import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchLiveQueryData } from './patch-live-query-data';

interface Amounts {
  readonly depositAmt: number;
  readonly withdrawableAmt: number;
}

const AMOUNTS_KEY = ['account', 'amounts'];

/** A query function whose every call waits until the test answers it, in the order they came. */
function answeredByTest() {
  const waiting: Array<(amounts: Amounts) => void> = [];
  const queryFn = () => new Promise<Amounts>((resolve) => waiting.push(resolve));
  return {
    queryFn,
    calls: () => waiting.length,
    answer: (call: number, amounts: Amounts) => waiting[call]?.(amounts),
  };
}

/** A QueryClient holding the amounts' first answer, and every data the query holds from now on. */
async function cachedAmounts(first: Amounts) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = answeredByTest();
  const loaded = queryClient.fetchQuery({ queryKey: AMOUNTS_KEY, queryFn: server.queryFn });
  server.answer(0, first);
  await loaded;
  const held: Amounts[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') held.push(event.query.state.data as Amounts);
  });
  return { queryClient, server, held };
}

describe('patchLiveQueryData', () => {
  it('진행 중인 조회의 답(이벤트 전 스냅숏)은 실시간 사실을 덮지 못하고, 이벤트 뒤에 새로 물은 답이 마지막 데이터다', async () => {
    const before: Amounts = { depositAmt: 100_000, withdrawableAmt: 100_000 };
    const { queryClient, server, held } = await cachedAmounts(before);
    // A refetch leaves (focus, reconnect, after an order) before the event happens; no screen
    // observes this query, and its answer would land all the same.
    const refetched = queryClient.refetchQueries({ queryKey: AMOUNTS_KEY });
    expect(server.calls()).toBe(2);

    patchLiveQueryData<Amounts>(queryClient, AMOUNTS_KEY, (amounts) => amounts && { ...amounts, depositAmt: 150_000 });
    expect(queryClient.getQueryData(AMOUNTS_KEY)).toEqual({ depositAmt: 150_000, withdrawableAmt: 100_000 });

    // The refetch in flight answers with the server's snapshot from before the event, then the
    // one asked after it answers with the event in it.
    server.answer(1, before);
    server.answer(2, { depositAmt: 150_000, withdrawableAmt: 150_000 });
    await refetched;
    expect(queryClient.getQueryData(AMOUNTS_KEY)).toEqual({ depositAmt: 150_000, withdrawableAmt: 150_000 });
    expect(held).toEqual([
      { depositAmt: 150_000, withdrawableAmt: 100_000 },
      { depositAmt: 150_000, withdrawableAmt: 150_000 },
    ]);
  });

  it('진행 중인 조회가 없으면 패치만 쓰고 다시 묻지 않는다', async () => {
    const { queryClient, server } = await cachedAmounts({ depositAmt: 100_000, withdrawableAmt: 100_000 });
    patchLiveQueryData<Amounts>(queryClient, AMOUNTS_KEY, { depositAmt: 150_000, withdrawableAmt: 150_000 });
    expect(queryClient.getQueryData(AMOUNTS_KEY)).toEqual({ depositAmt: 150_000, withdrawableAmt: 150_000 });
    expect(queryClient.getQueryState(AMOUNTS_KEY)?.fetchStatus).toBe('idle');
    expect(server.calls()).toBe(1);
  });
});
