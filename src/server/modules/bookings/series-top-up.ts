import {
  planDiscountPaise,
  SERIES_PAUSED_REASON,
  SERIES_SKIPPED_REASON,
  seriesHorizon,
  topUpDates,
} from '../../../shared/domain/series-plan';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { memberDiscountPaise } from '../../../shared/domain/membership';
import type { DbOrTx } from '../../db/client';
import { bookSeriesVisits } from './book-visits';
import type { BookingsContext } from './bookings.context';
import type { BookingRow } from './bookings.repository';
import { holdCrewFor, withCrewHold } from './crew-hold';
import { seriesRepository } from './series.repository';
import { jobOf } from './visits';

/** Plans read per top-up run; the next run takes the rest. */
const PLANS_PER_RUN = 200;
/** A plan whose last visit is older than this has run out for good: the top-up does not bring it back. */
const PLAN_ALIVE_DAYS = 31;

/** The visit a plan's next visits copy: its latest still booked, else its latest a customer took away. */
function templateOf(visits: BookingRow[]): BookingRow | undefined {
  const booked = visits.filter((v) => v.status !== 'cancelled' && v.holdExpiresAt === null);
  const takenAway = visits.filter(
    (v) => v.cancelReason === SERIES_PAUSED_REASON || v.cancelReason === SERIES_SKIPPED_REASON,
  );
  return booked.at(-1) ?? takenAway.at(-1);
}

/**
 * In the plan's locked transaction: the dates to book now. On the rhythm after the latest visit (a skipped
 * or cancelled one counts: it is not booked again; one a pause took away does not), from tomorrow or the
 * pause's end, to the horizon; with `rebookPaused` also the days a pause took away that are still to come.
 */
function datesToBook(
  plan: {
    frequency: 'weekly' | 'bi-weekly' | 'monthly';
    pausedUntil: string | null;
    anchorDate: string | null;
  },
  visits: BookingRow[],
  today: string,
  rebookPaused: boolean,
): string[] {
  const tomorrow = addDays(today, 1);
  const counted = visits.filter((v) => v.cancelReason !== SERIES_PAUSED_REASON);
  const from = plan.pausedUntil && plan.pausedUntil > tomorrow ? plan.pausedUntil : tomorrow;
  const ahead = topUpDates({
    frequency: plan.frequency,
    anchor: plan.anchorDate ?? visits[0].scheduledDate,
    latest: counted.at(-1)?.scheduledDate ?? visits[0].scheduledDate,
    from,
    horizon: seriesHorizon(plan.frequency, today),
  });
  if (!rebookPaused) return ahead;
  const booked = new Set(visits.filter((v) => v.status !== 'cancelled').map((v) => v.scheduledDate));
  const again = visits
    .filter((v) => v.cancelReason === SERIES_PAUSED_REASON && v.scheduledDate >= tomorrow)
    .map((v) => v.scheduledDate)
    .filter((d) => !booked.has(d));
  return [...new Set([...again, ...ahead])].sort();
}

/**
 * Books a plan's next visits ahead (PRODUCT §2: a plan never just ends), each with its crew held like any
 * booking's; a day with no free crew is left and tried again on the next run. The plan's row is locked for
 * the whole transaction, so two processes (or a resume and the job) book each day once. Answers how many.
 */
export async function topUpPlan(
  deps: BookingsContext,
  planId: string,
  opts: { rebookPaused?: boolean } = {},
): Promise<number> {
  const now = deps.clock.now();
  const today = todayInIndia(now);
  // Read before the transaction (on PGlite its one connection is the transaction's).
  const owner = await seriesRepository.find(deps.db, planId);
  const memberPercent = owner && deps.members ? await deps.members.discountPercentFor(owner.userId) : 0;
  return withCrewHold(
    deps,
    planId,
    (settle) =>
      deps.db.transaction(async (tx: DbOrTx) => {
        const plan = await seriesRepository.lock(tx, planId);
        if (!plan || plan.cancelledAt) return 0;
        const visits = await seriesRepository.visits(tx, planId);
        const template = templateOf(visits);
        if (!template) return 0;
        const dates = datesToBook(plan, visits, today, opts.rebookPaused ?? false);
        if (!dates.length) return 0;
        // Both off the list price, as at booking (booking-price.ts): the plan's percent as booked, the
        // member's as their membership stands today.
        const planDiscount = planDiscountPaise(template.basePaise, plan.discountPercent);
        const memberDiscount = Math.min(
          memberDiscountPaise(template.basePaise, memberPercent),
          template.basePaise - planDiscount,
        );
        return bookSeriesVisits(
          tx,
          {
            values: {
              ...jobOf(template),
              addons: template.addons,
              scheduledTime: template.scheduledTime,
              frequency: template.frequency,
              // The plan's price: the package as booked, less the plan's own discount (the percent it was
              // booked with), without the first visit's coupon.
              basePaise: template.basePaise,
              discountPaise: planDiscount + memberDiscount,
              planDiscountPaise: planDiscount,
              memberDiscountPaise: memberDiscount,
              totalPaise: template.basePaise - planDiscount - memberDiscount,
              paymentMethod: template.paymentMethod === 'pay_after_service' ? 'pay_after_service' : null,
              preferredCleanerId: template.preferredCleanerId,
              seriesId: planId,
            },
            dates,
            note: 'Plan visit booked ahead',
          },
          (sp, row) => holdCrewFor(deps, sp, row, now, { savepoint: true, notify: false }),
          settle,
        );
      }),
    { retry: true },
  );
}

/** The job's pass: every live plan whose visits end before its horizon gets its next ones. */
export async function topUpDuePlans(deps: BookingsContext): Promise<number> {
  const today = todayInIndia(deps.clock.now());
  const due = await seriesRepository.dueForTopUp(
    deps.db,
    today,
    addDays(today, -PLAN_ALIVE_DAYS),
    PLANS_PER_RUN,
  );
  let booked = 0;
  for (const plan of due) booked += await topUpPlan(deps, plan.id);
  return booked;
}
