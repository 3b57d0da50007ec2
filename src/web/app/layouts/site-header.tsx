import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { useAuth } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { homeForRole } from '../../features/auth/components/require-auth';
import { useSettings } from '../../features/settings/api/get-settings';
import { useTranslation } from '../../i18n/react';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { useServerText } from '../../i18n/server-text';
import { useLocalizedPath } from '../../i18n/use-language';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const anchors = [
  { href: '/#wealwaysprovide', label: 'nav.services' },
  { href: '/#effectivecleaning', label: 'nav.whyChooseUs' },
  { href: '/#plan', label: 'nav.pricing' },
  { href: '/#testimonials', label: 'nav.testimonials' },
  { href: '/#contact', label: 'nav.contact' },
] as const;

/** The landing page's sections, in the active language's words and pages. */
function useAnchors() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return anchors.map((a) => ({ href: localized(a.href), label: t(a.label) }));
}

function Logo() {
  const { data } = useSettings();
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const serverText = useServerText();
  return (
    <Link
      to={localized(paths.home)}
      className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-800"
      aria-label={t('homeLink', { company: data ? serverText(data.companyName) : t('brand') })}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {/* The wordmark is the brand's mark in either language. */}
      <span>Chamak</span>
    </Link>
  );
}

/** Logging out loads its code (API call, texts, toast) on the click, not with every page. */
function useLazyLogout() {
  const navigate = useNavigate();
  return () => import('../../components/session/log-out').then((m) => m.logOut(navigate));
}

/** Each role's own link in the header (admin Dashboard, cleaner My Jobs), one tap to their console. */
const roleHomeLabel = {
  client: 'account.client',
  admin: 'account.admin',
  cleaner: 'account.cleaner',
  // Every staff role's home is the admin console.
  dispatcher: 'account.admin',
  support: 'account.admin',
  finance: 'account.admin',
  city_manager: 'account.admin',
} as const;

function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const auth = useAuth();
  const { t } = useTranslation();
  const logout = useLazyLogout();
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  if (!auth) {
    return (
      <div className={layout}>
        <Link to={paths.login} onClick={onNavigate} className={buttonClass('outline', 'sm')}>
          {t('account.login')}
        </Link>
        <Link to={paths.signup} onClick={onNavigate} className={buttonClass('primary', 'sm')}>
          {t('account.signUp')}
        </Link>
      </div>
    );
  }
  const home = { to: homeForRole[auth.user.role], label: t(roleHomeLabel[auth.user.role]) };
  return (
    <div className={layout}>
      <Link to={home.to} onClick={onNavigate} className={buttonClass('outline', 'sm')}>
        {home.label}
      </Link>
      {/*
        A customer's bookings one tap from any page: in the drawer, and in the desktop menu
        from 1280 px, where the prerendered header reserves its width (below, the menu has no room).
      */}
      {auth.user.role === 'client' ? (
        <Link
          to={paths.myBookings}
          onClick={onNavigate}
          className={buttonClass('outline', 'sm', stacked ? undefined : 'hidden xl:inline-flex')}
        >
          {t('account.myBookings')}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
        className={buttonClass('ghost', 'sm')}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const anchors = useAnchors();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        aria-label={t('nav.main')}
      >
        <Logo />
        <ul className="hidden items-center gap-3 text-sm font-medium text-slate-700 md:flex lg:gap-5">
          {anchors.map((a) => (
            <li key={a.href}>
              <Link to={a.href} className="hover:text-brand-700">
                {a.label}
              </Link>
            </li>
          ))}
        </ul>
        {/*
          Prerendered pages show the guest's links until the session is read: one width for both, so the
          menu does not move when a signed-in customer's Profile, My Bookings and Logout replace them.
        */}
        <div className="hidden items-center gap-3 md:flex">
          <LanguageSwitch compact />
          <div className="flex min-w-[11rem] justify-end xl:min-w-[18.5rem]">
            <AccountLinks />
          </div>
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        {/* The drawer's code loads on first open: phones pay for it only when they use it. */}
        {open ? (
          <Suspense fallback={null}>
            <MobileDrawer
              open={open}
              onOpenChange={setOpen}
              anchors={anchors}
              account={<AccountLinks stacked onNavigate={() => setOpen(false)} />}
            />
          </Suspense>
        ) : null}
      </nav>
    </header>
  );
}
