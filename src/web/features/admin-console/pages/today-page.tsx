import { Titled } from '../components/section-header';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateLong, formatTime12h, todayInIndia } from '../../../../shared/domain/time';
import { formatRupees } from '../../../../shared/money';
import { dispatchTexts } from '../../../../shared/domain/dispatch-score';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useBookings } from '../api/get-bookings';
import { useCleaners } from '../api/get-cleaners';
import { AssignDialog } from '../components/assign-dialog';
import { DayBoard } from '../components/day-board';
import { CrewsOnTheWayPanel } from '../components/crews-on-the-way-panel';
import { DayPlanPanel } from '../components/day-plan-panel';
import { Figure, SectionHeader } from '../components/section-header';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import { buildBoard } from '../model/day-board';

/** Today: who does what when, what nobody does yet, and the day's figures (refreshed every 30 s). */
export default function TodayPage() {
  const today = todayInIndia(new Date());
  const bookings = useBookings(
    { from: today, to: today, size: 100, sort: 'date', order: 'asc' },
    { refetchInterval: 30_000 },
  );
  const cleaners = useCleaners();
  const [assigning, setAssigning] = useState<AdminBookingDto | null>(null);

  if (bookings.isPending || cleaners.isPending)
    return (
      <Titled title="Today">
        <LoadingState label="Loading today's board…" />
      </Titled>
    );
  if (bookings.isError)
    return (
      <Titled title="Today">
        <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} />
      </Titled>
    );
  if (cleaners.isError)
    return (
      <Titled title="Today">
        <ErrorState error={cleaners.error} onRetry={() => void cleaners.refetch()} />
      </Titled>
    );
  const board = buildBoard(bookings.data.items, cleaners.data.items);

  return (
    <>
      <SectionHeader title={`Today · ${formatDateLong(today)}`}>
        <Link
          to={`${paths.adminDashboard}/bookings?unassigned=true`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          All unassigned bookings
        </Link>
      </SectionHeader>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Jobs today" value={board.figures.jobs} />
        <Figure label="Unassigned" value={board.figures.unassigned} tone="amber" />
        <Figure label="In progress" value={board.figures.inProgress} tone="purple" />
        <Figure label="Done" value={board.figures.done} tone="green" />
      </dl>
      <CrewsOnTheWayPanel />
      <DayPlanPanel today={today} />
      <div className="mt-4 grid gap-4 xl:grid-cols-[1fr_18rem]">
        <section aria-labelledby="board-heading" className="min-w-0">
          <h2 id="board-heading" className="mb-2 text-lg font-semibold">
            Cleaners
          </h2>
          {board.rows.length ? <DayBoard rows={board.rows} /> : <EmptyState title="No active cleaners" />}
        </section>
        <section aria-labelledby="unassigned-heading">
          <h2 id="unassigned-heading" className="mb-2 text-lg font-semibold">
            Unassigned today
          </h2>
          {board.unassigned.length ? (
            <ul className="space-y-2">
              {board.unassigned.map((b) => (
                <li key={b.id} className="rounded-xl border border-amber-200 bg-amber-50 p-3">
                  <p className="font-semibold text-slate-900">
                    {formatTime12h(b.scheduledTime)} · {b.serviceName}
                  </p>
                  <p className="text-sm text-slate-700">
                    {b.packageName} · {b.customer.name} · {b.city} · {formatRupees(b.totalPaise)}
                  </p>
                  <div className="mt-2 flex gap-2">
                    {b.holdExpiresAt ? (
                      <span className="px-2 py-1.5 text-sm text-amber-900">
                        {dispatchTexts.awaitingPayment(formatInstantTime(b.holdExpiresAt))}
                      </span>
                    ) : (
                      <Button size="sm" onClick={() => setAssigning(b)}>
                        Assign
                      </Button>
                    )}
                    <Link
                      to={`${paths.adminDashboard}/bookings/${b.id}`}
                      className="px-2 py-1.5 text-sm font-semibold text-brand-700 underline"
                    >
                      Details<span className="sr-only"> of {b.reference}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="Every job today has a cleaner" />
          )}
        </section>
      </div>
      <AssignDialog booking={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
