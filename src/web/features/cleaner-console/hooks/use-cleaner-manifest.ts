import { useEffect } from 'react';

export const CLEANER_MANIFEST = '/manifest.webmanifest';

/**
 * Every page starts from the customer's web manifest (/site.webmanifest); the cleaner app links its own
 * while it is open (start page /cleanerDashboard), so installing from here installs the jobs app and
 * installing from a public page does not.
 */
export function useCleanerManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.getAttribute('href');
    link.setAttribute('href', CLEANER_MANIFEST);
    return () => {
      if (before) link.setAttribute('href', before);
    };
  }, []);
}
