import { CUSTOMER_SERVICE_PHONE, RouteLink } from '@jogak/app-core';

interface Topic {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** What Jogak is, as the introduction tells it. */
export const SERVICE_TOPICS: readonly Topic[] = [
  {
    id: 'what',
    title: '건물 한 채를 조각으로 나눠 투자해요',
    paragraphs: [
      '조각은 오피스, 호텔, 상가 같은 건물을 여러 조각으로 나눈 증권에 투자하는 서비스예요. 건물을 신탁하고, 그 건물에서 나오는 임대 수익과 매각 수익을 받을 권리를 잘게 나눈 신탁수익증권과 투자계약증권을 한 조각(1주)씩 살 수 있어요.',
      '조각을 가진 만큼 임대 수익에서 나온 배당금을 받고, 건물을 팔 때는 매각 차익도 나눠 받아요.',
    ],
  },
  {
    id: 'subscribe',
    title: '공모에 청약해서 처음 조각을 받아요',
    paragraphs: [
      '새 건물이 공모되면 청약 기간 동안 원하는 수량을 청약할 수 있어요. 청약은 영업일 운영 시간에만 할 수 있고, 투자설명서와 투자 위험 안내를 읽고 동의해야 해요.',
      '청약이 끝나면 배정 결과에 따라 조각이 계좌에 들어오고, 배정받지 못한 증거금은 돌려드려요.',
    ],
  },
  {
    id: 'trade',
    title: '상장된 조각은 사고팔 수 있어요',
    paragraphs: [
      '공모가 끝나고 상장된 조각은 시세 화면의 호가창에서 주식처럼 사고팔 수 있어요. 주문 가격은 호가 단위에 맞아야 하고, 최우선 호가에서 5호가 이내, 상한가와 하한가 사이에서만 주문할 수 있어요.',
      '건물의 주요 안건은 조각을 가진 투자자들의 투표로 정해요.',
    ],
  },
  {
    id: 'partner',
    title: '제휴 증권사 계좌로 안전하게 거래해요',
    paragraphs: [
      '조각의 모든 청약과 거래는 제휴 증권사를 통해 이루어지고, 투자금과 조각은 회원님 명의의 증권 계좌에 보관돼요. 계좌는 앱 안에서 바로 만들거나 이미 가진 계좌를 연동할 수 있어요.',
      '투자 한도는 법에서 정한 대로 일반 개인투자자 연 2,000만원, 소득적격투자자 연 4,000만원이고, 전문투자자와 법인은 한도가 없어요.',
    ],
  },
];

/**
 * /community/service-introduction: what Jogak is — fractional shares of buildings, how
 * subscribing and trading work, the partner securities firm — with the risk every investment
 * carries, and links to the offerings and to the app guide.
 *
 * @example
 * <ServiceIntroductionScreen />
 */
export function ServiceIntroductionScreen({ customerServicePhone = CUSTOMER_SERVICE_PHONE }: { readonly customerServicePhone?: string }) {
  return (
    <div className="jg-community jg-community-intro">
      <p className="jg-community-intro__lead">
        <strong>조각</strong>은 만 19세 이상이면 누구나 건물에 조각으로 나눠 투자할 수 있게 만든 조각투자 서비스예요.
      </p>
      {SERVICE_TOPICS.map((topic) => (
        <section key={topic.id} className="jg-community-section" aria-labelledby={`intro-${topic.id}`}>
          <h2 id={`intro-${topic.id}`} className="jg-community-section__title">
            {topic.title}
          </h2>
          {topic.paragraphs.map((paragraph) => (
            <p key={paragraph} className="jg-community-section__text">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section className="jg-community-notice" aria-labelledby="intro-risk">
        <h2 id="intro-risk" className="jg-community-section__title">
          투자 전에 꼭 확인해주세요
        </h2>
        <p className="jg-community-section__text">
          조각투자는 예금자보호법에 따라 보호되지 않으며, 건물 가치와 임대 수익의 변동으로 원금 손실이 생길 수 있어요. 투자설명서를
          꼼꼼히 읽고 투자해주세요.
        </p>
        <p className="jg-community-section__text">궁금한 점은 고객센터({customerServicePhone})에 문의해주세요.</p>
      </section>
      <nav className="jg-community-links" aria-label="더 알아보기">
        <RouteLink target={{ route: '/_main/subscription' }} className="jg-community-links__item">
          지금 청약할 수 있는 공모 보기
        </RouteLink>
        <RouteLink target={{ route: '/_main/community/guide' }} className="jg-community-links__item">
          앱 이용 가이드 보기
        </RouteLink>
      </nav>
    </div>
  );
}
