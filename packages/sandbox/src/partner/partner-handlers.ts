import { http, HttpResponse, type HttpHandler } from 'msw';
import { SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import { errorResponse, MESSAGES, readBody } from '../handlers/http-kit';
import { CONTROL_PREFIX } from '../handlers/control-handlers';
import { checkAgencyToken, type AgencyTokenRefusal } from './agency-tokens';
import { completeAccountOpening, corporateLinkProblem, linkCorporateAccount, tmpCustomerNoFor } from './partner-accounts';
import { corpLinkPage, newAccountPage, partnerErrorPage, passwordPage } from './partner-pages';
import { confirmPasswordOrder, passwordOrder, transactionLabel, type PasswordOrderInput } from './partner-password';

/**
 * Where the partner's web views live in the sandbox: the app's partner host for sandbox builds
 * is `<origin>/__sandbox/partner`, so `/account/new` and `/account/corp-link` follow it.
 */
export const PARTNER_PREFIX = `${CONTROL_PREFIX}/partner`;

const REFUSALS: Readonly<Record<AgencyTokenRefusal, string>> = {
  unknown: '확인할 수 없는 접속 정보예요. 닫은 뒤 앱에서 다시 시도해주세요.',
  expired: '인증 시간(30분)이 지났어요. 닫은 뒤 앱에서 다시 시도해주세요.',
};

function html(body: string, status = 200): Response {
  return HttpResponse.html(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/** Runs an action of a page (its POST), answering the contract's error body on a refusal. */
async function act(run: () => Promise<Record<string, unknown>>): Promise<Response> {
  try {
    return HttpResponse.json(await run());
  } catch (error) {
    if (error instanceof SandboxRuleError) return errorResponse(error.status, error.code, error.message);
    console.error('[sandbox] partner page action failed', error);
    return errorResponse(500, 'INTERNAL_ERROR', MESSAGES.internal);
  }
}

function tokenHolder(state: SandboxState, token: string): string {
  const check = checkAgencyToken(state, token);
  if (!check.ok) throw new SandboxRuleError(401, 'UNAUTHORIZED', REFUSALS[check.reason]);
  return check.memberId;
}

function orderInputOfQuery(url: URL): PasswordOrderInput {
  const read = (name: string) => url.searchParams.get(name) ?? '';
  return {
    transTp: read('trans_tp'),
    gdsCd: read('gds_cd'),
    acctNo: read('acct_no'),
    applyAmt: read('apply_amt'),
    applyQty: read('apply_qty'),
    transNo: read('trans_no'),
  };
}

function orderInputOfBody(body: Record<string, unknown>): PasswordOrderInput {
  return {
    transTp: field(body, 'transTp'),
    gdsCd: field(body, 'gdsCd'),
    acctNo: field(body, 'acctNo'),
    applyAmt: field(body, 'applyAmt'),
    applyQty: field(body, 'applyQty'),
    transNo: field(body, 'transNo'),
  };
}

/** The password page for a token and its order, or the error page saying what is wrong. */
function passwordPageResponse(state: SandboxState, url: URL): Response {
  const check = checkAgencyToken(state, url.searchParams.get('token'));
  if (!check.ok) return html(partnerErrorPage(REFUSALS[check.reason]), 401);
  try {
    const order = passwordOrder(state, state.member(check.memberId), orderInputOfQuery(url));
    return html(
      passwordPage({
        label: transactionLabel(order.transactionType),
        transactionType: order.transactionType,
        productName: order.offering.name,
        quantity: order.quantity,
        amount: order.amount,
        accountNo: order.accountNo,
        transNo: order.transNo,
      }),
    );
  } catch (error) {
    if (error instanceof SandboxRuleError) return html(partnerErrorPage(error.message), error.status);
    throw error;
  }
}

/**
 * The partner's web-view pages of spec section 7 for the sandbox, opened with an account-agency
 * token the sandbox issued (`POST /main/v1/account/agency/auth/token`):
 *
 * - `GET …/account/new?token=…[&tmp_cust_no=…]`: account opening; `POST` the same path with
 *   `{ token, tmpCustNo }` opens the account and answers `{ accountNo }`.
 * - `GET …/account/corp-link?token=…&acct_no=…`: corporate account link; `POST` with
 *   `{ token, acctNo }` links it and answers `{ success: true, accountNo }`.
 *
 * - `GET …/account/password?token=…&trans_tp=…&gds_cd=…&acct_no=…&apply_amt=…&trans_no=…&apply_qty=…`:
 *   the account password of an apply (`FRAC_APPLY`/`STO_APPLY`, business code 01) or a cancel
 *   (`FRAC_CANCEL`/`STO_CANCEL`, 02); `POST` with `{ token, password, transTp, gdsCd, acctNo,
 *   applyAmt, applyQty, transNo }` checks the password (잘못된 비밀번호에요 when wrong), applies or
 *   cancels under the sandbox's subscription rules and answers `{ transNo, status, subsQty, subsAmt }`.
 *   The page then reports `password-complete` with the `transNo`. A `trans_no` the member already
 *   confirmed is refused (TRANS_NO_USED), on the page and on its POST.
 *
 * An unknown or expired token, or a member the page is not for, gets an error page (401 or 400)
 * whose only action is 닫기.
 */
export function partnerHandlers(state: SandboxState): HttpHandler[] {
  const at = (path: string) => `*${PARTNER_PREFIX}${path}`;
  return [
    http.get(at('/account/new'), ({ request }) => {
      const url = new URL(request.url);
      const check = checkAgencyToken(state, url.searchParams.get('token'));
      if (!check.ok) return html(partnerErrorPage(REFUSALS[check.reason]), 401);
      const member = state.member(check.memberId);
      if (member.individualCorpCode !== 'INDIVIDUAL') return html(partnerErrorPage('개인 회원만 비대면 계좌를 개설할 수 있어요.'), 400);
      const { tmpCustNo, issued } = tmpCustomerNoFor(state, member.id, url.searchParams.get('tmp_cust_no'));
      return html(newAccountPage({ name: member.name, tmpCustNo, tmpIssued: issued }));
    }),

    http.post(at('/account/new'), ({ request }) =>
      act(async () => {
        const body = await readBody(request);
        const memberId = tokenHolder(state, field(body, 'token'));
        return { accountNo: completeAccountOpening(state, memberId, field(body, 'tmpCustNo')) };
      }),
    ),

    http.get(at('/account/corp-link'), ({ request }) => {
      const url = new URL(request.url);
      const check = checkAgencyToken(state, url.searchParams.get('token'));
      if (!check.ok) return html(partnerErrorPage(REFUSALS[check.reason]), 401);
      const member = state.member(check.memberId);
      const problem = corporateLinkProblem(member, url.searchParams.get('acct_no') ?? '');
      if (problem) return html(partnerErrorPage(problem), 400);
      return html(corpLinkPage({ corpName: member.corpName || member.name, accountNo: member.accountNo }));
    }),

    http.post(at('/account/corp-link'), ({ request }) =>
      act(async () => {
        const body = await readBody(request);
        const memberId = tokenHolder(state, field(body, 'token'));
        return { success: true, accountNo: linkCorporateAccount(state, memberId, field(body, 'acctNo')) };
      }),
    ),

    http.get(at('/account/password'), ({ request }) => passwordPageResponse(state, new URL(request.url))),

    http.post(at('/account/password'), ({ request }) =>
      act(async () => {
        const body = await readBody(request);
        const memberId = tokenHolder(state, field(body, 'token'));
        const order = passwordOrder(state, state.member(memberId), orderInputOfBody(body));
        const subscription = confirmPasswordOrder(state, memberId, order, field(body, 'password'));
        return { transNo: order.transNo, status: subscription.status, subsQty: subscription.quantity, subsAmt: subscription.amount };
      }),
    ),
  ];
}
