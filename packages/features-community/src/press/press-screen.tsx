import { boardFeedQueries, type components } from '@jogak/api-client';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { BoardFeed } from '../board/board-feed';

/** Articles per page of the list. */
export const PRESS_PAGE_SIZE = 10;

type Press = components['schemas']['Press'];

export interface PressScreenProps {
  /**
   * Opens an article on its publisher's site outside the app (inside the shell: the bridge's
   * `openLink`), so the WebView never leaves Jogak.
   */
  readonly onOpenLink: (url: string) => void;
}

function PressCard({ article, onOpenLink }: { readonly article: Press; readonly onOpenLink: (url: string) => void }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpenLink(article.url);
  };
  return (
    <a href={article.url} className="jg-community-card" target="_blank" rel="noopener noreferrer" onClick={open}>
      <span className="jg-community-card__body">
        <span className="jg-community-card__title">{article.title}</span>
        <span className="jg-community-card__meta">
          {article.publisher} · {seoulDateText(article.publishedAt, '.')}
        </span>
      </span>
      <span className="jg-visually-hidden">(외부 사이트로 열려요)</span>
    </a>
  );
}

/**
 * /community/press: press coverage, newest first; an article opens on the publisher's site
 * through `onOpenLink`, never in place of the app.
 *
 * @example
 * <PressScreen onOpenLink={(url) => bridge.send('openLink', { url })} />
 */
export function PressScreen({ onOpenLink }: PressScreenProps) {
  const query = useInfiniteQuery(boardFeedQueries.press({ size: PRESS_PAGE_SIZE }));
  return (
    <div className="jg-community">
      <BoardFeed
        query={query}
        label="보도자료 목록"
        errorText="보도자료를 불러오지 못했어요"
        emptyTitle="아직 등록된 보도자료가 없어요"
        keyOf={(article) => String(article.id)}
      >
        {(article) => <PressCard article={article} onOpenLink={onOpenLink} />}
      </BoardFeed>
    </div>
  );
}
