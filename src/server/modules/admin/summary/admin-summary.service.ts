import type { AdminSummaryDto } from '../../../../shared/api-admin';
import { addDays, addMonths, todayInIndia } from '../../../../shared/domain/time';
import { BOOKING_STATUSES } from '../../../../shared/schemas/booking';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { istDayStart } from '../paging';
import { adminSummaryRepository as repo } from './admin-summary.repository';

const CHART_DAYS = 30;

export function createAdminSummaryService(db: Db, clock: Clock) {
  return {
    async summary(): Promise<AdminSummaryDto> {
      const today = todayInIndia(clock.now());
      const monthStart = `${today.slice(0, 7)}-01`;
      const nextMonth = addMonths(monthStart, 1);
      const chartStart = addDays(today, -(CHART_DAYS - 1));
      const [jobs, unassigned, revenue, cancellations, perDay] = await Promise.all([
        repo.jobsOn(db, today),
        repo.unassignedFrom(db, today),
        repo.revenueBetween(db, monthStart, nextMonth),
        repo.cancelledBetween(db, istDayStart(monthStart), istDayStart(nextMonth)),
        repo.madePerDaySince(db, istDayStart(chartStart)),
      ]);
      const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<
        (typeof BOOKING_STATUSES)[number],
        number
      >;
      for (const j of jobs) byStatus[j.status] = j.n;
      const counts = new Map(perDay.map((d) => [d.date, d.n]));
      return {
        today,
        todayJobs: { total: jobs.reduce((sum, j) => sum + j.n, 0), byStatus },
        unassigned,
        month: today.slice(0, 7),
        revenue: {
          paidOnlinePaise: revenue.paid,
          dueAfterServicePaise: revenue.due,
          totalPaise: revenue.paid + revenue.due,
        },
        cancellationsThisMonth: cancellations,
        bookingsPerDay: Array.from({ length: CHART_DAYS }, (_, i) => {
          const date = addDays(chartStart, i);
          return { date, count: counts.get(date) ?? 0 };
        }),
      };
    },
  };
}
