/**
 * The partner's web-view pages, server-rendered with nothing loaded from elsewhere: plain HTML
 * at phone width, one small inline script that talks to the page's own sandbox routes and
 * reports to the app with `window.parent.postMessage({ jogakPartner: 1, type, payload },
 * parentOrigin)` — the native messages of spec section 4 that a shell would forward from a real
 * partner web view.
 */

import { josa } from 'es-hangul';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1a1a2e;background:#fff;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:24px 20px 32px;display:flex;flex-direction:column;gap:16px}
.brand{margin:0;font-size:13px;color:#5b3df5;font-weight:600}
h1{margin:0;font-size:22px}
p{margin:0;color:#4a4a5a}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;padding:16px;border-radius:12px;background:#f4f2ff}
dt{color:#6b6b7b}
dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:8px}
button{min-height:48px;border-radius:10px;font-size:16px;font-weight:600;border:1px solid #5b3df5;background:#fff;color:#5b3df5;cursor:pointer}
button[data-tone=primary]{background:#5b3df5;color:#fff}
button[data-tone=muted]{border-color:#d0d0da;color:#4a4a5a}
button:disabled{opacity:.5;cursor:default}
button:focus-visible{outline:3px solid #1a1a2e;outline-offset:2px}
[role=alert]{color:#c53030;font-weight:600}
[role=alert]:empty,[role=status]:empty{display:none}
label{font-weight:600}
input{width:100%;min-height:48px;padding:0 12px;border:1px solid #d0d0da;border-radius:10px;font-size:20px;letter-spacing:.3em}
input:focus-visible{outline:3px solid #1a1a2e;outline-offset:2px}
`;

// Reads the page's data attributes, posts the messages and calls the page's own path (POST) for
// the actions that change the sandbox. The parent's origin comes from the referrer (the app that
// framed the page); without one the message is addressed to any origin.
const SCRIPT = `
(function () {
  var main = document.querySelector('main');
  var status = document.getElementById('partner-status');
  var problem = document.getElementById('partner-problem');
  var query = new URLSearchParams(location.search);
  var target = '*';
  try { if (document.referrer) target = new URL(document.referrer).origin; } catch (error) {}
  function post(type, payload) {
    window.parent.postMessage({ jogakPartner: 1, type: type, payload: payload || {} }, target);
  }
  function busy(on) {
    document.querySelectorAll('button').forEach(function (button) { button.disabled = on; });
    main.setAttribute('aria-busy', on ? 'true' : 'false');
  }
  function submit(body) {
    busy(true);
    problem.textContent = '';
    status.textContent = '처리하고 있어요…';
    return fetch(location.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (!response.ok) throw new Error(answer && answer.message ? answer.message : '처리하지 못했어요. 다시 시도해주세요.');
        return answer;
      });
    }).catch(function (error) {
      busy(false);
      status.textContent = '';
      problem.textContent = error instanceof Error && error.message ? error.message : '처리하지 못했어요. 다시 시도해주세요.';
      throw error;
    });
  }
  var passwordSent = false;
  var actions = {
    close: function () { post('close'); },
    expire: function () { post('token-expire'); },
    'fail-link': function () { post('account-linked', { success: false }); },
    complete: function () {
      submit({ token: query.get('token'), tmpCustNo: main.dataset.tmpCustNo }).then(function (answer) {
        status.textContent = '계좌가 개설되었어요.';
        post('account-complete', { accountNo: answer.accountNo });
      }, function () {});
    },
    password: function () {
      // One confirmation per page: Enter while the first is on its way, or after it succeeded,
      // would apply again (the disabled buttons do not stop the field's Enter).
      if (passwordSent) return;
      var input = document.getElementById('partner-password');
      if (!input.value) {
        problem.textContent = '계좌 비밀번호를 입력해주세요.';
        input.focus();
        return;
      }
      passwordSent = true;
      submit({
        token: query.get('token'),
        password: input.value,
        transTp: query.get('trans_tp') || '',
        gdsCd: query.get('gds_cd') || '',
        acctNo: query.get('acct_no') || '',
        applyAmt: query.get('apply_amt') || '',
        applyQty: query.get('apply_qty') || '',
        transNo: query.get('trans_no') || '',
      }).then(function (answer) {
        input.value = '';
        input.disabled = true;
        status.textContent = main.dataset.doneText;
        post('password-complete', { transNo: answer.transNo });
      }, function () {
        // A refused password is cleared, so the next try starts empty.
        passwordSent = false;
        input.value = '';
        input.focus();
      });
    },
    link: function () {
      submit({ token: query.get('token'), acctNo: query.get('acct_no') || '' }).then(function () {
        status.textContent = '계좌가 연동되었어요.';
        post('account-linked', { success: true });
      }, function () {});
    },
  };
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button[data-action]') : null;
    var action = button && actions[button.getAttribute('data-action')];
    if (action) action();
  });
  var password = document.getElementById('partner-password');
  if (password) password.addEventListener('keydown', function (event) {
    if (event.key === 'Enter') actions.password();
  });
  if (main.dataset.tmpIssued === 'true') post('account-tmp', { tmpCustNo: main.dataset.tmpCustNo });
})();
`;

interface PageParts {
  title: string;
  heading: string;
  lead: string;
  facts?: ReadonlyArray<readonly [string, string]>;
  actions: ReadonlyArray<{ action: string; label: string; tone: 'primary' | 'outline' | 'muted' }>;
  data?: Readonly<Record<string, string>>;
  /** Markup of the page's own fields, placed between the facts and the status lines. */
  fieldsHtml?: string;
}

function page({ title, heading, lead, facts = [], actions, data = {}, fieldsHtml = '' }: PageParts): string {
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const factList = facts.length
    ? `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
    : '';
  const buttons = actions
    .map(({ action, label, tone }) => `<button type="button" data-action="${action}" data-tone="${tone}">${escapeHtml(label)}</button>`)
    .join('');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 조각 제휴 증권사(샌드박스)</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="partner-heading" aria-busy="false"${dataAttributes}>
<p class="brand">조각 제휴 증권사 · 샌드박스</p>
<h1 id="partner-heading">${escapeHtml(heading)}</h1>
<p>${escapeHtml(lead)}</p>
${factList}
${fieldsHtml}
<p id="partner-status" role="status"></p>
<p id="partner-problem" role="alert"></p>
<div class="actions">${buttons}</div>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}

/**
 * The non-face-to-face account opening page (`/account/new`). `tmpIssued` makes the page report
 * the new temporary customer number (`account-tmp`) as soon as it loads.
 *
 * @example
 * newAccountPage({ name: '강지민', tmpCustNo: 'TMP00000001', tmpIssued: true });
 */
export function newAccountPage({ name, tmpCustNo, tmpIssued }: { name: string; tmpCustNo: string; tmpIssued: boolean }): string {
  return page({
    title: '비대면 계좌 개설',
    heading: '비대면 계좌 개설',
    lead: '조각에서 쓸 증권 계좌를 만들어요. 실제 증권사 화면에서는 신분증 확인과 계좌 비밀번호 설정을 거쳐요.',
    facts: [
      ['고객명', name],
      ['임시 고객번호', tmpCustNo],
      ['계좌 종류', '종합매매 계좌'],
    ],
    actions: [
      { action: 'complete', label: '계좌 개설 완료', tone: 'primary' },
      { action: 'expire', label: '인증 만료(테스트)', tone: 'outline' },
      { action: 'close', label: '닫기', tone: 'muted' },
    ],
    data: { 'tmp-cust-no': tmpCustNo, 'tmp-issued': String(tmpIssued) },
  });
}

/**
 * The corporate account link page (`/account/corp-link`).
 *
 * @example
 * corpLinkPage({ corpName: '(주)새봄리츠', accountNo: '7010166601' });
 */
export function corpLinkPage({ corpName, accountNo }: { corpName: string; accountNo: string }): string {
  return page({
    title: '법인 계좌 연동',
    heading: '법인 계좌 연동',
    lead: '지점에서 개설한 법인 계좌를 조각과 연동해요. 연동하면 조각에서 청약과 거래를 할 수 있어요.',
    facts: [
      ['법인명', corpName],
      ['계좌번호', accountNo],
    ],
    actions: [
      { action: 'link', label: '계좌 연동', tone: 'primary' },
      { action: 'fail-link', label: '연동 실패(테스트)', tone: 'outline' },
      { action: 'close', label: '닫기', tone: 'muted' },
    ],
  });
}

/**
 * The page shown instead when the partner cannot serve the request (unknown or expired token,
 * a member the page is not for); its only action closes the web view.
 *
 * @example
 * partnerErrorPage('인증 시간이 지났어요. 닫은 뒤 다시 시도해주세요.');
 */
export function partnerErrorPage(message: string): string {
  return page({
    title: '화면을 열 수 없어요',
    heading: '증권사 화면을 열 수 없어요',
    lead: message,
    actions: [{ action: 'close', label: '닫기', tone: 'primary' }],
  });
}

/** What a password page shows of its order. */
export interface PasswordPageOrder {
  /** 청약 신청 or 청약 취소. */
  label: string;
  transactionType: string;
  productName: string;
  quantity: number;
  amount: number;
  accountNo: string;
  transNo: string;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * The account password page (`/account/password`) of an apply or a cancel: the order of spec
 * §7's parameters and a masked password field (never filled in by the browser, digits only);
 * 확인 confirms with the partner, a wrong password is refused on the page.
 *
 * @example
 * passwordPage({ label: '청약 신청', transactionType: 'FRAC_APPLY', productName: '광안리 오션뷰 스테이', quantity: 10, amount: 50_000, accountNo: '7010125901', transNo: '20250304701012590101100000' });
 */
export function passwordPage(order: PasswordPageOrder): string {
  return page({
    title: `${order.label} 비밀번호`,
    heading: `${order.label} 계좌 비밀번호`,
    lead: `${josa(order.label, '을/를')} 마치려면 증권 계좌 비밀번호를 입력해주세요.`,
    facts: [
      ['거래 구분', `${order.label} (${order.transactionType})`],
      ['상품', order.productName],
      ['수량', `${order.quantity.toLocaleString('ko-KR')}주`],
      ['금액', won(order.amount)],
      ['계좌번호', order.accountNo],
      ['거래번호', order.transNo],
    ],
    fieldsHtml:
      '<label for="partner-password">계좌 비밀번호</label>' +
      '<input id="partner-password" type="password" inputmode="numeric" pattern="[0-9]*" maxlength="8" autocomplete="off" spellcheck="false">',
    actions: [
      { action: 'password', label: '확인', tone: 'primary' },
      { action: 'expire', label: '인증 만료(테스트)', tone: 'outline' },
      { action: 'close', label: '닫기', tone: 'muted' },
    ],
    data: { 'done-text': `${josa(order.label, '이/가')} 완료되었어요.` },
  });
}
