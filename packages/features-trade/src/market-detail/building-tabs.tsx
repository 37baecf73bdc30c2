import { accountQueries, offeringQueries, type components } from '@jogak/api-client';
import { RouteLink, type TransactionGate } from '@jogak/app-core';
import { formatAnnualYield, formatWon } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { EmptyState, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

export type OfferingDetail = components['schemas']['OfferingDetail'];

/** What a member who cannot see their dividends yet has to do first, by where the transaction gate stops them. */
function paidDividendsHint(gate: Exclude<TransactionGate, 'SUCCESS'>): string {
  switch (gate) {
    case 'SIGN_UP_NEEDED':
    case 'LOGIN_NEEDED':
      return '로그인하면 지금까지 받은 배당금을 볼 수 있어요.';
    case 'ACCOUNT_OPEN_NEEDED':
      return '계좌를 개설하면 지금까지 받은 배당금을 볼 수 있어요.';
    default:
      return '계좌를 연동하면 지금까지 받은 배당금을 볼 수 있어요.';
  }
}

/**
 * Dividends: what the building is expected to pay, and — for a member with a linked account
 * (`gate` SUCCESS) — every dividend they were paid so far for this stock; anyone else is told what
 * comes first (logging in, opening or linking the account).
 */
export function DividendInfo({ offering, stockCd, gate }: { readonly offering: OfferingDetail; readonly stockCd: string; readonly gate: TransactionGate }) {
  const { dividend } = offering;
  return (
    <section className="jg-trade-info" aria-label="배당">
      <dl className="jg-trade-facts">
        <div>
          <dt>예상 배당수익률</dt>
          <dd>{formatAnnualYield(dividend.expectedYieldRate)}</dd>
        </div>
        <div>
          <dt>1주당 연 배당금(세전)</dt>
          <dd>{formatWon(dividend.annualDividendPerUnit)}</dd>
        </div>
        <div>
          <dt>지급 횟수</dt>
          <dd>연 {dividend.paymentsPerYear}회</dd>
        </div>
      </dl>
      {gate === 'SUCCESS' ? <PaidDividends stockCd={stockCd} /> : <p className="jg-trade-hint">{paidDividendsHint(gate)}</p>}
    </section>
  );
}

function PaidDividends({ stockCd }: { readonly stockCd: string }) {
  return (
    <QueryState
      query={useQuery(accountQueries.dividends(stockCd))}
      skeletonLines={3}
      errorText="배당 내역을 불러오지 못했어요."
      empty={{ title: '아직 받은 배당금이 없어요', isEmpty: (dividends) => dividends.content.length === 0 }}
    >
      {(dividends) => (
        <table className="jg-trade-table" aria-label="받은 배당금">
          <caption className="jg-visually-hidden">받은 배당금 합계 {formatWon(dividends.totalNetAmt)}</caption>
          <thead>
            <tr>
              <th scope="col">지급일</th>
              <th scope="col">1주당</th>
              <th scope="col">받은 금액(세후)</th>
            </tr>
          </thead>
          <tbody>
            {dividends.content.map((paid) => (
              <tr key={`${paid.paidAt}-${paid.recordAt}`}>
                <td>{seoulDateText(paid.paidAt, '.') ?? paid.paidAt}</td>
                <td>{formatWon(paid.dividendPerShare)}</td>
                <td>{formatWon(paid.netAmt)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">합계</th>
              <td />
              <td>{formatWon(dividends.totalNetAmt)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </QueryState>
  );
}

/** The offering's disclosures (공시), newest as the offering lists them; each opens its page. */
export function DisclosureList({ offering }: { readonly offering: OfferingDetail }) {
  if (offering.disclosures.length === 0) return <EmptyState title="공시가 없어요" />;
  return (
    <ul className="jg-trade-links" aria-label="공시">
      {offering.disclosures.map((disclosure) => (
        <li key={disclosure.id}>
          <RouteLink target={{ route: '/_main/subscription/$id/disclosure/$disclosureId', params: { id: String(offering.id), disclosureId: String(disclosure.id) } }}>
            <span>{disclosure.title}</span>
            <span className="jg-trade-hint">{seoulDateText(disclosure.disclosedAt, '.')}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

/** The offering behind the stock, for the information tabs. */
export function useOffering(offeringId: number) {
  return useQuery(offeringQueries.detail(offeringId));
}
