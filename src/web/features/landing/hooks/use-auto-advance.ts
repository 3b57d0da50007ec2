import { useEffect, type RefObject } from 'react';

/** The services carousel: card 320 px, 20 px gap, step ≈ 1.15 × card + gap, every 1400 ms. */
export const CAROUSEL_CARD_WIDTH = 320;
export const CAROUSEL_GAP = 20;
export const CAROUSEL_STEP = Math.round(1.15 * CAROUSEL_CARD_WIDTH + CAROUSEL_GAP);
export const CAROUSEL_INTERVAL_MS = 1400;
export const CAROUSEL_END_TOLERANCE = 2;

interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Where the next tick scrolls to: one step on, or back to the start once the end is reached. */
export function nextCarouselLeft(
  box: ScrollBox,
  step = CAROUSEL_STEP,
  tolerance = CAROUSEL_END_TOLERANCE,
): number {
  const max = Math.max(0, box.scrollWidth - box.clientWidth);
  if (box.scrollLeft + box.clientWidth >= box.scrollWidth - tolerance) return 0;
  return Math.min(box.scrollLeft + step, max);
}

/** Scrolls the element on a timer while `paused` is false. */
export function useAutoAdvance(
  ref: RefObject<HTMLElement | null>,
  { paused, intervalMs = CAROUSEL_INTERVAL_MS }: { paused: boolean; intervalMs?: number },
) {
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => {
      const el = ref.current;
      if (!el || el.scrollWidth <= el.clientWidth) return;
      el.scrollTo({ left: nextCarouselLeft(el), behavior: 'smooth' });
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [ref, paused, intervalMs]);
}
