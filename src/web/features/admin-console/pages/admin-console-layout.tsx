import { lazy, Suspense } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { EmptyState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { ConsoleAppBar } from '../../../components/console-app-bar/console-app-bar';

/** Each section is its own chunk; Overview alone loads the charts library. */
const TodayPage = lazy(() => import('./today-page'));
const BookingsPage = lazy(() => import('./bookings-page'));
const BookingDetailPage = lazy(() => import('./booking-detail-page'));
const CleanersPage = lazy(() => import('./cleaners-page'));
const CustomersPage = lazy(() => import('./customers-page'));
const CustomerDetailPage = lazy(() => import('./customer-detail-page'));
const CataloguePage = lazy(() => import('./catalogue-page'));
const CouponsPage = lazy(() => import('./coupons-page'));
const InboxPage = lazy(() => import('./inbox-page'));
const OutboxPage = lazy(() => import('./outbox-page'));
const OverviewPage = lazy(() => import('./overview-page'));
const AuditPage = lazy(() => import('./audit-page'));
const ServiceAreaPage = lazy(() => import('./service-area-page'));
const PayoutsPage = lazy(() => import('./payouts-page'));
const ComplaintsPage = lazy(() => import('./complaints-page'));

type SectionPage = React.ComponentType<{ id: string }>;
/**
 * Matched here rather than with <Routes>: the router library lives in the landing bundle, and
 * <Routes> would pull code into it that only the console uses (measured +1.5 KB).
 */
const sectionRoutes: [string, SectionPage][] = [
  ['', TodayPage],
  ['bookings', BookingsPage],
  ['bookings/:id', BookingDetailPage],
  ['cleaners', CleanersPage],
  ['customers', CustomersPage],
  ['customers/:id', CustomerDetailPage],
  ['catalogue', CataloguePage],
  ['coupons', CouponsPage],
  ['inbox', InboxPage],
  ['complaints', ComplaintsPage],
  ['outbox', OutboxPage],
  ['overview', OverviewPage],
  ['audit', AuditPage],
  ['service-area', ServiceAreaPage],
  ['payouts', PayoutsPage],
];

function Section() {
  const { pathname } = useLocation();
  for (const [path, Page] of sectionRoutes) {
    const match = matchPath(path ? `${paths.adminDashboard}/${path}` : paths.adminDashboard, pathname);
    if (match) return <Page id={match.params.id ?? ''} />;
  }
  return <EmptyState title="This section does not exist" />;
}

const sections = [
  { to: '', label: 'Today', end: true },
  { to: 'bookings', label: 'Bookings' },
  { to: 'cleaners', label: 'Cleaners' },
  { to: 'payouts', label: 'Payouts' },
  { to: 'customers', label: 'Customers' },
  { to: 'catalogue', label: 'Catalogue' },
  { to: 'coupons', label: 'Coupons' },
  { to: 'service-area', label: 'Service area' },
  { to: 'inbox', label: 'Inbox' },
  { to: 'complaints', label: 'Complaints' },
  { to: 'outbox', label: 'Outbox' },
  { to: 'overview', label: 'Overview' },
  { to: 'audit', label: 'Audit log' },
];

/** /adminDashboard: the app bar with the section nav (a row on a laptop, behind Menu on a phone). */
export default function AdminConsoleLayout() {
  usePageTitle('Admin Dashboard');
  return (
    <>
      <ConsoleAppBar
        home={paths.adminDashboard}
        title="Admin"
        nav={(close) => (
          <nav aria-label="Admin sections">
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-wrap">
              {sections.map((s) => (
                <li key={s.label}>
                  <NavLink
                    to={s.to ? `${paths.adminDashboard}/${s.to}` : paths.adminDashboard}
                    end={s.end}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-2 text-sm font-semibold lg:py-1.5',
                        isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                      )
                    }
                  >
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      />
      <main id="main" className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-3 py-4 sm:px-4">
        <Suspense fallback={<LoadingState />}>
          <Section />
        </Suspense>
      </main>
    </>
  );
}
