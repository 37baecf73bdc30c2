import { boardQueries } from '@jogak/api-client';
import { RouteLink } from '@jogak/app-core';
import { QueryState, RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BOARD_CATEGORIES, categoryLabel, type BoardCategory } from '../board-labels/board-labels';
import type { FaqListSearch } from './faq-list-search';
import { matchingFaqs } from './faq-search';
import { InquiryLink } from './inquiry-link';

/** The FAQ is short: one page of the contract's largest size holds a whole category. */
const FAQ_PAGE_SIZE = 100;

export interface FaqListScreenProps {
  /** /support/faq's validated query (`validateSearch: parseFaqListSearch`): where the member left the list. */
  readonly search: FaqListSearch;
  /** A category was chosen or the search text changed: the app puts the whole query in the address. */
  readonly onSearchChange: (search: FaqListSearch) => void;
  /** A session token exists: 1:1 문의하기 opens the inquiry form rather than login first. */
  readonly signedIn: boolean;
}

/**
 * /support/faq: frequently asked questions by category (chips, 전체 first) with a text search
 * over questions and answers; a question opens its answer in place and links to its own page.
 * The category and the text live in the query, so a member back from an answer finds them again.
 *
 * @example
 * <FaqListScreen search={Route.useSearch()} onSearchChange={(next) => navigate({ to: '/support/faq', search: { category: next.category, q: next.q }, replace: true })} signedIn={token !== ''} />
 */
export function FaqListScreen({ search: { category: chosen, q }, onSearchChange, signedIn }: FaqListScreenProps) {
  const category = chosen ?? null;
  // The box keeps what is typed and the query follows it: read back from the address, which
  // changes a moment later, the box would drop the keys typed in between.
  const [search, setSearch] = useState(q ?? '');
  const changeSearch = (next: { category: BoardCategory | null; text: string }) =>
    onSearchChange({ ...(next.category === null ? {} : { category: next.category }), ...(next.text === '' ? {} : { q: next.text }) });
  const query = useQuery(boardQueries.faqs(category === null ? { size: FAQ_PAGE_SIZE } : { category, size: FAQ_PAGE_SIZE }));
  const searchId = useId();
  return (
    <div className="jg-support">
      <div className="jg-support-search" role="search">
        <label htmlFor={searchId} className="jg-field__label">
          질문 검색
        </label>
        <div className="jg-field__control">
          <input
            id={searchId}
            type="search"
            className="jg-field__input"
            placeholder="궁금한 내용을 검색해보세요"
            value={search}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setSearch(text);
              changeSearch({ category, text });
            }}
          />
        </div>
      </div>
      {/* The list filters as the member types, which a screen reader would not notice: the count is
          said here, in a live region mounted with the screen (one that appears with its words is
          not read). */}
      <p className="jg-visually-hidden" role="status" aria-label="질문 검색 결과">
        {search.trim() !== '' && query.data ? searchAnnouncement(matchingFaqs(query.data.content, search).length, search) : ''}
      </p>
      <div className="jg-support-chips" role="group" aria-label="질문 분류">
        {[null, ...BOARD_CATEGORIES].map((value) => (
          <button
            key={value ?? 'ALL'}
            type="button"
            className="jg-support-chip"
            aria-pressed={category === value}
            onClick={() => value !== category && changeSearch({ category: value, text: search })}
          >
            {value === null ? '전체' : categoryLabel(value)}
          </button>
        ))}
      </div>
      <QueryState
        query={query}
        errorTitle="불러오지 못했어요"
        errorText="자주 묻는 질문을 불러오지 못했어요."
        empty={{ title: '등록된 질문이 없어요', isEmpty: (page) => page.content.length === 0 }}
      >
        {(page) => <FaqAnswers faqs={matchingFaqs(page.content, search)} search={search} signedIn={signedIn} />}
      </QueryState>
    </div>
  );
}

/** What the live region says of a search's outcome. */
function searchAnnouncement(found: number, search: string): string {
  return found === 0 ? `‘${search.trim()}’에 맞는 질문이 없어요` : `질문 ${found}개를 찾았어요`;
}

function FaqAnswers({ faqs, search, signedIn }: { faqs: ReturnType<typeof matchingFaqs>; search: string; signedIn: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  if (faqs.length === 0) {
    return (
      <section className="jg-state" data-state="empty" aria-label="검색 결과 없음">
        <p className="jg-state__title">‘{search.trim()}’에 맞는 질문이 없어요</p>
        <p className="jg-state__description">다른 말로 찾아보거나 1:1 문의를 남겨주세요.</p>
        <InquiryLink signedIn={signedIn} />
      </section>
    );
  }
  return (
    <ul className="jg-support-rows" aria-label="자주 묻는 질문 목록">
      {faqs.map((faq) => {
        const open = openId === faq.id;
        const answerId = `${baseId}-${faq.id}`;
        return (
          <li key={faq.id} className="jg-support-faq">
            <button type="button" className="jg-support-faq__question" aria-expanded={open} aria-controls={answerId} onClick={() => setOpenId(open ? null : faq.id)}>
              <span className="jg-support-badge jg-support-badge--plain">{categoryLabel(faq.category)}</span>
              <span className="jg-support-row__title">{faq.question}</span>
            </button>
            <div id={answerId} className="jg-support-faq__answer" hidden={!open}>
              {/* The list's only heading is the page's title (h1): an answer's own headings come under it. */}
              <RichText html={faq.answer} headingLevel={2} />
              <RouteLink target={{ route: '/_main/support/faq/$id', params: { id: String(faq.id) } }} className="jg-support-link">
                답변 자세히 보기
              </RouteLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
