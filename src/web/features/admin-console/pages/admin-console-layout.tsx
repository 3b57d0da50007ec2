import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../catalogue/hooks/use-page-title';

const sections = [
  { to: '', label: 'Today', end: true },
  { to: 'bookings', label: 'Bookings' },
  { to: 'cleaners', label: 'Cleaners' },
  { to: 'customers', label: 'Customers' },
  { to: 'catalogue', label: 'Catalogue' },
  { to: 'coupons', label: 'Coupons' },
  { to: 'inbox', label: 'Inbox' },
  { to: 'outbox', label: 'Outbox' },
  { to: 'overview', label: 'Overview' },
  { to: 'audit', label: 'Audit log' },
];

/** /adminDashboard: the section nav (a side column on a laptop, a scrolling strip on a phone). */
export default function AdminConsoleLayout() {
  usePageTitle('Admin Dashboard');
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 sm:px-4 lg:flex lg:gap-6">
      <nav aria-label="Admin sections" className="lg:w-44 lg:shrink-0">
        <p className="mb-2 hidden text-xs font-bold uppercase tracking-wide text-slate-500 lg:block">
          Admin Dashboard
        </p>
        <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 lg:mx-0 lg:flex-col lg:px-0">
          {sections.map((s) => (
            <li key={s.label} className="shrink-0">
              <NavLink
                to={s.to ? `${paths.adminDashboard}/${s.to}` : paths.adminDashboard}
                end={s.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm font-semibold',
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
      <main className="min-w-0 flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
