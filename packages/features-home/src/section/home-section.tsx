import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export interface HomeSectionProps {
  readonly id: string;
  readonly title: string;
  /** Where 전체보기 leads; no link when absent. */
  readonly moreTo?: string;
  readonly onNavigate: (to: string) => void;
  readonly children: ReactNode;
}

/** One titled block of /home. */
export function HomeSection({ id, title, moreTo, onNavigate, children }: HomeSectionProps) {
  const headingId = `home-${id}-title`;
  return (
    <section className="jg-home-section" aria-labelledby={headingId}>
      <div className="jg-home-section__head">
        <h2 id={headingId} className="jg-home-section__title">
          {title}
        </h2>
        {moreTo ? (
          <AppLink to={moreTo} onNavigate={onNavigate} className="jg-home-section__more">
            전체보기<span className="jg-home-visually-hidden">: {title}</span>
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
