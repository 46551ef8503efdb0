import { useEffect, useRef } from 'react';

/** Document 2 §2: the next page loads when the end of the list is 250 px away. */
export const LOAD_MORE_OFFSET_PX = 250;

/**
 * A sentinel after the last row: when it comes within 250 px of the viewport's bottom, ask
 * for more. Re-armed when `armed` changes (a page arrived, a new filter), so a short page that
 * leaves the sentinel visible keeps loading.
 */
export function useLoadMore(enabled: boolean, loadMore: () => void, armed: unknown) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(loadMore);
  callback.current = loadMore;
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_OFFSET_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, armed]);
  return ref;
}
