import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguage } from '../../i18n/account-language';
import { useLanguageOfPath } from '../../i18n/use-language';
import { RouteErrorBoundary } from '../route-error';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The admin console and the cleaner app are apps, not pages of the site: no marketing
 * header, no newsletter footer. Each draws its own compact app bar (ConsoleAppBar) with its sections.
 */
export function ConsoleLayout() {
  useScrollRestoration();
  useLanguageOfPath();
  useAccountLanguage();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
