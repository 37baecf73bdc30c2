import { ROUTES, RouteLink, type RouteTarget } from '@jogak/app-core';
import { useId, type ReactNode } from 'react';

/** One entry of a MY menu: its Korean name and the route it opens. */
export interface MenuLink {
  readonly label: string;
  readonly target: RouteTarget;
}

export interface MenuSectionProps {
  /** The card's heading, also the name of its navigation (`navigation` role). */
  readonly title: string;
  readonly links: readonly MenuLink[];
  /** A session token exists; without one, links to routes the table flags `auth` are left out. */
  readonly loggedIn: boolean;
  /** Shown under the links (e.g. the customer-service number). */
  readonly children?: ReactNode;
}

/**
 * A card of MY's menu: a heading and a list of route links. A guest is not offered a route that
 * needs a session (app-core's `ROUTES[…].auth`): the route guard would only send them to `/`, so
 * member-only entries appear once they are signed in, as 회원정보 does.
 *
 * @example
 * <MenuSection title="고객센터" loggedIn={false} links={[{ label: '1:1 문의', target: { route: '/_main/support/qna' } }]} />
 * // a guest sees the heading and no link: /support/qna needs a session
 */
export function MenuSection({ title, links, loggedIn, children }: MenuSectionProps) {
  const headingId = useId();
  const shown = links.filter((link) => loggedIn || !ROUTES[link.target.route].auth);
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        {title}
      </h2>
      <nav aria-labelledby={headingId}>
        <ul className="jg-my-menu">
          {shown.map((link) => (
            <li key={link.target.route}>
              <RouteLink target={link.target} className="jg-my-link">
                {link.label}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}
