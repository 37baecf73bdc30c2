import type { DateTime } from 'luxon';
import { isoSeoul } from '../clock';
import type { BlockCode, IndividualCorpCode, InvestorClass, Member, UserType } from '../types';

/** The PIN of every demo member (simple login) and the account password for withdrawals. */
export const DEMO_PIN = '123456';
/** SHA-256 (hex) of `DEMO_PIN`: what `hashPIN` carries when not sent through the secure keypad. */
export const DEMO_PIN_SHA256 = '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92';
export const DEMO_ACCOUNT_PASSWORD = '1234';

interface MemberSeed {
  id: string;
  name: string;
  userType: UserType;
  individualCorpCode?: IndividualCorpCode;
  investorClass?: InvestorClass;
  birth: string;
  gender?: 'M' | 'F' | '';
  phoneNo: string;
  email: string;
  linked?: boolean;
  hasAccount?: boolean;
  blockCode?: BlockCode | null;
  /** Months since the last investor-tendency evaluation; null when never evaluated. */
  tendencyMonthsAgo?: number | null;
  corp?: { corpName: string; corpPhone: string; corpBusinessPersonNo: string; corpAdminName: string };
  pendingInvestorClass?: InvestorClass | null;
  marketMaker?: boolean;
  demoNote: string;
}

const SEEDS: readonly MemberSeed[] = [
  { id: 'demo-general', name: '김민준', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19880412', gender: 'M', phoneNo: '01023451234', email: 'minjun.kim@example.kr', demoNote: '개인 일반투자자 · 계좌 연동 · 예수금과 보유 종목' },
  { id: 'demo-income', name: '이서연', userType: '200', investorClass: 'INCOME_QUALIFIED_INVESTOR', birth: '19791103', gender: 'F', phoneNo: '01031415926', email: 'seoyeon.lee@example.kr', demoNote: '개인 소득적격투자자 · 연 4,000만원 한도' },
  { id: 'demo-pro', name: '박지훈', userType: '000', investorClass: 'PRO_INVESTOR', birth: '19700227', gender: 'M', phoneNo: '01077778888', email: 'jihoon.park@example.kr', demoNote: '개인 전문투자자 · 한도 없음 · 회원 유형 000' },
  { id: 'demo-corp', name: '한빛자산관리', userType: '200', individualCorpCode: 'GENERAL_CORPORATION', investorClass: 'CORP_GENERAL_INVESTOR', birth: '20110315', gender: '', phoneNo: '0234567890', email: 'invest@hanbit-asset.example.kr', corp: { corpName: '(주)한빛자산관리', corpPhone: '0234567890', corpBusinessPersonNo: '1208812345', corpAdminName: '조현우' }, demoNote: '법인 일반투자자' },
  { id: 'demo-corp-pro', name: '해운대에셋', userType: '200', individualCorpCode: 'CORPORATE', investorClass: 'CORP_INVESTOR', birth: '20050901', gender: '', phoneNo: '0517461234', email: 'ir@haeundae-asset.example.kr', corp: { corpName: '해운대에셋(주)', corpPhone: '0517461234', corpBusinessPersonNo: '6068154321', corpAdminName: '문가영' }, demoNote: '법인 전문투자자' },
  { id: 'demo-presignup', name: '최하은', userType: '100', investorClass: 'GENERAL_INVESTOR', birth: '19990718', gender: 'F', phoneNo: '01055550100', email: 'haeun.choi@example.kr', linked: false, hasAccount: false, tendencyMonthsAgo: null, demoNote: '가입 전(100) · 본인인증만 완료' },
  { id: 'demo-account-open', name: '정우성', userType: '101', investorClass: 'GENERAL_INVESTOR', birth: '19930129', gender: 'M', phoneNo: '01055550101', email: 'woosung.jung@example.kr', linked: false, hasAccount: false, tendencyMonthsAgo: null, demoNote: '계좌 개설 필요(101)' },
  { id: 'demo-kakao', name: '강지민', userType: '102', investorClass: 'GENERAL_INVESTOR', birth: '19950605', gender: 'F', phoneNo: '01055550102', email: 'jimin.kang@example.kr', linked: false, demoNote: '카카오 인증서 등록·계좌 연동 필요(102)' },
  { id: 'demo-relogin', name: '윤서준', userType: '103', investorClass: 'GENERAL_INVESTOR', birth: '19860920', gender: 'M', phoneNo: '01055550103', email: 'seojun.yoon@example.kr', demoNote: '로그인 필요(103)' },
  { id: 'demo-signed-out', name: '임수빈', userType: '900', investorClass: 'GENERAL_INVESTOR', birth: '19911111', gender: 'F', phoneNo: '01055550900', email: 'subin.lim@example.kr', demoNote: '로그아웃 상태(900)' },
  { id: 'demo-kyc-required', name: '한도윤', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19900101', gender: 'M', phoneNo: '01066660007', email: 'doyun.han@example.kr', blockCode: 'A0007', demoNote: '거래 시 403 A0007 (KYC 필요)' },
  { id: 'demo-cdd', name: '오지우', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19850505', gender: 'F', phoneNo: '01066660009', email: 'jiwoo.oh@example.kr', blockCode: 'A0009', demoNote: '거래 시 403 A0009 (고객확인 CDD)' },
  { id: 'demo-wlf-review', name: '서예준', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19820808', gender: 'M', phoneNo: '01066660006', email: 'yejun.seo@example.kr', blockCode: 'A0006', demoNote: '거래 시 403 A0006 (WLF 검토 중)' },
  { id: 'demo-wlf-rejected', name: '신채원', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19970303', gender: 'F', phoneNo: '01066660008', email: 'chaewon.shin@example.kr', blockCode: 'A0008', demoNote: '거래 시 403 A0008 (WLF 거절)' },
  { id: 'demo-in-progress', name: '권민서', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19890612', gender: 'F', phoneNo: '01066660010', email: 'minseo.kwon@example.kr', blockCode: 'A0010', pendingInvestorClass: 'INCOME_QUALIFIED_INVESTOR', demoNote: '거래 시 403 A0010 (신청 처리 중)' },
  { id: 'demo-corp-cdd', name: '동백물산', userType: '200', individualCorpCode: 'GENERAL_CORPORATION', investorClass: 'CORP_GENERAL_INVESTOR', birth: '20150720', gender: '', phoneNo: '0518001234', email: 'finance@dongbaek.example.kr', blockCode: 'A0009', corp: { corpName: '(주)동백물산', corpPhone: '0518001234', corpBusinessPersonNo: '6178167890', corpAdminName: '백승호' }, demoNote: '법인 · 거래 시 403 A0009 (CDD)' },
  { id: 'demo-tendency-expired', name: '배유나', userType: '200', investorClass: 'GENERAL_INVESTOR', birth: '19780925', gender: 'F', phoneNo: '01066660024', email: 'yuna.bae@example.kr', tendencyMonthsAgo: 26, demoNote: '투자자 정보 24개월 경과' },
  { id: 'sim-maker-1', name: '시장참여자1', userType: '200', investorClass: 'PRO_INVESTOR', birth: '19800101', gender: 'M', phoneNo: '01099990001', email: 'maker1@sandbox.jogak.invalid', marketMaker: true, demoNote: '모의 시장참여자(호가 제공)' },
  { id: 'sim-maker-2', name: '시장참여자2', userType: '200', investorClass: 'PRO_INVESTOR', birth: '19800202', gender: 'F', phoneNo: '01099990002', email: 'maker2@sandbox.jogak.invalid', marketMaker: true, demoNote: '모의 시장참여자(호가 제공)' },
  // Appended after the market makers so the members above keep their htsId and account number.
  { id: 'demo-corp-link', name: '새봄리츠', userType: '102', individualCorpCode: 'GENERAL_CORPORATION', investorClass: 'CORP_GENERAL_INVESTOR', birth: '20180402', gender: '', phoneNo: '0262001234', email: 'fund@saebom-reits.example.kr', linked: false, corp: { corpName: '(주)새봄리츠', corpPhone: '0262001234', corpBusinessPersonNo: '2148812399', corpAdminName: '윤하늘' }, demoNote: '법인 · 지점 계좌 연동 필요(102)' },
];

function accountNoFor(index: number): string {
  return `7010${String(1000 + index * 37).padStart(4, '0')}01`;
}

/**
 * The demo members, with dates relative to `now`.
 *
 * @example
 * seedMembers(DateTime.now()).find((m) => m.id === 'demo-general')?.name; // '김민준'
 */
export function seedMembers(now: DateTime): Member[] {
  return SEEDS.map((seed, index): Member => {
    const hasAccount = seed.hasAccount ?? true;
    const linked = seed.linked ?? (hasAccount && seed.userType !== '102');
    const months = seed.tendencyMonthsAgo === undefined ? 3 : seed.tendencyMonthsAgo;
    const evaluatedAt = months === null ? null : now.minus({ months }).startOf('day');
    return {
      id: seed.id,
      htsId: `HTS${String(index + 1).padStart(5, '0')}`,
      name: seed.name,
      userType: seed.userType,
      individualCorpCode: seed.individualCorpCode ?? 'INDIVIDUAL',
      birth: seed.birth,
      gender: seed.gender ?? '',
      nation: 'KR',
      phoneNo: seed.phoneNo,
      email: seed.email,
      ci: `demo-ci-${seed.id}`,
      media: 'ANDROID',
      investPersonUniqueNo: seed.userType === '100' ? '' : `IP${String(20_240_000 + index)}`,
      accountNo: hasAccount ? accountNoFor(index) : '',
      allianceAccountNoRegisterYn: linked ? 'Y' : 'N',
      investorClass: seed.investorClass ?? 'GENERAL_INVESTOR',
      investTendencyEvaluatedAt: evaluatedAt ? isoSeoul(evaluatedAt) : '',
      customerTendencyEvalCod: evaluatedAt ? '3' : '-',
      investPersonInformChgAt: evaluatedAt ? evaluatedAt.toFormat('yyyyMMdd') : '',
      investPersonInformChgMaturityAt: evaluatedAt ? evaluatedAt.plus({ months: 24 }).toFormat('yyyyMMdd') : '',
      investPersonInformOfferYn: 'Y',
      investRecommandHopeYn: 'Y',
      enhanceExplainResponsibiltyYn: 'N',
      elderlyPeopleYn: Number(seed.birth.slice(0, 4)) <= now.year - 65 ? 'Y' : 'N',
      serviceUseNoticeYn: 'Y',
      advertiseInformSendAgreeYn: index % 2 === 0 ? 'Y' : 'N',
      pushReceiveAgreeYn: 'Y',
      textReceiveAgreeYn: 'Y',
      kakaoReceiveAgreeYn: index % 3 === 0 ? 'N' : 'Y',
      emailReceiveAgreeYn: 'Y',
      employeeNo: '',
      corpName: seed.corp?.corpName ?? '',
      corpPhone: seed.corp?.corpPhone ?? '',
      corpBusinessPersonNo: seed.corp?.corpBusinessPersonNo ?? '',
      corpAdminName: seed.corp?.corpAdminName ?? '',
      kycReExecute: false,
      blockCode: seed.blockCode ?? null,
      pinHash: DEMO_PIN_SHA256,
      dn: seed.individualCorpCode ? `cn=${seed.corp?.corpName ?? seed.name},ou=corporation,o=yessign,c=kr` : '',
      pendingInvestorClass: seed.pendingInvestorClass ?? null,
      marketMaker: seed.marketMaker ?? false,
      demoNote: seed.demoNote,
    };
  });
}
