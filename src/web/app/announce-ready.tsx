import { useEffect } from 'react';
import { APP_READY_EVENT } from '../../shared/app-ready';

/**
 * Tells the page loader (src/shared/page-loader.ts) that the page's handlers are live: it then sends again a
 * form the visitor sent before that. It sits beside the page, inside the Suspense boundary that holds it:
 * React hydrates that boundary after the shell, so an effect at the root would run while the page's form
 * could not yet take a submission.
 */
export function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
