import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The catalogue scroller: cards 280 px wide, arrows move 320 px, right end tolerance 10 px. */
export const CATALOGUE_CARD_WIDTH = 280;
export const CATALOGUE_STEP = 320;
export const CATALOGUE_END_TOLERANCE = 10;

interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Left arrow once scrolled past 0; right arrow while more content remains. */
export function arrowVisibility(box: ScrollBox, tolerance = CATALOGUE_END_TOLERANCE) {
  return {
    left: box.scrollLeft > 0,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - tolerance,
  };
}

/** Which arrows to show for a horizontal scroller, kept current on scroll, resize and content change. */
export function useScrollArrows(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [arrows, setArrows] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = arrowVisibility(el);
    setArrows((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, update, contentKey]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      if (!el) return;
      const reduce =
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollBy({ left: direction * CATALOGUE_STEP, behavior: reduce ? 'auto' : 'smooth' });
    },
    [ref],
  );

  return { ...arrows, scroll };
}
