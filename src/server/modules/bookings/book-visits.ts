import { seriesDates } from '../../../shared/domain/booking-rules';
import type { CreateBookingParsed } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { ServiceAreaService } from '../service-area/service-area.service';
import { recordChange } from './booking-change';
import type { Price } from './booking-price';
import type { BookingsContext } from './bookings.context';
import type { CrewMember } from './bookings.dto';
import type { bookingReceivedEmail } from './bookings.emails';
import { bookingsRepository, type BookingRow, type HeldVisitValues } from './bookings.repository';
import { insertVisit, newStartCode, visitTimes, type VisitValues } from './visits';

type HoldCrew = (
  tx: DbOrTx,
  row: BookingRow,
  opts: { savepoint: boolean },
) => Promise<{ row: BookingRow; crew: CrewMember[] }>;

/**
 * A series' later visits on `dates`, each with its crew held; a visit with no free crew is skipped, not the
 * whole series (a savepoint undoes just it). Each visit tried is added to `settle`. Answers how many were
 * booked. The first booking books its plan's first weeks; the plan's top-up books on (series-top-up.ts).
 */
export async function bookSeriesVisits(
  tx: DbOrTx,
  series: {
    actor?: AuthUser;
    values: Omit<VisitValues, 'scheduledDate'>;
    dates: string[];
    note: string;
  },
  holdCrew: (tx: DbOrTx, row: BookingRow) => Promise<{ row: BookingRow }>,
  settle: string[],
): Promise<number> {
  const { actor } = series;
  let seriesBooked = 0;
  for (const date of series.dates) {
    let visitId: string | undefined;
    const visit = await tx
      .transaction(async (sp) => {
        const row = await insertVisit(sp, { ...series.values, scheduledDate: date });
        visitId = row.id;
        return (await holdCrew(sp, row)).row;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 409) return null;
        throw error;
      });
    if (visitId) settle.push(visitId);
    if (visit) {
      seriesBooked++;
      await recordChange(tx, {
        booking: { id: visit.id },
        actor,
        to: 'pending',
        note: series.note,
      });
    }
  }
  return seriesBooked;
}

/** One visit's plan of create: what bookFirstVisit writes. */
export interface FirstVisitPlan {
  actor: AuthUser;
  input: CreateBookingParsed;
  /** Waits for its payment choice: tells nobody yet. */
  held: boolean;
  firstValues: VisitValues & { id: string };
  base: Omit<VisitValues, 'scheduledDate'>;
  couponCheck: Price['couponCheck'];
  /** The plan's discount percent, kept on the series for its later visits (0 for one visit). */
  planPercent: number;
  oneTimeEmail: Awaited<ReturnType<typeof bookingReceivedEmail>> | null;
  holdCrew: HoldCrew;
}

/**
 * One attempt of create, in its transaction: the booking, its event, its email and, last, its crew, so the
 * crew's hold (which a concurrent booking of the same cleaner waits on) is held only until the commit right
 * after it; then a series' later visits.
 */
export async function bookFirstVisit(
  deps: BookingsContext,
  tx: DbOrTx,
  plan: FirstVisitPlan,
  settle: string[],
) {
  const { actor, input, held, firstValues, base, couponCheck, oneTimeEmail, holdCrew } = plan;
  if (held) await deps.holds.assertUnderCap(tx, actor.id);
  const seriesId =
    input.frequency === 'one-time'
      ? null
      : await bookingsRepository.insertSeries(tx, actor.id, input.frequency as 'weekly', plan.planPercent);
  const inserted = await insertVisit(tx, { ...firstValues, seriesId });
  if (couponCheck) await deps.coupons.redeem(tx, couponCheck.coupon, actor.id, inserted.id);
  if (input.whatsappOptIn) await deps.preferences?.optInWhatsApp(tx, actor.id);
  await recordChange(tx, {
    booking: { id: inserted.id },
    actor,
    to: 'pending',
    note: deps.autoAssign ? 'Booked and assigned' : 'Booked; crew reserved',
  });
  if (input.frequency === 'one-time') {
    if (oneTimeEmail) {
      await enqueueEmail(tx, oneTimeEmail, { bookingId: inserted.id });
      await deps.texts.bookingReceived(tx, inserted);
    }
    const first = await holdCrew(tx, inserted, { savepoint: false });
    return { ...first, seriesBooked: 0 };
  }
  const first = await holdCrew(tx, inserted, { savepoint: false });
  const seriesBooked = seriesId
    ? await bookSeriesVisits(
        tx,
        {
          actor,
          values: { ...base, seriesId },
          dates: seriesDates(input.scheduledDate, input.frequency),
          note: 'Recurring visit',
        },
        (sp, row) => holdCrew(sp, row, { savepoint: true }),
        settle,
      )
    : 0;
  if (!held) {
    await deps.notify.received(tx, first.row, seriesBooked);
  }
  return { ...first, seriesBooked };
}

/**
 * One attempt of a held one-time booking in two statements and no transaction around them: the crew search
 * (the calendars, read as any transaction here would read them, with the area's rules beside them, checked
 * first) and one statement that checks the account's
 * hold cap, inserts the booking, its history line and its crew's holds (bookingsRepository.insertHeldVisit).
 * The database keeps the rules: the cap's row lock and count, the exclusion constraint on the holds (a race
 * lost to it is retried by withCrewHold like a transaction's). The same rows as bookFirstVisit writes
 * (booking-hold.test.ts compares every column).
 */
export async function bookHeldVisit(
  deps: BookingsContext,
  actor: AuthUser,
  firstValues: Omit<HeldVisitValues, 'startsAt' | 'endsAt' | 'startCode'>,
  area: ReturnType<ServiceAreaService['bookableCheck']>,
): Promise<{ row: BookingRow; crew: CrewMember[] }> {
  const { db, holds } = deps;
  const values: HeldVisitValues = {
    ...firstValues,
    ...visitTimes(firstValues.scheduledDate, firstValues.scheduledTime, firstValues.durationMinutes),
    startCode: newStartCode(),
  };
  const chosen = await deps.crew
    .choose(db, values, 'reserved', { alongside: area })
    .catch(async (error: unknown) => {
      // No free crew: the cap's refusal still comes first, as in a transaction that checks it first.
      if (error instanceof AppError && error.statusCode === 409) await holds.assertUnderCap(db, actor.id);
      throw error;
    });
  try {
    const row = await bookingsRepository.insertHeldVisit(db, {
      values,
      maxHeld: holds.maxUnpaid,
      actor,
      note: 'Booked; crew reserved',
      holds: { cleanerIds: chosen.cleanerIds, span: chosen.span, kind: 'reserved' },
    });
    return { row, crew: chosen.members };
  } catch (error) {
    throw holds.asCapError(error);
  }
}
