import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguage } from '../../i18n/account-language';
import { useLanguageOfPath } from '../../i18n/use-language';
import { AnnounceReady } from '../announce-ready';
import { RouteErrorBoundary } from '../route-error';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { CityPicker } from '../../features/cities/city-picker';
import { useHashScroll } from './use-hash-scroll';
import { useScrollRestoration } from './use-scroll-restoration';

export function SiteLayout() {
  useHashScroll();
  useScrollRestoration();
  useLanguageOfPath();
  useAccountLanguage();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <CityPicker />
      <div id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* Navigations are transitions: the page on screen stays until the next one has loaded. */}
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <Outlet />
            <AnnounceReady />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <SiteFooter />
    </div>
  );
}
