import type { ReactNode } from 'react';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './route-error';

/** The app inside its router (BrowserRouter in the browser, StaticRouter in the prerender). */
export function App(): ReactNode {
  return (
    <RouteErrorBoundary>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}
