import { RouteLink, type RouteTarget } from '@jogak/app-core';
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  readonly id: string;
  readonly title: string;
  /** Where 전체 보기 leads; no link when absent. */
  readonly moreTo?: RouteTarget;
  readonly children: ReactNode;
}

/** One titled block of /home. */
export function HomeSection({ id, title, moreTo, children }: HomeSectionProps) {
  const headingId = `home-${id}-title`;
  return (
    <section className="jg-home-section" aria-labelledby={headingId}>
      <div className="jg-home-section__head">
        <h2 id={headingId} className="jg-home-section__title">
          {title}
        </h2>
        {moreTo ? (
          <RouteLink target={moreTo} className="jg-home-section__more">
            전체 보기<span className="jg-visually-hidden">: {title}</span>
          </RouteLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
