import { http, HttpResponse, type HttpHandler } from 'msw';
import { SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import { errorResponse, MESSAGES, readBody } from '../handlers/http-kit';
import { CONTROL_PREFIX } from '../handlers/control-handlers';
import { checkAgencyToken, type AgencyTokenRefusal } from './agency-tokens';
import { completeAccountOpening, corporateLinkProblem, linkCorporateAccount, tmpCustomerNoFor } from './partner-accounts';
import { corpLinkPage, newAccountPage, partnerErrorPage } from './partner-pages';

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

/**
 * The partner's web-view pages of spec section 7 for the sandbox, opened with an account-agency
 * token the sandbox issued (`POST /main/v1/account/agency/auth/token`):
 *
 * - `GET …/account/new?token=…[&tmp_cust_no=…]`: account opening; `POST` the same path with
 *   `{ token, tmpCustNo }` opens the account and answers `{ accountNo }`.
 * - `GET …/account/corp-link?token=…&acct_no=…`: corporate account link; `POST` with
 *   `{ token, acctNo }` links it and answers `{ success: true, accountNo }`.
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
  ];
}
