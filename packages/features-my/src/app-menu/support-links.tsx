import { CUSTOMER_SERVICE_PHONE } from '@jogak/app-core';
import { MenuSection, type MenuLink } from './menu-section';
import { PolicyLinks } from './policy-links';

/** 고객센터: notices and FAQ for everyone, 1:1 inquiries for members (the route needs a session). */
const CUSTOMER_CENTER_LINKS: readonly MenuLink[] = [
  { label: '공지사항', target: { route: '/_main/support/notice' } },
  { label: '자주 묻는 질문', target: { route: '/_main/support/faq' } },
  { label: '1:1 문의', target: { route: '/_main/support/qna' } },
];

/** 커뮤니티: what Jogak is and how to use it, its news, and the beneficiaries' votes (members). */
const COMMUNITY_LINKS: readonly MenuLink[] = [
  { label: '서비스 소개', target: { route: '/_main/community/service-introduction' } },
  { label: '이용 가이드', target: { route: '/_main/community/guide' } },
  { label: '이벤트', target: { route: '/_main/community/event' } },
  { label: '스토리', target: { route: '/_main/community/story' } },
  { label: '보도자료', target: { route: '/_main/community/press' } },
  { label: '투표', target: { route: '/_main/vote' } },
];

export interface SupportLinksProps {
  /** A session token exists: the member-only entries (1:1 문의, 투표, 나의 동의) are offered. */
  readonly loggedIn: boolean;
  readonly customerServicePhone?: string;
}

/**
 * MY's menu of the app's other screens, in three cards: 고객센터 (with the customer-service number
 * of spec §9 as a `tel:` link), 커뮤니티, and 약관 및 정책 (`PolicyLinks`: the policy documents of
 * the list call, each with the member's 나의 동의).
 *
 * @example
 * <SupportLinks loggedIn={token !== ''} />
 */
export function SupportLinks({ loggedIn, customerServicePhone = CUSTOMER_SERVICE_PHONE }: SupportLinksProps) {
  return (
    <>
      <MenuSection title="고객센터" links={CUSTOMER_CENTER_LINKS} loggedIn={loggedIn}>
        <a className="jg-my-link" href={`tel:${customerServicePhone.replaceAll('-', '')}`}>
          고객센터 {customerServicePhone}
        </a>
      </MenuSection>
      <MenuSection title="커뮤니티" links={COMMUNITY_LINKS} loggedIn={loggedIn} />
      <PolicyLinks loggedIn={loggedIn} />
    </>
  );
}
