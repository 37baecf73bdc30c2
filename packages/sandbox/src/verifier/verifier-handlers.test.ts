import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORIGIN = 'https://app.example';
const KEY = 'kmc-request-0001';
const RETURN_URL = `${ORIGIN}/init/kmc/result`;

async function open(key = KEY, returnUrl = RETURN_URL) {
  const response = await fetch(`${ORIGIN}/__sandbox/verifier?${new URLSearchParams({ key, returnUrl })}`);
  return { status: response.status, html: await response.text() };
}

async function submit(action: 'send' | 'resend' | 'confirm', fields: Record<string, string>) {
  const response = await fetch(`${ORIGIN}/__sandbox/verifier/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: KEY, returnUrl: RETURN_URL, ...fields }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const PERSON = { carrier: 'KT', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '010-1234-9876' };

async function lastCode(): Promise<string> {
  const response = await fetch(`${ORIGIN}/__sandbox/verifier/messages?phoneNo=01012349876`);
  const { content } = (await response.json()) as { content: { code: string; text: string }[] };
  return content.at(-1)?.code ?? '';
}

describe('본인확인 페이지', () => {
  it('통신사, 이름, 생년월일, 주민번호 뒷자리 첫 숫자, 휴대폰 번호를 묻는다', async () => {
    const { status, html } = await open();
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="verifier-heading">휴대폰 본인확인</h1>');
    for (const label of ['SKT', 'LG U+', '알뜰폰', '이름', '생년월일 6자리', '주민등록번호 뒷자리 첫 숫자', '휴대폰 번호', '인증번호 받기']) {
      expect(html).toContain(label);
    }
    expect(html).toContain(`href="${RETURN_URL}?key=${KEY}&#38;resultCode=NOT_MOBILE_AUTH_COMPLETE"`);
  });

  it('앱의 결과 화면이 아닌 곳으로는 돌려보내지 않는다', async () => {
    const { status, html } = await open(KEY, 'https://evil.example/steal');
    expect(status).toBe(400);
    expect(html).toContain('요청 정보가 올바르지 않아요. 앱에서 다시 시작해주세요.');
  });

  it('생년월일이 달력에 없는 날이면 다시 묻는다', async () => {
    await open();
    const { status, html } = await submit('send', { ...PERSON, birth: '940231' });
    expect(status).toBe(400);
    expect(html).toContain('<p role="alert">생년월일 6자리와 주민등록번호 뒷자리 첫 숫자를 확인해주세요.</p>');
    expect(html).toContain('value="문가은"');
  });

  it('인증번호를 문자로 보내고, 맞게 입력하면 결과와 함께 앱으로 돌아간다', async () => {
    await open();
    const sent = await submit('send', PERSON);
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.html).toContain(`[조각 본인확인] 인증번호 [${code}]를 입력해주세요.`);
    expect(sent.html).toContain('010-****-9876(으)로 보낸 인증번호 6자리를 3분 안에 입력해주세요.');
    const confirmed = await submit('confirm', { code });
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      key: KEY,
      resultCode: 'SUCCESS',
      ci: expect.stringMatching(/^kmc-[0-9a-f]{40}$/) as unknown as string,
      name: '문가은',
      birth: '940517',
      genderDigit: '2',
      phoneNo: '01012349876',
      nation: 'LOCAL',
    });
  });

  it('가입한 회원의 이름, 생년월일, 전화번호면 그 회원의 CI 를 돌려준다', async () => {
    await open();
    await submit('send', { carrier: 'SKT', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234' });
    const response = await fetch(`${ORIGIN}/__sandbox/verifier/messages?phoneNo=01023451234`);
    const { content } = (await response.json()) as { content: { code: string }[] };
    const confirmed = await submit('confirm', { code: content.at(-1)?.code ?? '' });
    expect(new URL(confirmed.location ?? '').searchParams.get('ci')).toBe('demo-ci-demo-general');
  });

  it('틀린 인증번호는 NOT_MATCH_AUTH_NUMBER 로 돌아가고, 다시 열면 새 번호를 보낸다', async () => {
    await open();
    await submit('send', PERSON);
    const first = await lastCode();
    const wrong = first === '000000' ? '111111' : '000000';
    const confirmed = await submit('confirm', { code: wrong });
    expect(confirmed.location).toBe(`${RETURN_URL}?key=${KEY}&resultCode=NOT_MATCH_AUTH_NUMBER`);
    // The spent code no longer works.
    expect((await submit('confirm', { code: first })).html).toContain('인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아주세요.');
    const again = await open();
    const second = await lastCode();
    expect(again.html).toContain(`[조각 본인확인] 인증번호 [${second}]를 입력해주세요.`);
    expect((await submit('confirm', { code: second })).location).toContain('resultCode=SUCCESS');
  });

  it('3분이 지난 인증번호는 받지 않고, 다시 받은 번호로는 된다', async () => {
    await open();
    await submit('send', PERSON);
    const code = await lastCode();
    sandbox.state.clock.advance({ minutes: 3 });
    const late = await submit('confirm', { code });
    expect(late.status).toBe(400);
    expect(late.html).toContain('<p role="alert">인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아주세요.</p>');
    await submit('resend', {});
    expect((await submit('confirm', { code: await lastCode() })).location).toContain('resultCode=SUCCESS');
  });

  it('회원이 새 번호로 본인확인하면 그 회원의 CI 이고, 그 확인으로 휴대폰 번호를 한 번 바꿀 수 있다', async () => {
    const returnUrl = `${ORIGIN}/my/info`;
    await open(KEY, returnUrl);
    await submit('send', { carrier: 'KT', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01055556666', returnUrl });
    const response = await fetch(`${ORIGIN}/__sandbox/verifier/messages?phoneNo=01055556666`);
    const { content } = (await response.json()) as { content: { code: string }[] };
    const confirmed = await submit('confirm', { code: content.at(-1)?.code ?? '' });
    const back = new URL(confirmed.location ?? '');
    expect(back.pathname).toBe('/my/info');
    expect(back.searchParams.get('ci')).toBe('demo-ci-demo-general');

    const change = (body: Record<string, string>) =>
      fetch(`${ORIGIN}/main/v1/member/info/phone`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sandbox.state.login('demo-general').token}` },
        body: JSON.stringify({ ci: 'demo-ci-demo-general', verificationKey: KEY, ...body }),
      });
    const otherNumber = await change({ phoneNo: '01077770000' });
    expect(otherNumber.status).toBe(400);
    expect(await otherNumber.json()).toMatchObject({ code: 'NOT_MOBILE_AUTH_COMPLETE' });
    expect((await change({ phoneNo: '01055556666' })).status).toBe(200);
    expect(sandbox.state.member('demo-general').phoneNo).toBe('01055556666');
    // The verification is spent.
    expect((await change({ phoneNo: '01055556666' })).status).toBe(400);
  });

  it('외국인 등록번호의 뒷자리(5~8)는 FOREIGN', async () => {
    await open();
    await submit('send', { ...PERSON, genderDigit: '6' });
    const confirmed = await submit('confirm', { code: await lastCode() });
    expect(new URL(confirmed.location ?? '').searchParams.get('nation')).toBe('FOREIGN');
  });
});
