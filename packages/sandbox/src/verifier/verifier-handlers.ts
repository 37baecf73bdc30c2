import { fullBirthDate } from '@jogak/domain-rules';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { sha256Hex, storeOf } from '../handlers/secrets';
import { isoSeoul } from '../model/clock';
import type { SandboxState } from '../model/state';
import {
  CARRIERS,
  codePage,
  identityPage,
  smsText,
  VERIFIER_PREFIX,
  verifierErrorPage,
  type VerifierIdentityInput,
  type VerifierRequest,
} from './verifier-pages';

/** How long a texted code can be typed (sandbox clock). */
export const VERIFICATION_CODE_TTL_MINUTES = 3;

/** The app pages the verifier returns to (sign-up, forgot-PIN, MY's phone change); any other return address is refused. */
const RESULT_PATHS: readonly string[] = ['/init/kmc/result', '/auth/forgot-pin', '/my/info'];

/** How long a finished verification may be spent on a PIN reset or a phone change (sandbox clock). */
export const VERIFIED_TTL_MINUTES = 10;

/** A finished verification: whose CI and phone number it proved and until when it may be spent. */
export interface FinishedVerification {
  ci: string;
  phoneNo: string;
  expiresAtMs: number;
}

/**
 * The verifications finished on the verifier, by request key; a PIN reset or a phone change spends one.
 *
 * @example
 * finishedVerifications(state).get(key)?.ci; // 'demo-ci-demo-general'
 */
export function finishedVerifications(state: SandboxState): Map<string, FinishedVerification> {
  return storeOf<FinishedVerification>(state, 'verifier-finished');
}

/** A text the sandbox "sent", as `GET /__sandbox/verifier/messages` lists it. */
export interface VerifierMessage {
  phoneNo: string;
  text: string;
  code: string;
  sentAt: string;
}

interface VerifiedPerson extends VerifierIdentityInput {
  fullBirth: string;
}

interface VerifierSession {
  returnUrl: string;
  person?: VerifiedPerson;
  code?: string;
  expiresAtMs?: number;
}

const EMPTY_INPUT: VerifierIdentityInput = { carrier: '', name: '', birth: '', genderDigit: '', phoneNo: '' };

function html(body: string, status = 200): Response {
  return HttpResponse.html(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

function redirect(location: string): Response {
  return new HttpResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The return address when it is the app's result page (http or https, any origin), else null. */
function checkedReturnUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && RESULT_PATHS.includes(url.pathname) ? url.toString() : null;
  } catch {
    return null;
  }
}

function returnWith(returnUrl: string, values: Readonly<Record<string, string>>): string {
  const url = new URL(returnUrl);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.toString();
}

function requestOf(key: string, returnUrl: string): VerifierRequest {
  return { key, returnUrl, cancelUrl: returnWith(returnUrl, { key, resultCode: 'NOT_MOBILE_AUTH_COMPLETE' }) };
}

function randomCode(): string {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/** Reads the person typed on the first page; a Korean problem when something does not fit. */
function personOf(form: URLSearchParams): { input: VerifierIdentityInput; person?: VerifiedPerson; problem?: string } {
  const input: VerifierIdentityInput = {
    carrier: form.get('carrier') ?? '',
    name: (form.get('name') ?? '').trim(),
    birth: (form.get('birth') ?? '').trim(),
    genderDigit: (form.get('genderDigit') ?? '').trim(),
    phoneNo: (form.get('phoneNo') ?? '').replace(/\D/g, ''),
  };
  if (!CARRIERS.some(([code]) => code === input.carrier)) return { input, problem: '통신사를 선택해주세요.' };
  if (!/^[가-힣A-Za-z ]{1,50}$/.test(input.name)) return { input, problem: '이름을 확인해주세요.' };
  const fullBirth = /^\d$/.test(input.genderDigit) ? fullBirthDate(input.birth, input.genderDigit) : null;
  if (!fullBirth) return { input, problem: '생년월일 6자리와 주민등록번호 뒷자리 첫 숫자를 확인해주세요.' };
  if (!/^01\d{8,9}$/.test(input.phoneNo)) return { input, problem: '휴대폰 번호를 확인해주세요.' };
  return { input, person: { ...input, fullBirth } };
}

/**
 * The sandbox's stand-in for the external identity verifier of spec §1 and §2, under
 * `/__sandbox/verifier` (a full-page navigation away from the app and back):
 *
 * - `GET …?key=…&returnUrl=…`: the carrier, name, birth (yyMMdd + gender digit) and phone form; a
 *   request whose person is already known (after a wrong code) texts a new code at once.
 * - `POST …/send`, `…/resend`: texts a 6-digit code (valid 3 minutes on the sandbox clock), shown in
 *   a mock SMS banner and listed by `GET …/messages`.
 * - `POST …/confirm`: the right code returns to `returnUrl` with `resultCode=SUCCESS` and the person
 *   (ci, name, birth yyMMdd, genderDigit, phoneNo, nation); a wrong one with
 *   `resultCode=NOT_MATCH_AUTH_NUMBER` (the code is spent); an expired one is refused on the page.
 * - 취소 returns with `resultCode=NOT_MOBILE_AUTH_COMPLETE`.
 *
 * A seeded member's name, birth date and phone give that member's CI, so a member who signs up
 * again is recognised.
 */
export function verifierHandlers(state: SandboxState): HttpHandler[] {
  const at = (path: string) => `*${VERIFIER_PREFIX}${path}`;
  const sessions = () => storeOf<VerifierSession>(state, 'verifier-sessions');
  const messages = () => storeOf<VerifierMessage>(state, 'verifier-messages');

  function textCode(session: VerifierSession, person: VerifiedPerson): string {
    const code = randomCode();
    const now = state.clock.now();
    session.code = code;
    session.expiresAtMs = now.plus({ minutes: VERIFICATION_CODE_TTL_MINUTES }).toMillis();
    const store = messages();
    store.set(String(store.size + 1), { phoneNo: person.phoneNo, text: smsText(code), code, sentAt: isoSeoul(now) });
    return smsText(code);
  }

  /**
   * A CI belongs to the person, not to the phone: a member is recognised by name, birth date and
   * phone, or (a member verifying a new number) by name, birth date and gender when only one
   * member fits.
   */
  async function ciOf(person: VerifiedPerson): Promise<string> {
    const members = [...state.data.members.values()].filter((item) => item.name === person.name && item.birth === person.fullBirth);
    const gender = Number(person.genderDigit) % 2 === 1 ? 'M' : 'F';
    const sameGender = members.filter((item) => item.gender === gender);
    const member = members.find((item) => item.phoneNo === person.phoneNo) ?? (sameGender.length === 1 ? sameGender[0] : undefined);
    return member?.ci ?? `kmc-${(await sha256Hex(`${person.name}|${person.fullBirth}|${person.phoneNo}`)).slice(0, 40)}`;
  }

  /** The session a form names, or the error page to answer. */
  async function sessionOfForm(request: Request): Promise<{ form: URLSearchParams; key: string; session: VerifierSession } | Response> {
    const form = new URLSearchParams(await request.text());
    const key = form.get('key') ?? '';
    const session = sessions().get(key);
    if (!session) return html(verifierErrorPage('본인확인 요청이 끝났거나 찾을 수 없어요. 앱에서 다시 시작해주세요.'), 400);
    return { form, key, session };
  }

  return [
    http.get(at(''), ({ request }) => {
      const url = new URL(request.url);
      const key = url.searchParams.get('key') ?? '';
      const returnUrl = checkedReturnUrl(url.searchParams.get('returnUrl'), request.url);
      if (!/^[\w-]{8,64}$/.test(key) || !returnUrl) {
        return html(verifierErrorPage('요청 정보가 올바르지 않아요. 앱에서 다시 시작해주세요.'), 400);
      }
      const existing = sessions().get(key);
      if (existing?.person) {
        existing.returnUrl = returnUrl;
        const sms = textCode(existing, existing.person);
        return html(codePage(requestOf(key, returnUrl), { phoneNo: existing.person.phoneNo, sms }));
      }
      sessions().set(key, { returnUrl });
      return html(identityPage(requestOf(key, returnUrl), EMPTY_INPUT));
    }),

    http.post(at('/send'), async ({ request }) => {
      const found = await sessionOfForm(request);
      if (found instanceof Response) return found;
      const { form, key, session } = found;
      const { input, person, problem } = personOf(form);
      if (!person) return html(identityPage(requestOf(key, session.returnUrl), input, problem), 400);
      session.person = person;
      const sms = textCode(session, person);
      return html(codePage(requestOf(key, session.returnUrl), { phoneNo: person.phoneNo, sms }));
    }),

    http.post(at('/resend'), async ({ request }) => {
      const found = await sessionOfForm(request);
      if (found instanceof Response) return found;
      const { key, session } = found;
      if (!session.person) return html(identityPage(requestOf(key, session.returnUrl), EMPTY_INPUT));
      const sms = textCode(session, session.person);
      return html(codePage(requestOf(key, session.returnUrl), { phoneNo: session.person.phoneNo, sms }));
    }),

    http.post(at('/confirm'), async ({ request }) => {
      const found = await sessionOfForm(request);
      if (found instanceof Response) return found;
      const { form, key, session } = found;
      const { person } = session;
      if (!person) return html(identityPage(requestOf(key, session.returnUrl), EMPTY_INPUT));
      const pageRequest = requestOf(key, session.returnUrl);
      if (!session.code || session.expiresAtMs === undefined || state.clock.now().toMillis() >= session.expiresAtMs) {
        session.code = undefined;
        return html(
          codePage(pageRequest, { phoneNo: person.phoneNo, problem: '인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아주세요.' }),
          400,
        );
      }
      if ((form.get('code') ?? '').trim() !== session.code) {
        // A wrong code is spent: the app's NOT_MATCH_AUTH_NUMBER dialog asks for a new one.
        session.code = undefined;
        return redirect(returnWith(session.returnUrl, { key, resultCode: 'NOT_MATCH_AUTH_NUMBER' }));
      }
      sessions().delete(key);
      const ci = await ciOf(person);
      finishedVerifications(state).set(key, { ci, phoneNo: person.phoneNo, expiresAtMs: state.clock.now().plus({ minutes: VERIFIED_TTL_MINUTES }).toMillis() });
      return redirect(
        returnWith(session.returnUrl, {
          key,
          resultCode: 'SUCCESS',
          ci,
          name: person.name,
          birth: person.birth,
          genderDigit: person.genderDigit,
          phoneNo: person.phoneNo,
          // Resident-number gender digits 5 to 8 are foreign residents'.
          nation: /^[5-8]$/.test(person.genderDigit) ? 'FOREIGN' : 'LOCAL',
        }),
      );
    }),

    http.get(at('/messages'), ({ request }) => {
      const phoneNo = new URL(request.url).searchParams.get('phoneNo');
      const content = [...messages().values()].filter((message) => !phoneNo || message.phoneNo === phoneNo);
      return HttpResponse.json({ content });
    }),
  ];
}
