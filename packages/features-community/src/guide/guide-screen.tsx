import { RouteLink, type RouteTarget } from '@jogak/app-core';

interface GuideStep {
  readonly title: string;
  readonly text: string;
  /** Where the step is done in the app, if it has one screen. */
  readonly action?: { readonly label: string; readonly target: RouteTarget };
}

/** How to start investing with the app, step by step. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: '회원가입',
    text: '휴대폰 본인인증으로 가입해요. 만 19세 이상만 가입할 수 있어요.',
    action: { label: '회원가입하기', target: { route: '/auth/first-time-sign-up' } },
  },
  {
    title: '증권 계좌 만들기',
    text: '제휴 증권사의 계좌를 앱 안에서 만들거나, 이미 가진 계좌를 연동해요. 고객확인(KYC)도 이때 함께 진행해요.',
  },
  {
    title: '투자성향 분석',
    text: '몇 가지 질문에 답해 투자성향을 확인해요. 분석 결과는 24개월 동안 유효해요.',
  },
  {
    title: '예치금 입금',
    text: '연동한 증권 계좌로 청약과 주문에 쓸 돈을 입금해요. 출금은 5,000원부터 할 수 있어요.',
  },
  {
    title: '공모 청약',
    text: '청약 탭에서 공모를 고르고 투자설명서를 읽은 뒤 수량을 정해 청약해요. 청약은 영업일 운영 시간에만 할 수 있어요.',
    action: { label: '공모 보러 가기', target: { route: '/_main/subscription' } },
  },
  {
    title: '거래와 배당',
    text: '상장된 조각은 시세 탭의 호가창에서 사고팔 수 있고, 가진 수량만큼 배당금을 받아요.',
    action: { label: '시세 보러 가기', target: { route: '/_main/market' } },
  },
];

/**
 * /community/guide: how to use the app, from sign-up to the first dividend, each step with the
 * screen where it is done.
 *
 * @example
 * <GuideScreen />
 */
export function GuideScreen() {
  return (
    <div className="jg-community jg-community-guide">
      <p className="jg-community-intro__lead">조각으로 처음 투자하기까지, 여섯 단계면 돼요.</p>
      <ol className="jg-community-steps" aria-label="이용 단계">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.title} className="jg-community-step">
            <span className="jg-community-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="jg-community-step__body">
              <h2 className="jg-community-step__title">
                <span className="jg-visually-hidden">{index + 1}단계: </span>
                {step.title}
              </h2>
              <p className="jg-community-section__text">{step.text}</p>
              {step.action ? (
                <RouteLink target={step.action.target} className="jg-community-step__action">
                  {step.action.label}
                </RouteLink>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
