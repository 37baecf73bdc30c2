import { describe, expect, it } from 'vitest';
import { dialogDefinition, welcomeDialog } from './dialog-catalogue';
import { CONFIRM_DIALOG_CODES, DIALOG_CODES, isCatalogueCode, type CatalogueCode } from './dialog-codes';

const HOURS = { dealBeginHour: '0900', dealEndingHour: '1500' };

function definitionOf(code: CatalogueCode) {
  return code === 'SUBSCRIPTION_IMPOSSIBLE_TIME' ? dialogDefinition(code, HOURS) : dialogDefinition(code);
}

describe('dialogDefinition', () => {
  it.each([
    ["NOT_MOBILE_AUTH_COMPLETE", "휴대폰 본인인증을 그만할까요?", "지금 나가면 진행한 본인인증이 저장되지 않아요.", ["계속하기:outline:false","나가기:primary:true"]],
    ["NOT_MATCH_AUTH_NUMBER", "인증번호가 일치하지 않아요", "인증번호를 다시 요청해주세요.", ["다시 요청하기:primary:true"]],
    ["CAN_NOT_REGISTER", "가입할 수 없어요", "조각은 만 19세 이상부터 가입할 수 있어요.", ["확인:primary:true"]],
    ["CORP_SIGN_UP_NEEDED", "법인 계좌 개설이 먼저 필요해요", "법인 회원가입은 영업점에서 법인 계좌를 개설한 뒤 진행할 수 있어요.", ["확인:primary:true"]],
    ["CORP_SIGN_UP_WAITING", "가입 승인을 기다리고 있어요", "법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.", ["확인:primary:true"]],
    ["CORP_SIGN_UP_EXIST", "이미 가입된 법인이에요", "가입된 법인 정보로 로그인해주세요.", ["취소:outline:false","로그인하기:primary:true"]],
    ["WITHDRAW_PASSWORD_EMPTY", "계좌 비밀번호를 입력해주세요", "출금하려면 계좌 비밀번호가 필요해요.", ["확인:primary:true"]],
    ["WITHDRAW_PASSWORD_WRONG", "잘못된 비밀번호에요", "계좌 비밀번호를 확인하고 다시 입력해주세요.", ["확인:primary:true"]],
    ["WITHDRAW_EXCEED_AMOUNT", "출금 가능 금액을 넘었어요", "출금 가능 금액 안에서 입력해주세요.", ["확인:primary:true"]],
    ["WITHDRAW_AMOUNT_5000", "5,000원부터 출금할 수 있어요", "출금 금액을 5,000원 이상으로 입력해주세요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_NONE_AMOUNT", "청약 수량을 입력해주세요", "청약할 수량을 1주 이상 입력해주세요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_OVER_AMOUNT", "청약 가능 수량을 넘었어요", "최대 청약 가능 수량 안에서 입력해주세요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_OVER_DATE", "청약 기간이 끝났어요", "청약 기간이 지나 더 이상 청약할 수 없어요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_ALREADY_OWN", "이미 청약한 공모예요", "청약을 바꾸려면 기존 청약을 취소한 뒤 다시 신청해주세요. 청약 취소로 이동할까요?", ["닫기:outline:false","청약 취소하기:primary:true"]],
    ["SUBSCRIPTION_IMPOSSIBLE_TIME", "지금은 청약할 수 없는 시간이에요", "청약은 평일 09:00 ~ 15:00에만 할 수 있어요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_IMPOSSIBLE_DAY_OFF", "오늘은 청약할 수 없어요", "주말과 공휴일에는 청약할 수 없어요. 평일에 다시 시도해주세요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_IMPOSSIBLE_SET", "청약을 준비하고 있어요", "아직 청약 정보가 등록되지 않았어요. 잠시 후 다시 확인해주세요.", ["확인:primary:true"]],
    ["SUBSCRIPTION_PROPENSITY", "투자성향 분석이 필요해요", "청약하려면 먼저 투자자 정보를 등록하고 투자성향 분석을 마쳐주세요.", ["취소:outline:false","분석하러 가기:primary:true"]],
    ["SUBSCRIPTION_LOGIN", "로그인이 필요해요", "청약하려면 로그인해주세요.", ["취소:outline:false","로그인하기:primary:true"]],
    ["SUBSCRIPTION_ADD", "추가로 청약할까요?", "이미 청약한 내역이 있어요. 추가로 청약하면 기존 청약 수량에 더해져요.", ["취소:outline:false","추가 청약하기:primary:true"]],
    ["INSUFFICIENT_FUND", "예치금이 부족해요", "주문 금액보다 예치금이 적어요. 예치금을 입금할까요?", ["취소:outline:false","입금하기:primary:true"]],
    ["INSUFFICIENT_FUND_OVER_AMT", "연간 투자 한도를 넘었어요", "올해 남은 투자 한도 안에서 금액을 줄여주세요.", ["확인:primary:true"]],
    ["OVER_DEAL_SPIN_RATE_1", "오늘의 매수 회전율 한도를 넘었어요", "오늘 주문한 수량과 합쳐 하루에 매수할 수 있는 수량을 넘어요. 수량을 줄여주세요.", ["확인:primary:true"]],
    ["OVER_DEAL_SPIN_RATE_2", "오늘의 매도 회전율 한도를 넘었어요", "오늘 주문한 수량과 합쳐 하루에 매도할 수 있는 수량을 넘어요. 수량을 줄여주세요.", ["확인:primary:true"]],
    ["OVER_MAX_QUOTE_1", "주문할 수 없는 매수 가격이에요", "매수 주문은 최우선 호가에서 5호가 안의 가격으로만 할 수 있어요.", ["확인:primary:true"]],
    ["OVER_MAX_QUOTE_2", "주문할 수 없는 매도 가격이에요", "매도 주문은 최우선 호가에서 5호가 안의 가격으로만 할 수 있어요.", ["확인:primary:true"]],
    ["OVER_UPPER_PRICE", "상한가를 넘었어요", "상한가 이하의 가격으로 주문해주세요.", ["확인:primary:true"]],
    ["UNDER_LOWER_PRICE", "하한가보다 낮아요", "하한가 이상의 가격으로 주문해주세요.", ["확인:primary:true"]],
    ["NO_INPUT_PRICE_COUNT", "가격과 수량을 입력해주세요", "주문하려면 가격과 수량을 모두 입력해야 해요.", ["확인:primary:true"]],
    ["OVER_INPUT_POSSIBLE_COUNT", "매도 가능 수량을 넘었어요", "매도 가능 수량 안에서 입력해주세요.", ["확인:primary:true"]],
    ["INVEST_INFORM_TIMES", "오늘은 더 변경할 수 없어요", "투자자 정보는 하루에 정해진 횟수까지만 변경할 수 있어요. 내일 다시 시도해주세요.", ["확인:primary:true"]],
    ["INVEST_INFORM_REG_AGAIN", "투자자 정보를 다시 등록해주세요", "투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.", ["취소:outline:false","등록하기:primary:true"]],
    ["INVEST_QUAL_ERROR", "이미 접수된 신청이 있어요", "투자자 자격 변경 신청을 처리하고 있어요. 결과가 나온 뒤 다시 신청해주세요.", ["확인:primary:true"]],
    ["INVEST_ALREADY_PRO", "이미 전문투자자로 등록되어 있어요", "투자자 자격을 바꿀 필요가 없어요.", ["확인:primary:true"]],
    ["INVEST_ALREADY_GENERAL", "이미 일반투자자로 등록되어 있어요", "투자자 자격을 바꿀 필요가 없어요.", ["확인:primary:true"]],
    ["INVEST_ALREADY_APPLY", "이미 신청했어요", "투자자 자격 변경을 이미 신청했어요. 심사 결과를 기다려주세요.", ["확인:primary:true"]],
    ["INVEST_CHANGE_ERROR", "고객센터로 문의해주세요", "소득적격투자자 신청이 진행 중이거나 전문투자자 요건을 갖추었다면 고객센터(1644-0000)로 문의해주세요.", ["확인:primary:true"]],
    ["CLOSE_MEMBER_UNABLE", "지금은 탈퇴할 수 없어요", "잔고와 예치금이 없고, 미체결 주문, 환불이나 입고를 기다리는 청약, 받지 않은 배당금이나 청산금이 없어야 탈퇴할 수 있어요.", ["확인:primary:true"]],
    ["INVALID_VERSION", "앱을 업데이트해주세요", "더 안전한 서비스를 위해 최신 버전으로 업데이트한 뒤 이용해주세요.", ["업데이트하기:primary:true"]],
    ["NEED_LOG_IN", "로그인이 필요해요", "로그인 후 이용해주세요", ["취소:outline:false","로그인하기:primary:true"]],
    ["NEED_SIGN_UP", "회원가입이 필요해요", "회원가입 후 이용해주세요", ["취소:outline:false","회원가입하기:primary:true"]],
    ["NEED_ACCOUNT_OPEN", "계좌 개설이 필요해요", "청약과 거래를 하려면 증권 계좌를 먼저 개설해주세요.", ["취소:outline:false","계좌 개설하기:primary:true"]],
    ["NEED_ACCOUNT_LINK", "계좌 연동이 필요해요", "증권 계좌를 연동하면 청약과 거래를 할 수 있어요.", ["취소:outline:false","연동하기:primary:true"]],
    ["NEED_KAKAO_REGISTER", "카카오페이 인증서 등록이 필요해요", "거래를 인증하려면 카카오페이 인증서를 등록해주세요.", ["취소:outline:false","등록하기:primary:true"]],
    ["ENTER_VOTE_WITHOUT_CERT", "인증서가 필요해요", "투표하려면 먼저 인증서를 등록해주세요.", ["취소:outline:false","인증서 등록하기:primary:true"]],
    ["ERROR_COMMON", "이런!", "에러가 발생했습니다. 다시 시도해주세요", ["확인:primary:true"]],
    ["CONFIRM_CANCEL_SUBSCRIPTION", "청약을 취소할까요?", "취소한 청약은 되돌릴 수 없어요.", ["아니요:outline:false","청약 취소:primary:true"]],
    ["CONFIRM_CANCEL_ALL_UNFILLED_ORDERS", "미체결 주문을 모두 취소할까요?", "아직 체결되지 않은 주문이 모두 취소돼요.", ["아니요:outline:false","모두 취소:primary:true"]],
    ["CONFIRM_LOGOUT", "로그아웃할까요?", "다시 이용하려면 로그인해야 해요.", ["취소:outline:false","로그아웃:primary:true"]],
    ["CONFIRM_DELETE_QNA", "문의를 삭제할까요?", "삭제한 문의와 답변은 되돌릴 수 없어요.", ["취소:outline:false","삭제:primary:true"]],
    ["CONFIRM_CHANGE_EMAIL", "이메일을 변경할까요?", "입력한 이메일로 회원정보가 바뀌어요.", ["취소:outline:false","변경:primary:true"]],
    ["CONFIRM_CHANGE_MEMBER_INFO", "회원정보를 변경할까요?", "변경한 정보는 바로 적용돼요.", ["취소:outline:false","변경:primary:true"]],
    ["CONFIRM_VOTE_SUBMIT", "투표를 제출할까요?", "제출한 투표 결과는 취소하거나 바꿀 수 없어요.", ["취소:outline:false","제출하기:primary:true"]],
    ["CONFIRM_LEAVE_INVESTOR_PROFILE", "작성을 그만할까요?", "지금 나가면 입력한 투자자 정보가 저장되지 않아요.", ["계속 작성하기:outline:false","나가기:primary:true"]],
    ["CONFIRM_CANCEL_SIGN_UP", "회원가입을 그만할까요?", "지금 그만두면 동의한 약관과 입력한 정보가 저장되지 않아요.", ["계속하기:outline:false","그만하기:primary:true"]],
    ["ALREADY_MEMBER", "이미 가입된 회원이에요", "가입한 정보로 로그인하면 조각을 바로 이용할 수 있어요.", ["닫기:outline:false","로그인하기:primary:true"]],
    ["NETWORK_CHANGED", "네트워크가 바뀌었어요", "네트워크 변경이 감지되었어요. 앱을 재시작 할게요.", ["확인:primary:true"]],  ])('%s: "%s"', (code, title, contents, buttons) => {
    const definition = definitionOf(code as CatalogueCode);
    expect(definition.name).toBe(code);
    expect(definition.title).toBe(title);
    expect(definition.contents).toBe(contents);
    expect(definition.buttons.map((button) => `${button.text}:${button.style}:${button.response}`)).toEqual(buttons);
  });

  it('스펙 8절의 대화상자 코드는 46개, 확인 대화상자는 11개다', () => {
    expect(DIALOG_CODES).toHaveLength(46);
    expect(CONFIRM_DIALOG_CODES).toHaveLength(11);
  });

  it.each([
    [{ dealBeginHour: 9, dealEndingHour: 15 }, '청약은 평일 09:00 ~ 15:00에만 할 수 있어요.'],
    [{ dealBeginHour: '9', dealEndingHour: '15:30' }, '청약은 평일 09:00 ~ 15:30에만 할 수 있어요.'],
    [{ dealBeginHour: null, dealEndingHour: 15 }, '청약은 평일 청약 가능 시간에만 할 수 있어요.'],
    [{ dealBeginHour: '', dealEndingHour: '1500' }, '청약은 평일 청약 가능 시간에만 할 수 있어요.'],
    [{ dealBeginHour: '0900', dealEndingHour: '오후' }, '청약은 평일 청약 가능 시간에만 할 수 있어요.'],
  ])('청약 불가 시간 %j → %s', (hours, contents) => {
    expect(dialogDefinition('SUBSCRIPTION_IMPOSSIBLE_TIME', hours).contents).toBe(contents);
  });

  it('고객센터 번호는 바꿔 넣을 수 있다', () => {
    expect(dialogDefinition('INVEST_CHANGE_ERROR', { customerServicePhone: '02-123-4567' }).contents).toBe(
      '소득적격투자자 신청이 진행 중이거나 전문투자자 요건을 갖추었다면 고객센터(02-123-4567)로 문의해주세요.',
    );
  });

  it.each([
    ['INVALID_VERSION', true],
    ['NETWORK_CHANGED', true],
    ['ERROR_COMMON', undefined],
  ] as const)('%s 의 바깥 클릭 닫기 막기: %s', (code, expected) => {
    expect(dialogDefinition(code).notCloseOutsideClick).toBe(expected);
  });

  it('부를 때마다 새 객체를 준다', () => {
    const first = dialogDefinition('ERROR_COMMON');
    first.buttons.push({ text: '추가', style: 'muted', response: false });
    expect(dialogDefinition('ERROR_COMMON').buttons).toHaveLength(1);
  });
});

describe('isCatalogueCode', () => {
  it.each([
    ['ERROR_COMMON', true],
    ['CONFIRM_LOGOUT', true],
    ['NETWORK_CHANGED', true],
    ['error_common', false],
    ['', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isCatalogueCode(value)).toBe(expected);
  });
});

describe('welcomeDialog', () => {
  it.each([
    ['김민준', '김민준님과 함께하게 되어 기뻐요'],
    ['박지후', '박지후님과 함께하게 되어 기뻐요'],
    ['  이서연 ', '이서연님과 함께하게 되어 기뻐요'],
    ['(주)한빛자산관리', '(주)한빛자산관리님과 함께하게 되어 기뻐요'],
    ['해운대에셋(주)', '해운대에셋(주)님과 함께하게 되어 기뻐요'],
    ['Jane Doe', '조각 회원이 되신 것을 환영해요'],
    ['JOHN', '조각 회원이 되신 것을 환영해요'],
    ['', '조각 회원이 되신 것을 환영해요'],
    ['   ', '조각 회원이 되신 것을 환영해요'],
  ])('%s → %s', (name, title) => {
    expect(welcomeDialog(name).title).toBe(title);
  });

  it('두 번째 레이아웃과 시작하기 버튼', () => {
    expect(welcomeDialog('김민준')).toMatchObject({
      name: 'SIGN_UP_WELCOME',
      newType: 'type-02',
      contents: '이제 조각으로 건물에 투자해 보세요.',
      buttons: [{ text: '시작하기', style: 'primary', response: true }],
    });
  });
});
