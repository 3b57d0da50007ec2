import { useEffect, type ReactNode } from 'react';
import { ToastHost } from '../components/ui/toast-host';
import { startAuthWatch } from '../lib/auth-store';

/** What every page has around it. The query cache is not here: see lib/query-client.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => startAuthWatch(), []);
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
