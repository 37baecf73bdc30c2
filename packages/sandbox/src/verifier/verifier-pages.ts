/**
 * The identity verifier's pages (spec §1, §2: /init/kmc leaves the app for an external verifier),
 * server-rendered without any script: plain forms at phone width that POST to the sandbox and end
 * in a redirect back to the app's `/init/kmc/result`.
 */
import { CONTROL_PREFIX } from '../handlers/control-handlers';
import { escapeHtml } from '../partner/partner-pages';

/** Where the verifier lives in the sandbox (the app's sandbox builds proxy `/__sandbox`). */
export const VERIFIER_PREFIX = `${CONTROL_PREFIX}/verifier`;

/** The carriers a Korean phone verification offers. */
export const CARRIERS = [
  ['SKT', 'SKT'],
  ['KT', 'KT'],
  ['LGU', 'LG U+'],
  ['MVNO', '알뜰폰'],
] as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1a1a2e;background:#fff;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:24px 20px 32px;display:flex;flex-direction:column;gap:16px}
.brand{margin:0;font-size:13px;color:#0b6e4f;font-weight:600}
h1{margin:0;font-size:22px}
p{margin:0;color:#4a4a5a}
form{display:flex;flex-direction:column;gap:14px}
fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
legend{font-weight:600;margin-bottom:6px;width:100%}
.carrier{display:flex;align-items:center;gap:6px;padding:10px 14px;border:1px solid #c8c8d4;border-radius:10px}
label{display:flex;flex-direction:column;gap:6px;font-weight:600}
input[type=text],input[type=tel]{min-height:48px;padding:0 12px;border:1px solid #8a8a9a;border-radius:10px;font-size:17px}
.row{display:grid;grid-template-columns:2fr 1fr;gap:10px}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:8px}
button,a.button{display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:10px;font-size:16px;font-weight:600;border:1px solid #0b6e4f;background:#fff;color:#0b6e4f;cursor:pointer;text-decoration:none}
button[data-tone=primary]{background:#0b6e4f;color:#fff}
a.button{border-color:#8a8a9a;color:#3a3a4a}
button:focus-visible,a.button:focus-visible,input:focus-visible{outline:3px solid #1a1a2e;outline-offset:2px}
.sms{padding:14px 16px;border-radius:14px;background:#1f2937;color:#fff}
.sms p{color:#fff}
.sms .from{font-size:13px;color:#d1d5db}
[role=alert]{color:#b42318;font-weight:600}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 휴대폰 본인확인(샌드박스)</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="verifier-heading">
<p class="brand">휴대폰 본인확인 서비스 · 샌드박스</p>
${body}
</main>
</body>
</html>`;
}

function hidden(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

function problemLine(problem: string | undefined): string {
  return problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '';
}

/** What the person typed on the first page (kept when the page comes back with a problem). */
export interface VerifierIdentityInput {
  carrier: string;
  name: string;
  birth: string;
  genderDigit: string;
  phoneNo: string;
}

export interface VerifierRequest {
  key: string;
  returnUrl: string;
  /** Where 취소 leads: the app's result page with NOT_MOBILE_AUTH_COMPLETE. */
  cancelUrl: string;
}

/**
 * The first page: carrier, name, birth date (yyMMdd) with the gender digit, phone number.
 *
 * @example
 * identityPage({ key, returnUrl, cancelUrl }, { carrier: 'SKT', name: '', birth: '', genderDigit: '', phoneNo: '' });
 */
export function identityPage(request: VerifierRequest, input: VerifierIdentityInput, problem?: string): string {
  const carriers = CARRIERS.map(
    ([code, label]) =>
      `<label class="carrier"><input type="radio" name="carrier" value="${code}"${input.carrier === code ? ' checked' : ''} required>${escapeHtml(label)}</label>`,
  ).join('');
  return layout(
    '본인확인',
    `<h1 id="verifier-heading">휴대폰 본인확인</h1>
<p>본인 명의의 휴대폰으로 인증번호를 받아 본인임을 확인해요.</p>
${problemLine(problem)}
<form method="post" action="${VERIFIER_PREFIX}/send">
${hidden({ key: request.key, returnUrl: request.returnUrl })}
<fieldset><legend>통신사</legend>${carriers}</fieldset>
<label>이름<input type="text" name="name" autocomplete="name" value="${escapeHtml(input.name)}" required maxlength="50"></label>
<div class="row">
<label>생년월일 6자리<input type="text" name="birth" inputmode="numeric" placeholder="예: 990101" value="${escapeHtml(input.birth)}" required maxlength="6" pattern="\\d{6}"></label>
<label>주민등록번호 뒷자리 첫 숫자<input type="text" name="genderDigit" inputmode="numeric" value="${escapeHtml(input.genderDigit)}" required maxlength="1" pattern="\\d"></label>
</div>
<label>휴대폰 번호<input type="tel" name="phoneNo" inputmode="numeric" autocomplete="tel" placeholder="'-' 없이 숫자만" value="${escapeHtml(input.phoneNo)}" required maxlength="11"></label>
<div class="actions">
<button type="submit" data-tone="primary">인증번호 받기</button>
<a class="button" href="${escapeHtml(request.cancelUrl)}">취소</a>
</div>
</form>`,
  );
}

/** The texted code as the mock SMS banner shows it (and `GET …/messages` lists it). */
export function smsText(code: string): string {
  return `[조각 본인확인] 인증번호 [${code}]를 입력해주세요.`;
}

/**
 * The second page: the mock SMS banner with the code (when one was just sent) and the code field.
 *
 * @example
 * codePage({ key, returnUrl, cancelUrl }, { phoneNo: '01012345678', sms: smsText('123456') });
 */
export function codePage(
  request: VerifierRequest,
  { phoneNo, sms, problem }: { phoneNo: string; sms?: string; problem?: string },
): string {
  const banner = sms
    ? `<section class="sms" role="status" aria-label="받은 문자 메시지"><p class="from">문자 메시지 · 샌드박스가 보낸 가짜 문자</p><p>${escapeHtml(sms)}</p></section>`
    : '';
  return layout(
    '인증번호 입력',
    `${banner}
<h1 id="verifier-heading">인증번호 입력</h1>
<p>${escapeHtml(maskedPhone(phoneNo))}(으)로 보낸 인증번호 6자리를 3분 안에 입력해주세요.</p>
${problemLine(problem)}
<form method="post" action="${VERIFIER_PREFIX}/confirm">
${hidden({ key: request.key, returnUrl: request.returnUrl })}
<label>인증번호<input type="text" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="\\d{6}"></label>
<div class="actions">
<button type="submit" data-tone="primary">확인</button>
</div>
</form>
<form method="post" action="${VERIFIER_PREFIX}/resend">
${hidden({ key: request.key, returnUrl: request.returnUrl })}
<div class="actions">
<button type="submit">인증번호 다시 받기</button>
<a class="button" href="${escapeHtml(request.cancelUrl)}">취소</a>
</div>
</form>`,
  );
}

/**
 * A page for a request the verifier cannot serve (no key, a return address that is not the app's
 * result page, a session that ended).
 */
export function verifierErrorPage(message: string): string {
  return layout('본인확인', `<h1 id="verifier-heading">본인확인을 진행할 수 없어요</h1><p role="alert">${escapeHtml(message)}</p>`);
}

function maskedPhone(phoneNo: string): string {
  return phoneNo.length >= 10 ? `${phoneNo.slice(0, 3)}-****-${phoneNo.slice(-4)}` : phoneNo;
}
