import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../api-schema';
import { createJogakClient } from '../client/create-jogak-client';
import { attachJogakClient } from '../query/jogak-client-binding';
import { jogakQueryClientDefaults } from '../query/query-client-defaults';
import { investorMutations } from './investor-queries';
import { memberQueries } from './member-queries';

const baseUrl = 'http://127.0.0.1:4704';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl,
      getToken: () => 'demo-token',
      getUserContext: () => ({ userType: '200', individualCorpCode: 'INDIVIDUAL' }),
    }),
  );
  return queryClient;
}

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
