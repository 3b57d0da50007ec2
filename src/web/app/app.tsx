import { useEffect, type ReactNode } from 'react';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './route-error';

/** The app inside its router (BrowserRouter in the browser, StaticRouter in the prerender). */
export function App({ onMounted }: { onMounted?: () => void }): ReactNode {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <RouteErrorBoundary>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}
