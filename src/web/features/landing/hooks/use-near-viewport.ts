import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Without
 * IntersectionObserver (old browsers, tests) it is true at once; in a prerender, false.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // Prerendered, it is not near: the browser then hydrates the same placeholder before it looks.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function',
  );
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
