import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_ROOT_MARGIN_PX, TEXTS } from '../search/constants';

/**
 * Infinite scroll (docs/rules/results.md#infinite-scroll): 'See More Results' loads the next batch; after that first manual load,
 * the next batch loads by itself when the end of the list is within 1000 px of the viewport.
 * The observer is rebuilt after every batch, so a list that is still short keeps loading.
 */
export function LoadMore({
  automatic,
  loading,
  loaded,
  onLoad,
}: {
  automatic: boolean;
  loading: boolean;
  loaded: number;
  onLoad: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!automatic || loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_ROOT_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [automatic, loading, loaded, onLoad]);

  return (
    <div className="load-more" ref={sentinel} data-testid="load-more">
      {!automatic && (
        <button type="button" className="button srp__more" onClick={onLoad} disabled={loading}>
          {TEXTS.seeMore}
        </button>
      )}
    </div>
  );
}
