import { policyQueries, type components } from '@jogak/api-client';
import { RouteLink, type RouteTarget } from '@jogak/app-core';
import { QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

type PolicyDocumentSummary = components['schemas']['PolicyDocumentSummary'];

/** A document MY always offers, under the route of its own (spec §2's /policy/terms and the like). */
interface FixedPolicyLink {
  readonly label: string;
  readonly target: RouteTarget;
  /** The document whose agreement the member can look up; none for the build's licences. */
  readonly agreementKey: string | null;
}

/**
 * The three documents with routes of their own: shown at once, whatever the list call answers.
 * `terms` and `privacy-info` are the documents those routes show (features-policy's decision).
 */
const FIXED_LINKS: readonly FixedPolicyLink[] = [
  { label: '이용약관', target: { route: '/_main/policy/terms' }, agreementKey: 'terms' },
  { label: '개인정보 처리방침', target: { route: '/_main/policy/privacy-info' }, agreementKey: 'privacy-info' },
  { label: '오픈소스 라이선스', target: { route: '/_main/policy/license' }, agreementKey: null },
];

const FIXED_AGREEMENT_KEYS = new Set(FIXED_LINKS.map((link) => link.agreementKey));

/**
 * The list's documents MY adds below the fixed ones: not those already linked, and no licence
 * document (오픈소스 라이선스 is the build's own list, and nobody agrees to a licence).
 */
function listedDocuments(documents: readonly PolicyDocumentSummary[]): readonly PolicyDocumentSummary[] {
  return documents.filter((document) => !FIXED_AGREEMENT_KEYS.has(document.agreementKey) && document.category !== 'LICENSE');
}

export interface PolicyLinksProps {
  /** A session token exists: each document also offers the member's agreement (나의 동의). */
  readonly loggedIn: boolean;
}

/**
 * MY's 약관 및 정책 card (spec §2's policy menu): 이용약관, 개인정보 처리방침 and 오픈소스 라이선스
 * at once, then every other document of `GET /main/v1/policy/documents` (`policyQueries.list`),
 * each opening /policy/{agreementKey}, with a skeleton while the list loads and a Korean error with
 * 다시 시도하기 when it fails. A member also gets each agreeable document's 나의 동의
 * (/policy/{agreementKey}/my-agreement, a route that needs a session).
 *
 * @example
 * <PolicyLinks loggedIn={token !== ''} />
 */
export function PolicyLinks({ loggedIn }: PolicyLinksProps) {
  const headingId = useId();
  const query = useQuery({ ...policyQueries.list(), select: (list) => listedDocuments(list.content) });
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        약관 및 정책
      </h2>
      <nav aria-labelledby={headingId}>
        <ul className="jg-my-menu">
          {FIXED_LINKS.map((link) => (
            <PolicyRow key={link.target.route} label={link.label} target={link.target} agreementKey={loggedIn ? link.agreementKey : null} />
          ))}
        </ul>
        <QueryState query={query} loadingLabel="약관을 불러오고 있어요" skeletonLines={2} errorTitle="약관 목록을 불러오지 못했어요" errorText="잠시 후 다시 시도해주세요.">
          {(documents) =>
            documents.length > 0 ? (
              <ul className="jg-my-menu">
                {documents.map((document) => (
                  <PolicyRow
                    key={document.agreementKey}
                    label={document.title}
                    target={{ route: '/_main/policy/$agreementKey', params: { agreementKey: document.agreementKey } }}
                    agreementKey={loggedIn ? document.agreementKey : null}
                  />
                ))}
              </ul>
            ) : null
          }
        </QueryState>
      </nav>
    </section>
  );
}

/** One document: its link and, when `agreementKey` is given, the member's agreement beside it. */
function PolicyRow({ label, target, agreementKey }: { readonly label: string; readonly target: RouteTarget; readonly agreementKey: string | null }) {
  return (
    <li className="jg-my-policy">
      <RouteLink target={target} className="jg-my-link">
        {label}
      </RouteLink>
      {agreementKey === null ? null : (
        <RouteLink target={{ route: '/_main/policy/$agreementKey/my-agreement', params: { agreementKey } }} className="jg-my-policy__agreement">
          {/* The visible words are the same on every row: read out, the name says whose agreement it is. */}
          <span className="jg-visually-hidden">{label}</span> 나의 동의
        </RouteLink>
      )}
    </li>
  );
}
