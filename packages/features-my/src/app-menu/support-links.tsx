import { CUSTOMER_SERVICE_PHONE, RouteLink } from '@jogak/app-core';
import { useId } from 'react';

/** The policy menu and the customer-service number (spec §9: the number shown in dialogs). */
export function SupportLinks({ customerServicePhone = CUSTOMER_SERVICE_PHONE }: { readonly customerServicePhone?: string }) {
  const headingId = useId();
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        고객지원
      </h2>
      <nav aria-label="약관 및 정책">
        <ul className="jg-my-menu">
          <li>
            <RouteLink target={{ route: '/_main/policy/terms' }} className="jg-my-link">
              이용약관
            </RouteLink>
          </li>
          <li>
            <RouteLink target={{ route: '/_main/policy/privacy-info' }} className="jg-my-link">
              개인정보 처리방침
            </RouteLink>
          </li>
          <li>
            <RouteLink target={{ route: '/_main/policy/license' }} className="jg-my-link">
              오픈소스 라이선스
            </RouteLink>
          </li>
          <li>
            <RouteLink target={{ route: '/_main/support/notice' }} className="jg-my-link">
              공지사항
            </RouteLink>
          </li>
          <li>
            <RouteLink target={{ route: '/_main/support/faq' }} className="jg-my-link">
              자주 묻는 질문
            </RouteLink>
          </li>
        </ul>
      </nav>
      <a className="jg-my-link" href={`tel:${customerServicePhone.replaceAll('-', '')}`}>
        고객센터 {customerServicePhone}
      </a>
    </section>
  );
}
