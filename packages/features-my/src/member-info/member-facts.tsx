import type { components } from '@jogak/api-client';
import { RouteLink, isCorporate } from '@jogak/app-core';
import { formatBusinessNumber, formatPhone } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useId, type ReactNode } from 'react';

type MemberInfo = components['schemas']['MemberInfo'];

const NONE = '-';

/**
 * The member's own facts: an individual's name, birth date and phone; a corporation's name,
 * business number, phone and person in charge; and the e-mail with the way to change it, then
 * `changes` (the phone change, or the corporate information change).
 */
export function MemberFacts({ member, changes }: { readonly member: MemberInfo; readonly changes: ReactNode }) {
  const headingId = useId();
  const corporate = isCorporate(member.individualCorpCode);
  const rows: readonly (readonly [string, string])[] = corporate
    ? [
        ['법인명', member.corpName ?? member.name],
        ['사업자등록번호', member.corpBusinessPersonNo ? formatBusinessNumber(member.corpBusinessPersonNo) : NONE],
        ['대표 전화', member.corpPhone ? formatPhone(member.corpPhone) : NONE],
        ['담당자', member.corpAdminName ?? NONE],
      ]
    : [
        ['이름', member.name],
        ['생년월일', seoulDateText(member.birth ?? member.atOfBirth ?? '', '.') ?? NONE],
        ['휴대폰 번호', member.phoneNo ? formatPhone(member.phoneNo) : NONE],
      ];
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        {corporate ? '법인 정보' : '기본 정보'}
      </h2>
      <dl className="jg-my-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="jg-my-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="jg-my-facts__row">
          <dt>이메일</dt>
          <dd>{member.email ?? NONE}</dd>
        </div>
      </dl>
      <RouteLink target={{ route: '/_main/my/info/edit/email' }} className="jg-my-link">
        이메일 변경
      </RouteLink>
      {changes}
    </section>
  );
}
