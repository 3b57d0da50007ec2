import { lazy, Suspense } from 'react';
import { matchPath, Navigate, NavLink, useLocation } from 'react-router-dom';
import type { Action } from '../../../../shared/domain/permissions';
import { useCan } from '../hooks/use-can';
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
const ReferralsPage = lazy(() => import('./referrals-page'));
const GiftVouchersPage = lazy(() => import('./gift-vouchers-page'));
const InboxPage = lazy(() => import('./inbox-page'));
const OutboxPage = lazy(() => import('./outbox-page'));
const OverviewPage = lazy(() => import('./overview-page'));
const AuditPage = lazy(() => import('./audit-page'));
const ServiceAreaPage = lazy(() => import('./service-area-page'));
const PayoutsPage = lazy(() => import('./payouts-page'));
const ComplaintsPage = lazy(() => import('./complaints-page'));
const GrievancesPage = lazy(() => import('./grievances-page'));
const StaffPage = lazy(() => import('./staff-page'));
const ApplicantsPage = lazy(() => import('./applicants-page'));
const ApplicantDetailPage = lazy(() => import('./applicant-detail-page'));
const TwoStepPage = lazy(() => import('./two-step-page'));
const SystemPage = lazy(() => import('./system-page'));

type SectionPage = React.ComponentType<{ id: string }>;
/**
 * Matched here rather than with <Routes>: the router library lives in the landing bundle, and
 * <Routes> would pull code into it that only the console uses (measured +1.5 KB).
 */
/** Each section with the action of the permission table it needs (its data's routes need the same). */
const sectionRoutes: [string, SectionPage, Action][] = [
  ['', TodayPage, 'plans'],
  ['bookings', BookingsPage, 'bookings.read'],
  ['bookings/:id', BookingDetailPage, 'bookings.read'],
  ['cleaners', CleanersPage, 'cleaners.calendar'],
  ['customers', CustomersPage, 'customers'],
  ['customers/:id', CustomerDetailPage, 'customers'],
  ['catalogue', CataloguePage, 'prices'],
  ['coupons', CouponsPage, 'prices'],
  ['referrals', ReferralsPage, 'referrals.read'],
  ['gift-vouchers', GiftVouchersPage, 'payments'],
  ['inbox', InboxPage, 'inbox'],
  ['complaints', ComplaintsPage, 'complaints'],
  ['grievances', GrievancesPage, 'complaints'],
  ['outbox', OutboxPage, 'audit'],
  ['overview', OverviewPage, 'dashboard'],
  ['audit', AuditPage, 'audit'],
  ['service-area', ServiceAreaPage, 'prices'],
  ['payouts', PayoutsPage, 'payouts'],
  ['staff', StaffPage, 'staff'],
  ['applicants', ApplicantsPage, 'hiring'],
  ['applicants/:id', ApplicantDetailPage, 'hiring'],
  ['system', SystemPage, 'settings'],
  // Every staff role's own sign-in (the dashboard action is every staff role's).
  ['two-step', TwoStepPage, 'dashboard'],
];

function Section() {
  const { pathname } = useLocation();
  const can = useCan();
  for (const [path, Page, action] of sectionRoutes) {
    const match = matchPath(path ? `${paths.adminDashboard}/${path}` : paths.adminDashboard, pathname);
    if (!match) continue;
    if (can(action)) return <Page id={match.params.id ?? ''} />;
    // Today is the dispatchers' board: support and finance start at the bookings every staff role reads.
    if (!path) return <Navigate to={`${paths.adminDashboard}/bookings`} replace />;
    return <EmptyState title="This section is not part of your role" />;
  }
  return <EmptyState title="This section does not exist" />;
}

const sections: { to: string; label: string; action: Action; end?: boolean }[] = [
  { to: '', label: 'Today', end: true, action: 'plans' },
  { to: 'bookings', label: 'Bookings', action: 'bookings.read' },
  { to: 'cleaners', label: 'Cleaners', action: 'cleaners.calendar' },
  { to: 'payouts', label: 'Payouts', action: 'payouts' },
  { to: 'applicants', label: 'Applicants', action: 'hiring' },
  { to: 'customers', label: 'Customers', action: 'customers' },
  { to: 'catalogue', label: 'Catalogue', action: 'prices' },
  { to: 'coupons', label: 'Coupons', action: 'prices' },
  { to: 'referrals', label: 'Referrals', action: 'referrals.read' },
  { to: 'gift-vouchers', label: 'Gift vouchers', action: 'payments' },
  { to: 'service-area', label: 'Service area', action: 'prices' },
  { to: 'inbox', label: 'Inbox', action: 'inbox' },
  { to: 'complaints', label: 'Complaints', action: 'complaints' },
  { to: 'grievances', label: 'Grievances', action: 'complaints' },
  { to: 'outbox', label: 'Outbox', action: 'audit' },
  { to: 'overview', label: 'Overview', action: 'dashboard' },
  { to: 'audit', label: 'Audit log', action: 'audit' },
  { to: 'staff', label: 'Staff', action: 'staff' },
  { to: 'system', label: 'System', action: 'settings' },
  { to: 'two-step', label: 'Two-step sign-in', action: 'dashboard' },
];

/** /adminDashboard: the app bar with the section nav (a row on a laptop, behind Menu on a phone). */
export default function AdminConsoleLayout() {
  usePageTitle('Admin Dashboard');
  const can = useCan();
  return (
    <>
      <ConsoleAppBar
        home={paths.adminDashboard}
        title="Admin"
        nav={(close) => (
          <nav aria-label="Admin sections">
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-wrap">
              {sections
                .filter((s) => can(s.action))
                .map((s) => (
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
