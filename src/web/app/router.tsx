import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { loadActiveLanguage } from '../i18n/i18n';
import { localizedPath } from '../i18n/languages';
import { guardRedirect, RequireAuth, type GuardRole } from '../features/auth/components/require-auth';
import { loadBookingFormData } from '../features/booking/pages/booking-form-loader';
import { ConsoleLayout } from './layouts/console-layout';
import { SiteLayout } from './layouts/site-layout';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * The routes, declared for <Routes> rather than a data router: the app uses no loaders or actions, and
 * the data router's code is ~18 KB gzip more JS on every first visit.
 */
type AppRoute = RouteObject & {
  page?: LazyPage<never>;
  /** Pages below need a signed-in account (of this role, when given). */
  guard?: { role?: GuardRole };
  children?: AppRoute[];
};

type PageModule = { default: React.ComponentType };
/** A page's chunk registers its texts' namespaces; then the active language's are fetched. */
const inLanguage = <T,>(module: T) => loadActiveLanguage().then(() => module);
/**
 * Every page is its own chunk: the landing page loads only what it shows. Pages without a Hindi path
 * (login, booking, payment) follow the stored language, so each page waits for its catalogues. The
 * public pages (and the sign-in ones) fetch nothing but the catalogue and settings: no query cache.
 */
const publicPage = (load: () => Promise<PageModule>) =>
  lazyPage(() =>
    load()
      .then(inLanguage)
      .then((m) => m.default),
  );
/** A page that fetches with TanStack Query: its chunk loads the query cache beside it. */
const page = (load: () => Promise<PageModule>) =>
  lazyPage(() =>
    Promise.all([load().then(inLanguage), import('../lib/query-client')]).then(([m, q]) =>
      q.withQuery(m.default),
    ),
  );

const LandingPage = publicPage(() => import('../features/landing/pages/landing-page'));
const CleaningServicesPage = publicPage(() => import('../features/catalogue/pages/cleaning-services-page'));
const ServicePage = lazyPage<{ slug: string }>(() =>
  import('../features/service-pages/pages/service-page').then(inLanguage).then((m) => m.ServicePage),
);
const InfoPage = lazyPage<{ topic: string }>(() =>
  import('../features/info/pages/info-page').then(inLanguage).then((m) => m.InfoPage),
);

/** An exact path (/Bathroom and /booking-Confirmed differ from their neighbours by case alone). */
function route<P extends object>(path: string, Page: LazyPage<P>, props?: P): AppRoute {
  const Element = Page as React.ComponentType<P>;
  return {
    path,
    caseSensitive: true,
    element: <Element {...(props ?? ({} as P))} />,
    page: Page as LazyPage<never>,
  };
}

/** Each public page at its English path and at its Hindi twin (/hi/…). */
const bothLanguages = (make: (path: string) => AppRoute) => (path: string) => [
  make(path),
  make(localizedPath(path, 'hi')),
];
const service = (path: string, slug: string) => bothLanguages((p) => route(p, ServicePage, { slug }))(path);
const info = (path: string, topic: string) => bothLanguages((p) => route(p, InfoPage, { topic }))(path);
const publicRoute = (path: string, Page: LazyPage) => bothLanguages((p) => route(p, Page))(path);

export const routes: AppRoute[] = [
  {
    element: <SiteLayout />,
    children: [
      ...publicRoute(paths.home, LandingPage),
      ...publicRoute(paths.services, LandingPage),
      ...publicRoute(paths.cleaningServices, CleaningServicesPage),
      route(
        paths.login,
        publicPage(() => import('../features/auth/pages/login-page')),
      ),
      route(
        paths.signup,
        publicPage(() => import('../features/auth/pages/signup-page')),
      ),
      route(
        paths.forgotPassword,
        publicPage(() => import('../features/auth/pages/forgot-password-page')),
      ),
      route(
        paths.resetPassword,
        publicPage(() => import('../features/auth/pages/reset-password-page')),
      ),
      route(
        paths.emailConfirm,
        publicPage(() => import('../features/auth/pages/email-confirm-page')),
      ),
      route(
        paths.emailUndo,
        publicPage(() => import('../features/auth/pages/email-undo-page')),
      ),
      route(
        paths.newsletterConfirm,
        publicPage(() => import('../features/newsletter/pages/newsletter-confirm-page')),
      ),
      route(
        paths.newsletterUnsubscribe,
        publicPage(() => import('../features/newsletter/pages/newsletter-unsubscribe-page')),
      ),
      ...service(paths.officeCleaning, 'office-cleaning'),
      ...service(paths.bathroomCleaning, 'bathroom-cleaning'),
      ...service(paths.homeCleaning, 'home-cleaning'),
      ...service(paths.kitchenCleaning, 'kitchen-cleaning'),
      ...service(paths.sofaCleaning, 'sofa-cleaning'),
      ...service(paths.shopCleaning, 'shop-cleaning'),
      ...service(paths.waterTankCleaning, 'water-tank-cleaning'),
      ...info(paths.about, 'about'),
      ...info(paths.team, 'team'),
      ...info(paths.support, 'support'),
      ...info(paths.privacy, 'privacy'),
      ...info(paths.terms, 'terms'),
      ...info(paths.refunds, 'refunds'),
      ...bothLanguages((p) =>
        route(
          p,
          publicPage(() => import('../features/privacy-notice/pages/grievance-page')),
        ),
      )(paths.grievance),
      ...bothLanguages((p) =>
        route(
          p,
          publicPage(() => import('../features/hiring/pages/work-with-us-page')),
        ),
      )(paths.workWithUs),
      route(
        paths.bookingSchedule,
        page(() => import('../features/booking/pages/booking-schedule-page')),
      ),
      route(
        paths.reviewBooking,
        page(() => import('../features/booking/pages/review-booking-page')),
      ),
      route(
        paths.bookingConfirmed,
        page(() => import('../features/booking/pages/booking-confirmed-page')),
      ),
      route(
        paths.bookingConfirmedAlt,
        page(() => import('../features/booking/pages/booking-confirmed-alt-page')),
      ),
      {
        element: <RequireAuth />,
        guard: {},
        children: [
          route(
            paths.booking,
            page(() =>
              Promise.all([
                import('../features/booking/pages/booking-form-page'),
                loadBookingFormData(),
              ]).then(([module]) => module),
            ),
          ),
          route(
            paths.payment,
            page(() => import('../features/booking/pages/payment-page')),
          ),
          route(
            paths.bookingDocuments,
            page(() => import('../features/payment/pages/booking-documents-page')),
          ),
          route(
            paths.tipReceipt,
            page(() => import('../features/after-visit/pages/tip-receipt-page')),
          ),
          route(
            paths.shortLink,
            page(() => import('../features/short-links/pages/short-link-page')),
          ),
          route(
            paths.myBookings,
            page(() => import('../features/my-bookings/pages/my-bookings-page')),
          ),
          route(
            paths.plan,
            page(() => import('../features/my-bookings/pages/plan-page')),
          ),
          route(
            paths.bookingTracker,
            page(() => import('../features/my-bookings/pages/my-bookings-page')),
          ),
        ],
      },
      {
        element: <RequireAuth role="client" />,
        guard: { role: 'client' },
        children: [
          route(
            paths.profile,
            page(() => import('../features/profile/pages/profile-page')),
          ),
          route(
            paths.gift,
            page(() => import('../features/gift/pages/gift-page')),
          ),
        ],
      },
      route(
        '*',
        publicPage(() => import('./not-found-page')),
      ),
    ],
  },
  {
    // The consoles are apps with their own app bar: no marketing header or newsletter footer.
    element: <ConsoleLayout />,
    children: [
      {
        // The owner and every staff role: the console shows what each role's permissions allow.
        element: <RequireAuth role="staff" />,
        guard: { role: 'staff' },
        children: [
          // Its sections are routed inside its own chunk: the landing bundle does not list them.
          route(
            `${paths.adminDashboard}/*`,
            page(() => import('../features/admin-console/admin-console-entry')),
          ),
        ],
      },
      {
        element: <RequireAuth role="cleaner" />,
        guard: { role: 'cleaner' },
        children: [
          route(
            paths.cleanerDashboard,
            page(() => import('../features/cleaner-console/cleaner-console-entry')),
          ),
        ],
      },
    ],
  },
];

/** The app's pages for the current location (inside a BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunks of the page at `pathname` before the first render: a prerendered page must hydrate
 * with the same tree the server rendered, not a suspended one.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => m.route.page?.preload()));
}

/**
 * Where the route guard sends a visitor of this location before the first render, or null. Checked
 * before any page code loads, so a guest's /booking paints /login at once.
 */
export function initialRedirect(pathname: string, search: string): string | null {
  const guarded = (matchRoutes(routes, pathname) ?? []).find((m) => (m.route as AppRoute).guard);
  const guard = guarded && (guarded.route as AppRoute).guard;
  return guard ? guardRedirect(guard.role, pathname + search) : null;
}
