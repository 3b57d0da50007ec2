import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * '/#plan' from another page: the section exists only once its lazy page has rendered, so look for it
 * for a short while, then scroll to it.
 */
export function useHashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    const started = performance.now();
    const look = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < 3000) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
