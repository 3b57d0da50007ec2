import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useHashScroll } from './use-hash-scroll';

export function SiteLayout() {
  useHashScroll();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
