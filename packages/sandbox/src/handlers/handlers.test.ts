import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN_SHA256 } from '../model/seed/members';
import { sha256Hex } from './secrets';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function call(method: string, path: string, options: { as?: string; token?: string; body?: unknown } = {}) {
  const token = options.token ?? (options.as ? sandbox.state.login(options.as).token : undefined);
  const response = await fetch(`https://partner.example${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('토큰', () => {
  it('로그인이 필요한 호출에 토큰이 없으면 401', async () => {
    expect(await call('GET', '/main/v1/account/amts')).toEqual({ status: 401, body: { code: 'UNAUTHORIZED', message: '로그인 후 이용해주세요' } });
  });

  it('모르는 토큰은 공개 호출에서도 401', async () => {
    expect((await call('GET', '/main/v1/offerings', { token: 'stale' })).status).toBe(401);
  });

  it('데모 로그인은 휴대폰 없이 회원을 고른다', async () => {
    const login = await call('POST', '/main/v1/auth/demo/login', { body: { memberId: 'demo-corp-pro' } });
    expect(login.body).toMatchObject({ userId: 'demo-corp-pro', userType: '200', individualCorpCode: 'CORPORATE' });
    const info = await call('GET', '/main/v1/member/info', { token: String(login.body.token) });
    expect(info.body).toMatchObject({ id: 'demo-corp-pro', corpName: '해운대에셋(주)', invest: { CORP_INVESTOR: { investLimitAmt: null } } });
  });

  it('회원 정보의 nation: 내국인 LOCAL, 본인인증이 등록외국인으로 기록한 회원 FOREIGN, 법인 null', async () => {
    expect((await call('GET', '/main/v1/member/info', { as: 'demo-kakao' })).body.nation).toBe('LOCAL');
    Object.assign(sandbox.state.member('demo-kakao'), { nation: 'XX' });
    expect((await call('GET', '/main/v1/member/info', { as: 'demo-kakao' })).body.nation).toBe('FOREIGN');
    expect((await call('GET', '/main/v1/member/info', { as: 'demo-corp' })).body.nation).toBeNull();
  });

  it('데모 로그인은 본인인증 결과(CI, 이름, 생년월일, 숫자만의 휴대폰 번호)도 준다', async () => {
    const person = await call('POST', '/main/v1/auth/demo/login', { body: { memberId: 'demo-kakao' } });
    expect(person.body.identity).toEqual({ ci: 'demo-ci-demo-kakao', name: '강지민', birth: '1995-06-05', phoneNo: '01055550102' });
    const corporation = await call('POST', '/main/v1/auth/demo/login', { body: { memberId: 'demo-corp' } });
    expect(corporation.body.identity).toEqual({ ci: 'demo-ci-demo-corp', name: '한빛자산관리', birth: '2011-03-15', phoneNo: '0234567890' });
  });

  // After a restart the app has only the CI: member info must carry the rest of the identity.
  it.each([
    ['개인', 'demo-kakao', { ci: 'demo-ci-demo-kakao', name: '강지민', birth: '1995-06-05', phoneNo: '01055550102' }, '1995-06-05'],
    ['법인(설립일, 대표 전화)', 'demo-corp-link', { ci: 'demo-ci-demo-corp-link', name: '새봄리츠', birth: '2018-04-02', phoneNo: '0262001234' }, null],
  ])('%s: 회원 정보가 제휴사 토큰에 쓰는 본인 정보를 본인인증 결과와 같게 주고, 그것만으로 토큰이 나온다', async (_kind, memberId, identity, atOfBirth) => {
    const login = await call('POST', '/main/v1/auth/demo/login', { body: { memberId } });
    expect(login.body.identity).toEqual(identity);
    const token = String(login.body.token);
    const { body: info } = await call('GET', '/main/v1/member/info', { token });
    expect({ ci: info.ci, name: info.name, birth: info.birth, phoneNo: info.phoneNo, atOfBirth: info.atOfBirth }).toEqual({ ...identity, atOfBirth });
    const agency = await call('POST', '/main/v1/account/agency/auth/token', {
      token,
      body: { ci: info.ci, name: info.name, birth: info.birth, phone: info.phoneNo },
    });
    expect(agency.status).toBe(200);
    expect(agency.body.token).toEqual(expect.any(String));
  });

  it('없는 데모 회원은 404', async () => {
    expect(await call('POST', '/main/v1/auth/demo/login', { body: { memberId: 'nobody' } })).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: '데모 회원을 찾을 수 없어요.' } });
  });

  it('간편 로그인: PIN 해시가 틀리면 LOGIN_FAILED, 맞으면 103 회원이 200이 된다', async () => {
    const wrong = await call('POST', '/main/v1/auth/simple/login', { body: { memberId: 'demo-relogin', hashCI: 'demo-ci-demo-relogin', hashPIN: '0'.repeat(64), pushToken: '', media: 'IOS' } });
    expect(wrong).toEqual({ status: 400, body: { code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.' } });
    const right = await call('POST', '/main/v1/auth/simple/login', { body: { memberId: 'demo-relogin', hashCI: 'demo-ci-demo-relogin', hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'IOS' } });
    expect(right.body).toMatchObject({ userId: 'demo-relogin', userType: '200' });
  });

  it('간편 로그인: 다섯 번 연달아 틀리면 PIN_LOCKED, 그 뒤에는 맞는 PIN 도 거절한다', async () => {
    const login = (hashPIN: string) =>
      call('POST', '/main/v1/auth/simple/login', { body: { memberId: 'demo-general', hashCI: 'demo-ci-demo-general', hashPIN, pushToken: '', media: 'IOS' } });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login('0'.repeat(64))).body).toMatchObject({ code: 'LOGIN_FAILED' });
    const locked = { status: 400, body: { code: 'PIN_LOCKED', message: 'PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.' } };
    expect(await login('0'.repeat(64))).toEqual(locked);
    expect(await login(DEMO_PIN_SHA256)).toEqual(locked);
  });

  describe('PIN을 받는 다른 호출도 틀린 PIN을 세고, 잠긴 PIN은 맞아도 풀지 않는다', () => {
    const locked = { status: 400, body: { code: 'PIN_LOCKED', message: 'PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.' } };
    const wrongPin = { status: 400, body: { code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요.' } };
    const simpleLogin = (hashPIN: string) =>
      call('POST', '/main/v1/auth/simple/login', { body: { memberId: 'demo-general', hashCI: 'demo-ci-demo-general', hashPIN, pushToken: '', media: 'IOS' } });

    it('PIN 변경: 다섯 번째 틀린 PIN부터 PIN_LOCKED, 그 뒤 맞는 PIN도 거절하고 간편 로그인도 잠겨 있다', async () => {
      const token = sandbox.state.login('demo-general').token;
      const changePin = (hashPIN: string) => call('PUT', '/main/v1/member/pin', { token, body: { hashPIN, newHashPIN: 'b'.repeat(64) } });
      for (let attempt = 0; attempt < 4; attempt += 1) expect(await changePin('0'.repeat(64))).toEqual(wrongPin);
      expect(await changePin('0'.repeat(64))).toEqual(locked);
      expect(await changePin('0'.repeat(64))).toEqual(locked);
      expect(await changePin(DEMO_PIN_SHA256)).toEqual(locked);
      expect(sandbox.state.member('demo-general').pinHash).toBe(DEMO_PIN_SHA256);
      expect(await simpleLogin(DEMO_PIN_SHA256)).toEqual(locked);
    });

    it('회원 탈퇴: 틀린 PIN은 간편 로그인의 횟수에 더해지고, 잠긴 뒤에는 맞는 PIN으로도 탈퇴하지 않는다', async () => {
      const token = sandbox.state.login('demo-presignup').token;
      const close = (hashPIN: string) => call('DELETE', '/main/v1/member', { token, body: { hashPIN, closeReasonCod: '01' } });
      for (let attempt = 0; attempt < 3; attempt += 1) expect(await close('0'.repeat(64))).toEqual(wrongPin);
      const login = (hashPIN: string) =>
        call('POST', '/main/v1/auth/simple/login', { body: { memberId: 'demo-presignup', hashCI: 'demo-ci-demo-presignup', hashPIN, pushToken: '', media: 'IOS' } });
      expect(await login('0'.repeat(64))).toEqual({ status: 400, body: { code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요. 1번 더 틀리면 PIN이 잠겨요.' } });
      expect(await close('0'.repeat(64))).toEqual(locked);
      expect(await close(DEMO_PIN_SHA256)).toEqual(locked);
      expect(sandbox.state.data.members.has('demo-presignup')).toBe(true);
    });

    it('잠기기 전에 맞는 PIN을 넣으면 연달아 틀린 횟수는 처음부터 센다', async () => {
      const token = sandbox.state.login('demo-general').token;
      const changePin = (hashPIN: string, newHashPIN = 'b'.repeat(64)) => call('PUT', '/main/v1/member/pin', { token, body: { hashPIN, newHashPIN } });
      for (let attempt = 0; attempt < 4; attempt += 1) expect(await changePin('0'.repeat(64))).toEqual(wrongPin);
      expect(await changePin(DEMO_PIN_SHA256, DEMO_PIN_SHA256)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
      expect((await simpleLogin('0'.repeat(64))).body).toEqual({ code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.' });
    });
  });

  it('로그아웃한 토큰은 더 쓸 수 없다', async () => {
    const token = sandbox.state.login('demo-general').token;
    expect((await call('POST', '/main/v1/auth/logout', { token })).body).toEqual({ result: 'SUCCESS' });
    expect((await call('GET', '/main/v1/account/amts', { token })).status).toBe(401);
  });
});

describe('가입 나이', () => {
  const person = { ci: 'teen-ci', name: '어린이', phoneNo: '01011112222', gender: 'F', nation: 'LOCAL' };

  it('만 19세가 안 되면 가입할 수 없다', async () => {
    expect((await call('POST', '/main/v1/member/cert/check', { body: { ...person, birth: '2006-03-05' } })).body).toEqual({ memberYn: 'N', registrableYn: 'N', age: 18 });
    const join = await call('POST', '/main/v1/member/cert/result-join', {
      body: { ...person, birth: '2006-03-05', hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'ANDROID', agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' },
    });
    expect(join).toEqual({ status: 400, body: { code: 'CAN_NOT_REGISTER', message: '만 19세 이상만 가입할 수 있어요.' } });
  });

  it('만 19세가 되는 날부터 가입할 수 있다', async () => {
    expect((await call('POST', '/main/v1/member/cert/check', { body: { ...person, birth: '2006-03-04' } })).body).toEqual({ memberYn: 'N', registrableYn: 'Y', age: 19 });
    const join = await call('POST', '/main/v1/member/cert/result-join', {
      body: { ...person, birth: '2006-03-04', hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'ANDROID', agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' },
    });
    expect(join.body).toMatchObject({ userType: '101', individualCorpCode: 'INDIVIDUAL' });
  });
});

describe('가입 PIN 확인', () => {
  const person = { ci: 'pin-ci', name: '문가은', birth: '1994-05-17', phoneNo: '01012349876', gender: 'F', nation: 'LOCAL' };
  const join = (extra: Record<string, unknown>) =>
    call('POST', '/main/v1/member/cert/result-join', {
      body: { ...person, hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'WEB', agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'Y', ...extra },
    });

  it('확인 PIN이 다르면 PIN_MISMATCH 이고 회원을 만들지 않는다', async () => {
    const result = await join({ hashPINConfirm: 'a'.repeat(64) });
    expect(result).toEqual({ status: 400, body: { code: 'PIN_MISMATCH', message: 'PIN이 서로 달라요. 처음부터 다시 입력해주세요.' } });
    expect((await call('POST', '/main/v1/member/cert/check', { body: person })).body).toEqual({ memberYn: 'N', registrableYn: 'Y', age: 30 });
  });

  it('확인 PIN이 같으면 101 회원이 되고 그 PIN으로 로그인한다', async () => {
    const joined = await join({ hashPINConfirm: DEMO_PIN_SHA256 });
    expect(joined.body).toMatchObject({ userType: '101', individualCorpCode: 'INDIVIDUAL' });
    expect((await call('POST', '/main/v1/member/cert/check', { body: person })).body).toEqual({ memberYn: 'Y', registrableYn: 'Y', age: 30 });
    const userId = (joined.body as { userId: string }).userId;
    const login = await call('POST', '/main/v1/auth/simple/login', { body: { memberId: userId, hashCI: await sha256Hex('pin-ci'), hashPIN: DEMO_PIN_SHA256, pushToken: '', media: 'WEB' } });
    expect(login.body).toMatchObject({ userId, userType: '101' });
  });

  it('봉인되지 않은 엉뚱한 PIN 값은 KEYPAD_INVALID', async () => {
    expect((await join({ hashPIN: 'not-sealed' })).body).toMatchObject({ code: 'KEYPAD_INVALID' });
  });
});

describe('청약', () => {
  it('주말에는 SUBSCRIPTION_IMPOSSIBLE_DAY_OFF', async () => {
    sandbox.state.clock.set('2025-03-08T10:00:00+09:00');
    const result = await call('POST', '/main/v1/offerings/108/subscription', { as: 'demo-income', body: { subsQty: 1, manualReadYn: 'Y', unsuitableConfirmYn: 'Y' } });
    expect(result).toEqual({ status: 400, body: { code: 'SUBSCRIPTION_IMPOSSIBLE_DAY_OFF', message: '주말과 공휴일에는 청약할 수 없어요.' } });
    sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
  });

  it('설명서 확인 없이는 청약할 수 없다', async () => {
    const result = await call('POST', '/main/v1/offerings/108/subscription', { as: 'demo-income', body: { subsQty: 1, manualReadYn: 'N', unsuitableConfirmYn: 'Y' } });
    expect(result.body.code).toBe('UNSUITABLE_CONFIRM_REQUIRED');
  });

  it('이미 청약한 상품은 추가 청약이 된다', async () => {
    const result = await call('POST', '/main/v1/offerings/108/subscription', { as: 'demo-general', body: { subsQty: 20, manualReadYn: 'Y', unsuitableConfirmYn: 'Y' } });
    expect(result.body).toMatchObject({ offeringId: 108, subsQty: 120, subsAmt: 600_000, status: 'APPLIED' });
  });

  it('투자자 구분별 연간 한도', async () => {
    expect((await call('GET', '/main/v1/account/remaining-yy-invest-limit-amt', { as: 'demo-general' })).body).toEqual({ stdYear: 2025, investorClass: 'GENERAL_INVESTOR', investLimitAmt: 20_000_000, usedAmt: 8_400_000, remainingAmt: 11_600_000 });
    expect((await call('GET', '/main/v1/account/remaining-yy-invest-limit-amt', { as: 'demo-income' })).body).toMatchObject({ investLimitAmt: 40_000_000, remainingAmt: 25_000_000 });
    expect((await call('GET', '/main/v1/account/remaining-yy-invest-limit-amt', { as: 'demo-corp' })).body).toMatchObject({ investLimitAmt: null, remainingAmt: null });
  });
});

describe('출금', () => {
  const withdraw = (amount: number, password: string) =>
    call('POST', '/main/v1/account/withdrawal', { as: 'demo-general', body: { amount, password, keypadToken: 'sandbox-plain' } });

  it.each([
    [4_999, '1234', 'WITHDRAW_AMOUNT_5000'],
    [10_000, '0000', 'WITHDRAW_PASSWORD_WRONG'],
    [10_000, '', 'WITHDRAW_PASSWORD_EMPTY'],
    [2_750_001, '1234', 'WITHDRAW_EXCEED_AMOUNT'],
  ])('%d원 / %s → %s', async (amount, password, code) => {
    const result = await withdraw(amount, password);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(code);
  });

  it('출금하면 예수금과 출금 가능 금액이 줄어든다', async () => {
    expect((await withdraw(5_000, '1234')).body).toEqual({ dealAt: '2025-03-04', dealSeq: 1_001, dealAmt: 5_000, depositAmt: 2_745_000, withdrawableAmt: 2_745_000 });
  });

  it('보안 키패드 토큰이 아닌 값은 거절한다', async () => {
    const result = await call('POST', '/main/v1/account/withdrawal', { as: 'demo-general', body: { amount: 5_000, password: 'not-base64!', keypadToken: 'jk1.x.y' } });
    expect(result.body.code).toBe('KEYPAD_INVALID');
  });
});

describe('주문', () => {
  it('회원 상태에 따라 403 코드로 거절한다', async () => {
    const result = await call('POST', '/main/v1/orders', { as: 'demo-wlf-rejected', body: { stockCd: 'JG0001', side: 'buy', inputPrice: 5_440, inputNumber: 1, unsuitableConfirmYn: 'Y' } });
    expect(result).toEqual({ status: 403, body: { code: 'A0008', message: '고객확인(WLF) 결과 거래가 제한되었습니다. 고객센터로 문의해주세요.' } });
  });

  it('부적합 확인 없는 매수는 거절한다', async () => {
    const result = await call('POST', '/main/v1/orders', { as: 'demo-general', body: { stockCd: 'JG0001', side: 'buy', inputPrice: 5_440, inputNumber: 1, unsuitableConfirmYn: 'N' } });
    expect(result.body.code).toBe('UNSUITABLE_CONFIRM_REQUIRED');
  });

  it('최우선 매도호가에 사면 바로 체결되고 미체결 목록에서 빠진다', async () => {
    const placed = await call('POST', '/main/v1/orders', { as: 'demo-general', body: { stockCd: 'JG0001', side: 'buy', inputPrice: 5_440, inputNumber: 10, unsuitableConfirmYn: 'Y' } });
    // 5,440 × 10 = 54,400; fee floor(54,400 × 0.0033 ÷ 1.1) = 163, plus 16
    expect(placed.body).toMatchObject({ status: 'FILLED', filledQuantity: 10, avgFilledPrice: 5_440, fee: 179 });
    const open = await call('GET', '/main/v1/orders?status=OPEN', { as: 'demo-general' });
    expect(open.body).toEqual({ content: [] });
  });

  it('호가 단위가 틀리면 INVALID_TICK', async () => {
    const result = await call('POST', '/main/v1/orders', { as: 'demo-general', body: { stockCd: 'JG0001', side: 'sell', inputPrice: 5_445, inputNumber: 1, unsuitableConfirmYn: 'N' } });
    expect(result).toEqual({ status: 400, body: { code: 'INVALID_TICK', message: '호가 단위에 맞는 가격을 입력해주세요.' } });
  });
});

describe('1:1 문의 첨부파일', () => {
  const png = { fileName: '주문내역.png', mimeType: 'image/png', data: 'iVBORw0KGgo=' };

  it('올린 파일을 문의에 붙이면 목록과 상세에 보이고, 주소로 받을 수 있다', async () => {
    const token = sandbox.state.login('demo-general').token;
    const upload = await call('POST', '/main/v1/board/qna-attachments', { token, body: png });
    expect(upload.body).toMatchObject({ id: 1, fileName: '주문내역.png', contentType: 'image/png', size: 8 });
    const created = await call('POST', '/main/v1/board/qnas', { token, body: { category: 'TRADE', title: '체결 문의', contents: '캡처를 붙여요', attachmentIds: [1] } });
    expect(created.body).toMatchObject({ status: 'WAITING', attachments: [{ id: 1, fileName: '주문내역.png', size: 8 }] });
    const list = await call('GET', '/main/v1/board/qnas', { token });
    expect((list.body.content as { title: string }[])[0]).toMatchObject({ title: '체결 문의', attachments: [{ id: 1 }] });
    const file = await fetch(`https://partner.example${String(upload.body.url)}`);
    expect([file.status, file.headers.get('Content-Type'), (await file.arrayBuffer()).byteLength]).toEqual([200, 'image/png', 8]);
  });

  it('다른 회원의 파일, 허용되지 않는 형식, 4개 이상은 붙일 수 없다', async () => {
    const mine = await call('POST', '/main/v1/board/qna-attachments', { as: 'demo-general', body: png });
    const other = await call('POST', '/main/v1/board/qnas', { as: 'demo-income', body: { category: 'ETC', title: '문의', contents: '내용', attachmentIds: [mine.body.id] } });
    expect(other).toEqual({ status: 400, body: { code: 'QNA_ATTACHMENT_REJECTED', message: '첨부한 파일을 찾을 수 없어요. 다시 올려주세요.' } });
    const gif = await call('POST', '/main/v1/board/qna-attachments', { as: 'demo-general', body: { ...png, mimeType: 'image/gif' } });
    expect(gif).toEqual({ status: 400, body: { code: 'QNA_ATTACHMENT_REJECTED', message: 'JPG, PNG, PDF 파일만 올릴 수 있어요.' } });
    const four = await call('POST', '/main/v1/board/qnas', { as: 'demo-general', body: { category: 'ETC', title: '문의', contents: '내용', attachmentIds: [1, 2, 3, 4] } });
    expect(four.body).toEqual({ code: 'QNA_ATTACHMENT_REJECTED', message: '파일은 3개까지 올릴 수 있어요.' });
  });

  it('수정에서 빠진 파일과 삭제된 문의의 파일은 더 받을 수 없다', async () => {
    const token = sandbox.state.login('demo-general').token;
    const upload = await call('POST', '/main/v1/board/qna-attachments', { token, body: png });
    await call('PUT', '/main/v1/board/qnas/2', { token, body: { category: 'TRADE', title: '주문이 체결되지 않아요', contents: '캡처', attachmentIds: [upload.body.id] } });
    expect((await call('GET', '/main/v1/board/qnas/2', { token })).body).toMatchObject({ attachments: [{ fileName: '주문내역.png' }] });
    await call('PUT', '/main/v1/board/qnas/2', { token, body: { category: 'TRADE', title: '주문이 체결되지 않아요', contents: '캡처 없이' } });
    expect((await call('GET', '/main/v1/board/qnas/2', { token })).body).toMatchObject({ attachments: [] });
    expect((await fetch(`https://partner.example${String(upload.body.url)}`)).status).toBe(404);
  });
});

describe('공모', () => {
  it('상태를 여러 개 주면 그 상태의 공모를 모두 준다 (배정·상장)', async () => {
    const { body } = await call('GET', '/main/v1/offerings?status=ALLOTTED&status=LISTED');
    const content = body.content as { name: string; status: string }[];
    expect(content.map((offering) => `${offering.status} ${offering.name}`)).toEqual([
      'LISTED 을지로 파인타워 1호',
      'LISTED 성수 레드브릭 오피스',
      'LISTED 해운대 마린시티 오션스퀘어',
      'LISTED 역삼 테헤란 418',
      'ALLOTTED 서면 센트럴 스테이션',
      'ALLOTTED 여의도 리버사이드 오피스',
    ]);
    expect((await call('GET', '/main/v1/offerings?status=OPEN&status=SOLD')).status).toBe(400);
  });

  it('상세는 건물 정보, 신탁증서 요약, 배당 계획을 준다', async () => {
    const { body } = await call('GET', '/main/v1/offerings/101');
    expect(body.building).toEqual({ buildingName: '을지로 파인타워', usage: '업무시설', floorsAboveGround: 20, floorsBelowGround: 6, grossFloorArea: 38_412.5, landArea: 2_310.2, completedYear: 2009, leaseRate: 98.4 });
    expect(body.dividend).toEqual({ expectedYieldRate: 4.8, annualDividendPerUnit: 240, paymentsPerYear: 4 });
    expect(body.briefText).toBe('신탁증서 제5001호: 을지로 파인타워(서울특별시 중구 을지로 100)를 신탁재산으로 하며, 수익자는 보유 수량에 따라 임대수익과 매각차익을 배분받습니다.');
  });

  it('공모 이미지는 건물 그림이다', async () => {
    const response = await fetch('https://partner.example/__sandbox/images/offering-108.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('fill="#3b8ea5"');
  });
});
