import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../api-schema';
import { accountMutations, accountQueries } from './account-queries';
import { memberQueries } from './member-queries';
import { investorMutations } from './investor-queries';
import { boardMutations, boardQueries } from './board-queries';
import { marketQueries } from './market-queries';
import { offeringQueries } from './offering-queries';
import { orderMutations, orderQueries } from './order-queries';
import { policyMutations, policyQueries } from './policy-queries';
import { signedInQueryClient } from '../../test/signed-in-query-client';

const baseUrl = 'http://127.0.0.1:4703';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const setup = () => signedInQueryClient(baseUrl);

const order = {
  orderNo: 'O-20250314-0001',
  stockCd: 'JG0001',
  name: '조각 성수 오피스',
  side: 'buy',
  price: 5_050,
  quantity: 10,
  filledQuantity: 0,
  remainingQuantity: 10,
  avgFilledPrice: null,
  fee: 75,
  status: 'OPEN',
  orderedAt: '2025-03-14T10:00:00+09:00',
  updatedAt: '2025-03-14T10:00:00+09:00',
};

describe('query keys', () => {
  it('그룹 이름으로 시작해 무효화를 그룹 단위로 할 수 있다', () => {
    expect(offeringQueries.list({ status: 'OPEN' }).queryKey).toEqual(['offering', 'list', { status: 'OPEN' }]);
    expect(offeringQueries.detail(3).queryKey).toEqual(['offering', 'detail', 3]);
    expect(offeringQueries.subscription(3).queryKey).toEqual(['offering', 'subscription', 3]);
    expect(marketQueries.orderBook('JG0001').queryKey).toEqual(['market', 'order-book', 'JG0001']);
    expect(marketQueries.priceHistory('JG0001', 'week').queryKey).toEqual(['market', 'price-history', 'JG0001', 'week']);
    expect(accountQueries.depositWithdrawals({ searchBeginAt: '20250101', searchEndAt: '20250314' }, { sync: true }).queryKey).toEqual([
      'account',
      'dw',
      'list',
      { searchBeginAt: '20250101', searchEndAt: '20250314' },
      true,
    ]);
    expect(boardQueries.qna(5).queryKey).toEqual(['board', 'qna', 'detail', 5]);
  });
});

describe('queryFn', () => {
  it('marketQueries.priceHistory는 interval을 쿼리로 싣는다', async () => {
    let seen = '';
    server.use(
      http.get(`${baseUrl}/main/v1/market/stocks/:stockCd/price-history`, ({ params, request }) => {
        seen = `${String(params.stockCd)} ${new URL(request.url).searchParams.get('interval') ?? ''}`;
        return HttpResponse.json({ stockCd: 'JG0001', interval: 'minute', candles: [] });
      }),
    );
    const data = await setup().fetchQuery(marketQueries.priceHistory('JG0001', 'minute'));
    expect(data).toEqual({ stockCd: 'JG0001', interval: 'minute', candles: [] });
    expect(seen).toBe('JG0001 minute');
  });

  it('offeringQueries.detail은 경로 매개변수로 부르고 토큰을 싣는다', async () => {
    let seen = '';
    server.use(
      http.get(`${baseUrl}/main/v1/offerings/:id`, ({ params, request }) => {
        seen = `${String(params.id)} ${request.headers.get('Authorization') ?? ''}`;
        return HttpResponse.json({ id: 3, name: '조각 성수 오피스' });
      }),
    );
    const data = await setup().fetchQuery(offeringQueries.detail(3));
    expect(data).toEqual({ id: 3, name: '조각 성수 오피스' });
    expect(seen).toBe('3 Bearer demo-token');
  });

  it('쿼리 매개변수를 그대로 보낸다', async () => {
    let search = '';
    server.use(
      http.get(`${baseUrl}/main/v1/orders`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ content: [order] });
      }),
    );
    expect(await setup().fetchQuery(orderQueries.list({ stockCd: 'JG0001', status: 'OPEN' }))).toEqual({ content: [order] });
    expect(search).toBe('?stockCd=JG0001&status=OPEN');
  });
});

describe('mutations', () => {
  it('주문하면 주문·계좌·시세 쿼리를 무효화하고 다른 그룹은 두다', async () => {
    server.use(http.post(`${baseUrl}/main/v1/orders`, () => HttpResponse.json(order)));
    const queryClient = setup();
    queryClient.setQueryData(orderQueries.list().queryKey, { content: [] });
    queryClient.setQueryData(accountQueries.amounts().queryKey, {
      accountNo: '1',
      depositAmt: 1,
      withdrawableAmt: 1,
      orderableAmt: 1,
      pendingSubscriptionAmt: 0,
    });
    queryClient.setQueryData(marketQueries.list().queryKey, { stdAt: '2025-03-14T10:00:00+09:00', content: [] });
    queryClient.setQueryData(boardQueries.notices().queryKey, { content: [], pageInfo: { page: 0, size: 20, totalElements: 0, last: true } });

    const result = await new MutationObserver(queryClient, orderMutations.place()).mutate({
      stockCd: 'JG0001',
      side: 'buy',
      inputPrice: 5_050,
      inputNumber: 10,
      unsuitableConfirmYn: 'Y',
    });

    expect(result).toEqual(order);
    expect(queryClient.getQueryState(orderQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(accountQueries.amounts().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(marketQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boardQueries.notices().queryKey)?.isInvalidated).toBe(false);
  });

  it('문의를 지우면 목록은 다시 묻고, 화면에 떠 있는 그 문의는 묻지 않은 채 낡았다고만 표시한다; 이미 지워진 문의(404)도 지운 것이다', async () => {
    const asked: string[] = [];
    const page = { content: [], pageInfo: { page: 0, size: 20, totalElements: 0, last: true } };
    server.use(
      http.get(`${baseUrl}/main/v1/board/qnas`, () => {
        asked.push('list');
        return HttpResponse.json(page);
      }),
      http.get(`${baseUrl}/main/v1/board/qnas/:id`, ({ params }) => {
        asked.push(`detail ${String(params.id)}`);
        return HttpResponse.json({ code: 'NOT_FOUND', message: '문의를 찾을 수 없어요.' }, { status: 404 });
      }),
      http.delete(`${baseUrl}/main/v1/board/qnas/7`, () => HttpResponse.json({ result: 'SUCCESS' })),
      http.delete(`${baseUrl}/main/v1/board/qnas/8`, () => HttpResponse.json({ code: 'NOT_FOUND', message: '문의를 찾을 수 없어요.' }, { status: 404 })),
    );
    const queryClient = setup();
    const detail = boardQueries.qna(7);
    queryClient.setQueryData(detail.queryKey, { id: 7 } as never);
    queryClient.setQueryData(boardQueries.qnas().queryKey, page as never);
    // Both on screen: the detail being deleted, and a list behind it.
    const stopDetail = new QueryObserver(queryClient, { ...detail, staleTime: Infinity }).subscribe(() => undefined);
    const stopList = new QueryObserver(queryClient, { ...boardQueries.qnas(), staleTime: Infinity }).subscribe(() => undefined);

    await new MutationObserver(queryClient, boardMutations.deleteQna()).mutate(7);
    expect(queryClient.getQueryState(detail.queryKey)?.isInvalidated).toBe(true);
    // The list's reload is started, not waited for by the deletion.
    await expect.poll(() => queryClient.getQueryState(boardQueries.qnas().queryKey)?.fetchStatus).toBe('idle');
    expect(asked).toEqual(['list']);

    // The screen has left the deleted inquiry; one deleted elsewhere meanwhile answers 404.
    stopDetail();
    await expect(new MutationObserver(queryClient, boardMutations.deleteQna()).mutate(8)).resolves.toBeUndefined();
    await expect.poll(() => asked).toEqual(['list', 'list']);
    await expect.poll(() => queryClient.getQueryState(boardQueries.qnas().queryKey)?.fetchStatus).toBe('idle');
    stopList();
  });

  it('약관 동의는 그 약관의 내 동의 쿼리만 무효화한다', async () => {
    const agreement: ApiSchema<'MyAgreement'> = {
      agreementKey: 'marketing',
      agreedYn: 'Y',
      agreedAt: '2025-03-14T10:00:00+09:00',
      version: '3',
    };
    server.use(http.put(`${baseUrl}/main/v1/policy/documents/marketing/my-agreement`, () => HttpResponse.json(agreement)));
    const queryClient = setup();
    queryClient.setQueryData(policyQueries.myAgreement('marketing').queryKey, { ...agreement, agreedYn: 'N', agreedAt: null });
    queryClient.setQueryData(policyQueries.myAgreement('service-terms').queryKey, { ...agreement, agreementKey: 'service-terms' });

    await new MutationObserver(queryClient, policyMutations.updateMyAgreement()).mutate({ agreementKey: 'marketing', agreedYn: 'Y' });

    expect(queryClient.getQueryState(policyQueries.myAgreement('marketing').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(policyQueries.myAgreement('service-terms').queryKey)?.isInvalidated).toBe(false);
  });
});

/** An answer the test lets go of itself: the reload waiting on it stays in flight until then. */
function heldAnswer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** A mutation's promise with whether it has resolved yet, read while something else is held. */
function watched<T>(promise: Promise<T>) {
  const watch = { resolved: false, promise };
  watch.promise = promise.then((answer) => {
    watch.resolved = true;
    return answer;
  });
  return watch;
}

describe('accepted orders and withdrawals do not wait for their reloads', () => {
  const orderChanges: { label: string; answer: HttpHandler; serverAnswer: unknown; mutate: (queryClient: QueryClient) => Promise<unknown> }[] = [
    {
      label: '주문',
      answer: http.post(`${baseUrl}/main/v1/orders`, () => HttpResponse.json(order)),
      serverAnswer: order,
      mutate: (queryClient: QueryClient) =>
        new MutationObserver(queryClient, orderMutations.place()).mutate({
          stockCd: 'JG0001',
          side: 'buy',
          inputPrice: 5_050,
          inputNumber: 10,
          unsuitableConfirmYn: 'Y',
        }),
    },
    {
      label: '주문 취소',
      answer: http.delete(`${baseUrl}/main/v1/orders/${order.orderNo}`, () => HttpResponse.json({ ...order, status: 'CANCELLED' })),
      serverAnswer: { ...order, status: 'CANCELLED' },
      mutate: (queryClient: QueryClient) => new MutationObserver(queryClient, orderMutations.cancel()).mutate(order.orderNo),
    },
    {
      label: '미체결 전체 취소',
      answer: http.post(`${baseUrl}/main/v1/orders/cancel-all`, () => HttpResponse.json({ content: [{ ...order, status: 'CANCELLED' }] })),
      serverAnswer: { content: [{ ...order, status: 'CANCELLED' }] },
      mutate: (queryClient: QueryClient) => new MutationObserver(queryClient, orderMutations.cancelAll()).mutate({ stockCd: 'JG0001' }),
    },
  ];

  it.each(orderChanges)('$label: 서버가 받으면 끝나고, 화면의 주문 목록은 그 뒤에 새로 받아 온다', async ({ answer, serverAnswer, mutate }) => {
    const reload = heldAnswer();
    let reloads = 0;
    server.use(
      answer,
      http.get(`${baseUrl}/main/v1/orders`, async () => {
        reloads += 1;
        await reload.released;
        return HttpResponse.json({ content: [order] });
      }),
    );
    const queryClient = setup();
    queryClient.setQueryData(orderQueries.list().queryKey, { content: [] });
    // The order list on screen: the invalidation asks for it again at once.
    const stopList = new QueryObserver(queryClient, { ...orderQueries.list(), staleTime: Infinity }).subscribe(() => undefined);

    const change = watched(mutate(queryClient));
    try {
      await expect.poll(() => reloads).toBe(1);
      await expect.poll(() => change.resolved).toBe(true);
    } finally {
      reload.release();
    }

    expect(await change.promise).toEqual(serverAnswer);
    await expect.poll(() => queryClient.getQueryData(orderQueries.list().queryKey)).toEqual({ content: [order] });
    stopList();
  });

  it('출금: 서버가 받으면 끝나고, 화면의 입출금 내역은 파트너(/sync) 재조회가 끝나는 대로 바뀐다', async () => {
    const withdrawal: ApiSchema<'Withdrawal'> = { dealAt: '2025-03-14', dealSeq: 3, dealAmt: 50_000, depositAmt: 950_000, withdrawableAmt: 950_000 };
    const reloaded: ApiSchema<'DepositWithdrawalList'> = { content: [], nextChaseInform: null };
    const reload = heldAnswer();
    let reloads = 0;
    server.use(
      http.post(`${baseUrl}/main/v1/account/withdrawal`, () => HttpResponse.json(withdrawal)),
      http.get(`${baseUrl}/main/v1/account/sync/dw/list`, async () => {
        reloads += 1;
        await reload.released;
        return HttpResponse.json(reloaded);
      }),
    );
    const queryClient = setup();
    const history = accountQueries.depositWithdrawals({ searchBeginAt: '20250101', searchEndAt: '20250314' }, { sync: true });
    queryClient.setQueryData(history.queryKey, { content: [], nextChaseInform: 'before-withdrawal' });
    // /assets's history on screen, read through the partner.
    const stopHistory = new QueryObserver(queryClient, { ...history, staleTime: Infinity }).subscribe(() => undefined);

    const withdraw = watched(new MutationObserver(queryClient, accountMutations.withdraw()).mutate({ amount: 50_000, password: 'sealed', keypadToken: 'keypad-1' }));
    try {
      await expect.poll(() => reloads).toBe(1);
      await expect.poll(() => withdraw.resolved).toBe(true);
    } finally {
      reload.release();
    }

    expect(await withdraw.promise).toEqual(withdrawal);
    await expect.poll(() => queryClient.getQueryData(history.queryKey)).toEqual(reloaded);
    stopHistory();
  });

  it('문의 수정은 화면에 떠 있는 그 문의를 새로 받아 온 뒤에 끝난다 (돌아간 문의가 고치기 전 글을 보이지 않게)', async () => {
    const edited = { id: 5, title: '고친 제목' };
    server.use(
      http.put(`${baseUrl}/main/v1/board/qnas/5`, () => HttpResponse.json(edited)),
      http.get(`${baseUrl}/main/v1/board/qnas/5`, () => HttpResponse.json(edited)),
    );
    const queryClient = setup();
    const detail = boardQueries.qna(5);
    queryClient.setQueryData(detail.queryKey, { id: 5, title: '처음 제목' } as never);
    // The edit form holds the inquiry on screen.
    const stopDetail = new QueryObserver(queryClient, { ...detail, staleTime: Infinity }).subscribe(() => undefined);

    await new MutationObserver(queryClient, boardMutations.updateQna()).mutate({ id: 5, category: 'TRADE', title: '고친 제목', contents: '내용' });

    expect(queryClient.getQueryData(detail.queryKey)).toEqual(edited);
    stopDetail();
  });
});

describe('investorMutations', () => {
  it('자격 변경을 신청하면 화면에 없는 투자자 정보까지 새로 받아 온 뒤에 끝난다', async () => {
    const before = { investorStatusChangeInProgressYn: 'N' } as ApiSchema<'MemberMoreInfo'>;
    const after = { investorStatusChangeInProgressYn: 'Y' } as ApiSchema<'MemberMoreInfo'>;
    let current = before;
    const asked: string[] = [];
    server.use(
      http.post(`${baseUrl}/main/v1/member/invest-person/change`, () => {
        current = after;
        return HttpResponse.json({ investPersonInformChgNo: 'IC-1', investorClass: 'INCOME_QUALIFIED_INVESTOR', status: 'IN_PROGRESS', requestedAt: '2025-03-04T10:00:00+09:00' });
      }),
      http.get(`${baseUrl}/main/v1/member/more-info`, () => {
        asked.push('more-info');
        return HttpResponse.json(current);
      }),
      http.get(`${baseUrl}/main/v1/member/close/conditions`, () => {
        asked.push('close-conditions');
        return HttpResponse.json({});
      }),
    );
    const queryClient = setup();
    // Cached by write-confirm and the close screen, neither on screen any more: no observer.
    await queryClient.fetchQuery(memberQueries.moreInfo());
    await queryClient.fetchQuery(memberQueries.closeConditions());

    await new MutationObserver(queryClient, investorMutations.requestStatusChange()).mutate({
      investorClass: 'INCOME_QUALIFIED_INVESTOR',
      investInformChgMatterCod: 'ETC',
      incomeType: 'EARNED_INCOME',
      fileList: [],
      personalInfoAgreeYn: 'Y',
    });

    expect(queryClient.getQueryData(memberQueries.moreInfo().queryKey)).toEqual(after);
    expect(queryClient.getQueryState(memberQueries.moreInfo().queryKey)?.isInvalidated).toBe(false);
    // A member query without investor facts is only marked stale, as before.
    expect(queryClient.getQueryState(memberQueries.closeConditions().queryKey)?.isInvalidated).toBe(true);
    expect(asked).toEqual(['more-info', 'close-conditions', 'more-info']);
  });
});
