import { Button } from '@jogak/ui-kit';
import { useEffect, useRef } from 'react';

/** The next page: asked for when this row scrolls into view, or with its button. */
export function MoreOnScroll({ loading, onMore, label }: { readonly loading: boolean; readonly onMore: () => void; readonly label: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="jg-assets-more">
      <Button status="outline" size="medium" disabled={loading} onClick={onMore}>
        {loading ? '불러오는 중' : label}
      </Button>
    </div>
  );
}
