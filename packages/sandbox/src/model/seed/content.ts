import type { DateTime } from 'luxon';
import { isoSeoul } from '../clock';
import type { Faq, Notice, PolicyDocument, PressArticle, Qna, SandboxEventItem, Story } from '../types';

/** Notices, newest first. */
export function seedNotices(now: DateTime): Notice[] {
  const day = (n: number) => isoSeoul(now.startOf('day').minus({ days: n }).set({ hour: 10 }));
  return [
    { id: '1', title: '[필독] 조각 서비스 이용약관 개정 안내', content: '<p>2025년 개정 자본시장법 시행에 맞추어 이용약관 제12조(청약의 취소)가 개정됩니다.</p><p>개정 약관은 시행일부터 적용됩니다.</p>', pinned: true, createdAt: day(3) },
    { id: '2', title: '추석 연휴 고객센터 운영 안내', content: '<p>추석 연휴 기간에는 고객센터 전화 상담이 운영되지 않습니다. 1:1 문의를 남겨주시면 연휴 이후 순차적으로 답변드립니다.</p>', pinned: false, createdAt: day(9) },
    { id: '3', title: '광안리 오션뷰 스테이 청약 일정 안내', content: '<p>광안리 오션뷰 스테이 공모 청약이 시작되었습니다. 청약은 영업일 09:00~16:00에 가능합니다.</p>', pinned: false, createdAt: day(4) },
    { id: '4', title: '시스템 정기 점검 안내 (매월 셋째 주 일요일)', content: '<p>매월 셋째 주 일요일 02:00~06:00에는 시스템 점검으로 서비스 이용이 제한됩니다.</p>', pinned: false, createdAt: day(21) },
    { id: '5', title: '개인정보 처리방침 변경 안내', content: '<p>수집 항목 중 선택 항목(마케팅 수신 동의)의 보관 기간이 변경됩니다.</p>', pinned: false, createdAt: day(35) },
    { id: '6', title: '을지로 파인타워 1호 3분기 배당금 지급 완료', content: '<p>을지로 파인타워 1호 3분기 배당금이 보유 계좌로 지급되었습니다.</p>', pinned: false, createdAt: day(40) },
  ];
}

/** FAQ entries. */
export function seedFaqs(): Faq[] {
  return [
    { id: '1', category: 'MEMBER', question: '만 19세 미만도 가입할 수 있나요?', answer: '<p>조각은 만 19세 이상만 가입할 수 있습니다.</p>' },
    { id: '2', category: 'SUBSCRIPTION', question: '청약은 언제 할 수 있나요?', answer: '<p>청약은 영업일(주말·공휴일 제외) 09:00부터 16:00까지 가능합니다.</p>' },
    { id: '3', category: 'SUBSCRIPTION', question: '청약한 뒤에 취소할 수 있나요?', answer: '<p>청약 기간 안에는 청약 내역에서 언제든 취소할 수 있습니다.</p>' },
    { id: '4', category: 'ACCOUNT', question: '연간 투자한도는 얼마인가요?', answer: '<p>일반 개인투자자는 연 2,000만원, 소득적격투자자는 연 4,000만원까지 투자할 수 있으며, 전문투자자와 법인은 한도가 없습니다.</p>' },
    { id: '5', category: 'ACCOUNT', question: '출금은 얼마부터 가능한가요?', answer: '<p>출금은 5,000원 이상, 출금 가능 금액 이내에서 가능합니다.</p>' },
    { id: '6', category: 'TRADE', question: '주문 가격은 어떻게 정하나요?', answer: '<p>호가 단위에 맞는 가격으로, 최우선 호가에서 5호가 이내, 상·하한가 사이에서 주문할 수 있습니다.</p>' },
    { id: '7', category: 'TRADE', question: '거래 수수료는 얼마인가요?', answer: '<p>체결 금액의 0.33%(부가세 포함)가 수수료로 부과됩니다.</p>' },
    { id: '8', category: 'ETC', question: '배당금은 언제 들어오나요?', answer: '<p>배당 기준일에 보유한 수량만큼 지급일에 계좌로 입금됩니다.</p>' },
  ];
}

/** Q&A threads of the demo members. */
export function seedQnas(now: DateTime): Qna[] {
  const at = (days: number, hour: number) => isoSeoul(now.startOf('day').minus({ days }).set({ hour }));
  return [
    { id: '1', memberId: 'demo-general', category: 'SUBSCRIPTION', title: '청약 증거금은 언제 돌려받나요?', content: '초과 청약된 경우 배정받지 못한 증거금은 언제 환불되나요?', createdAt: at(12, 14), updatedAt: at(12, 14), answer: '배정일 당일 오후에 청약하신 계좌로 환불됩니다.', answeredAt: at(11, 10), attachmentIds: [] },
    { id: '2', memberId: 'demo-general', category: 'TRADE', title: '주문이 체결되지 않아요', content: '지정가 매수 주문을 넣었는데 체결이 되지 않습니다.', createdAt: at(2, 9), updatedAt: at(2, 9), answer: null, answeredAt: null, attachmentIds: [] },
    { id: '3', memberId: 'demo-income', category: 'ACCOUNT', title: '소득적격 서류 문의', content: '소득적격투자자 신청에 필요한 서류가 무엇인가요?', createdAt: at(5, 16), updatedAt: at(5, 16), answer: '직전 연도 근로소득 원천징수영수증 또는 종합소득세 신고서가 필요합니다.', answeredAt: at(4, 11), attachmentIds: [] },
  ];
}

/** Events (promotions). */
export function seedEvents(now: DateTime): SandboxEventItem[] {
  const day = (n: number) => isoSeoul(now.startOf('day').plus({ days: n }));
  return [
    { id: '1', title: '첫 청약 축하금 5,000원', summary: '첫 청약을 완료하면 5,000원을 드려요', content: '<p>이벤트 기간 중 첫 청약을 완료한 회원께 5,000원을 예수금으로 지급합니다.</p>', thumbImgUrl: '/__sandbox/images/event-1.svg', beginAt: day(-10), endAt: day(20) },
    { id: '2', title: '친구 초대하고 커피 받기', summary: '초대한 친구가 계좌를 연동하면 커피 쿠폰을 드려요', content: '<p>초대 링크로 가입한 친구가 계좌를 연동하면 두 분 모두에게 커피 쿠폰을 드립니다.</p>', thumbImgUrl: '/__sandbox/images/event-2.svg', beginAt: day(-30), endAt: day(30) },
    { id: '3', title: '해운대 오션스퀘어 상장 기념 이벤트', summary: '상장 기념 거래 수수료 할인', content: '<p>상장 후 한 달 동안 거래 수수료를 50% 할인해 드렸습니다.</p>', thumbImgUrl: '/__sandbox/images/event-3.svg', beginAt: day(-90), endAt: day(-60) },
  ];
}

/** Stories (editorial articles). */
export function seedStories(now: DateTime): Story[] {
  const day = (n: number) => isoSeoul(now.startOf('day').minus({ days: n }).set({ hour: 9 }));
  return [
    { id: '1', title: '조각투자, 건물 한 채를 5천원으로', summary: '부동산 조각투자의 구조를 쉽게 풀어봅니다', content: '<p>신탁수익증권은 건물을 신탁하고, 그 수익을 받을 권리를 잘게 나눈 증권입니다.</p>', thumbImgUrl: '/__sandbox/images/story-1.svg', createdAt: day(15) },
    { id: '2', title: '배당은 어떻게 정해질까?', summary: '임대료에서 배당금까지', content: '<p>임대 수익에서 운용 보수와 세금을 뺀 금액이 보유 수량에 따라 배분됩니다.</p>', thumbImgUrl: '/__sandbox/images/story-2.svg', createdAt: day(30) },
    { id: '3', title: '부산 해운대, 왜 다시 주목받나', summary: '관광과 업무가 만나는 입지', content: '<p>해운대와 센텀시티는 관광 수요와 업무 수요가 함께 있는 드문 입지입니다.</p>', thumbImgUrl: '/__sandbox/images/story-3.svg', createdAt: day(45) },
  ];
}

/** Press coverage. */
export function seedPress(now: DateTime): PressArticle[] {
  const day = (n: number) => isoSeoul(now.startOf('day').minus({ days: n }).set({ hour: 8 }));
  return [
    { id: '1', title: '조각투자 플랫폼 조각, 누적 청약 1,000억 돌파', publisher: '한국경제신문', url: 'https://press.example.kr/articles/1001', publishedAt: day(7) },
    { id: '2', title: '부동산 조각투자, 부산으로 확장', publisher: '부산일보', url: 'https://press.example.kr/articles/1002', publishedAt: day(25) },
    { id: '3', title: '토큰증권 제도화, 조각투자 시장 판 커진다', publisher: '매일경제', url: 'https://press.example.kr/articles/1003', publishedAt: day(60) },
  ];
}

/** Policy documents by agreement key. */
export function seedPolicies(now: DateTime): PolicyDocument[] {
  const effective = isoSeoul(now.startOf('year'));
  return [
    { agreementKey: 'terms', category: 'TERMS', title: '서비스 이용약관', content: '<h2>제1조(목적)</h2><p>이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.</p>', version: '3.2', effectiveAt: effective, required: true },
    { agreementKey: 'privacy-info', category: 'PRIVACY', title: '개인정보 처리방침', content: '<h2>1. 수집하는 개인정보</h2><p>이름, 생년월일, 휴대폰 번호, 계좌번호를 수집합니다.</p>', version: '2.7', effectiveAt: effective, required: true },
    { agreementKey: 'license', category: 'LICENSE', title: '오픈소스 라이선스', content: '<p>이 앱은 MIT, Apache-2.0 라이선스의 오픈소스를 사용합니다.</p>', version: '1.0', effectiveAt: effective, required: false },
    { agreementKey: 'marketing', category: 'CONSENT', title: '마케팅 정보 수신 동의', content: '<p>이벤트와 신규 공모 소식을 푸시, 문자, 이메일로 받습니다.</p>', version: '1.1', effectiveAt: effective, required: false },
    { agreementKey: 'electronic-finance', category: 'TERMS', title: '전자금융거래 이용약관', content: '<h2>제1조(목적)</h2><p>전자금융거래의 이용에 관한 사항을 정합니다.</p>', version: '2.0', effectiveAt: effective, required: true },
  ];
}
