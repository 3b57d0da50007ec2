import { randomUUID } from 'node:crypto';
import { PREFERRED_CLEANER_UNKNOWN, type CreateBookingParsed } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import { bookFirstVisit, bookHeldVisit } from './book-visits';
import { priceOf, visitValues, type Price } from './booking-price';
import type { BookingsContext } from './bookings.context';
import type { CrewMember } from './bookings.dto';
import { bookingReceivedEmail } from './bookings.emails';
import { bookingsRepository, type BookingDetail, type BookingRow } from './bookings.repository';
import { holdCrewFor, withCrewHold } from './crew-hold';
import { rememberBookedAddress } from './remember-address';
import { assertBookableSlot, assertRealDate } from './slots';
import { assertSameRequest, requestHash } from './visits';

/** How a booking is made: a customer's checkout waits for its payment choice; others are booked at once. */
export interface CreateBookingOptions {
  /** Booked at once though made for a customer (an admin booking a quote request). */
  confirmed?: boolean;
  /** The caller's address: wrong coupon codes count against it too. */
  client?: { ip?: string };
}

export interface CreateBookingInput {
  actor: AuthUser;
  input: CreateBookingParsed;
  idempotencyKey?: string;
  options?: CreateBookingOptions;
}

export interface CreatedBooking {
  booking: BookingDetail;
  crew: CrewMember[];
  seriesBooked: number;
  replayed: boolean;
}

/** The booking an Idempotency-Key was first used for, answered again (422 for another request under it). */
async function replayOf(
  deps: Pick<BookingsContext, 'db'>,
  actor: AuthUser,
  idempotencyKey: string,
  hash: string,
): Promise<CreatedBooking | undefined> {
  const { db } = deps;
  const existing = await bookingsRepository.findByIdempotencyKey(db, actor.id, idempotencyKey);
  if (!existing) return undefined;
  assertSameRequest(existing, hash);
  const [booking, crews] = await Promise.all([
    bookingsRepository.findDetail(db, existing.id),
    schedule.crewsOf(db, [existing.id]),
  ]);
  return { booking: booking!, crew: crews.get(existing.id) ?? [], seriesBooked: 0, replayed: true };
}

/** The new booking as answered: from what was written and the cached catalogue, no reads after the commit. */
async function answerOf(
  deps: Pick<BookingsContext, 'db' | 'autoAssign'>,
  row: BookingRow,
  service: Price['quote']['service'],
): Promise<BookingDetail> {
  if (deps.autoAssign) return (await bookingsRepository.findDetail(deps.db, row.id))!;
  return {
    booking: row,
    service: { id: service.id, name: service.name, description: service.description, slug: service.slug },
    cleaner: null,
  };
}

/**
 * The checks before anything is written, area first. When `areaWithCrew`, the area's rules are read with
 * the crew's calendars (bookHeldVisit) and so are not checked here, unless another check refuses: then the
 * area is checked before that refusal is thrown, so a refusal of the area comes first on both paths.
 */
async function checkAreaFirst<T>(
  deps: Pick<BookingsContext, 'area'>,
  input: CreateBookingParsed,
  areaWithCrew: boolean,
  checks: () => Promise<T>,
): Promise<T> {
  const areaCheck = () => deps.area.assertBookable(input.address.pincode, input.scheduledDate);
  if (!areaWithCrew) {
    await areaCheck();
    return checks();
  }
  return checks().catch(async (error: unknown) => {
    await areaCheck();
    throw error;
  });
}

/** "Book Sunita again" names only a cleaner who has cleaned for this customer (not any cleaner's id). */
async function assertServedBy(deps: Pick<BookingsContext, 'db'>, userId: string, cleanerId: string) {
  if (await bookingsRepository.hasServed(deps.db, userId, cleanerId)) return;
  throw new AppError('BAD_REQUEST', 400, PREFERRED_CLEANER_UNKNOWN, [
    { field: 'preferredCleanerId', message: PREFERRED_CLEANER_UNKNOWN },
  ]);
}

/** Books a job: the first visit (and a series' later ones) with its crew held; a repeated Idempotency-Key answers again. */
export async function createBooking(
  deps: BookingsContext,
  { actor, input, idempotencyKey, options = {} }: CreateBookingInput,
): Promise<CreatedBooking> {
  const { db, clock, holds } = deps;
  const idempotencyHash = idempotencyKey ? requestHash(input) : null;
  if (idempotencyKey) {
    const replayed = await replayOf(deps, actor, idempotencyKey, idempotencyHash!);
    if (replayed) return replayed;
  }
  assertRealDate(input.scheduledDate);
  const now = clock.now();
  assertBookableSlot(input.scheduledDate, input.scheduledTime, now);
  // A customer's own checkout waits for its payment choice (docs/product-rules.md#booked-means-confirmed);
  // an admin's booking does not.
  const held = actor.role === 'client' && !options.confirmed;
  // A customer's one-time checkout with nothing else to write (no coupon, no WhatsApp opt-in, no series,
  // no auto-assignment, no messages until it is confirmed) is two statements (bookHeldVisit): its area is
  // read with the crew's calendars, so its 400s come from there, still before any other refusal.
  const oneStatement =
    held && input.frequency === 'one-time' && !input.couponCode && !input.whatsappOptIn && !deps.autoAssign;
  const price = await checkAreaFirst(deps, input, oneStatement, async () => {
    const { latitude, longitude, pincode } = input.address;
    if (latitude != null && longitude != null)
      await deps.area.assertPointInReach(pincode, { lat: latitude, lng: longitude }, 'address.latitude');
    if (input.preferredCleanerId) await assertServedBy(deps, actor.id, input.preferredCleanerId);
    const price = await priceOf(deps, { actor, input, client: options.client ?? {} });
    deps.crew.assertBookable({
      ...input,
      durationMinutes: price.durationMinutes,
      crewSize: price.quote.pkg.crewSize,
    });
    return price;
  });
  const { quote, couponCheck, discountPaise } = price;
  const base = visitValues(actor, input, price, held ? holds.holdUntil(now) : null);

  const holdCrew = (tx: DbOrTx, row: BookingRow, opts: { savepoint: boolean }) =>
    holdCrewFor(deps, tx, row, now, { ...opts, notify: !held });

  const firstValues = {
    ...base,
    id: randomUUID(),
    scheduledDate: input.scheduledDate,
    seriesId: null as string | null,
    discountPaise,
    totalPaise: quote.totalPaise - discountPaise,
    couponId: couponCheck?.coupon.id ?? null,
    couponCode: couponCheck?.coupon.code ?? null,
    idempotencyKey: idempotencyKey ?? null,
    idempotencyHash,
  };
  const customerEmail = firstValues.customerEmail;
  // A one-time booking's email is rendered before the transaction opens (the id is chosen here), so the
  // transaction holds its connection, and soon its crew, only for the statements themselves.
  const oneTimeEmail =
    input.frequency === 'one-time' && !held
      ? await bookingReceivedEmail(customerEmail, { ...firstValues, calendarSequence: 0 }, deps.brand)
      : null;

  let created: CreatedBooking;
  try {
    created = await withCrewHold(
      deps,
      firstValues.id,
      async (settle) => {
        if (oneStatement) {
          const area = deps.area.bookableCheck(input.address.pincode, input.scheduledDate);
          const { row, crew } = await bookHeldVisit(deps, actor, firstValues, area).catch(
            async (error: unknown) => {
              // A date the calendars cannot even be read for (9999-12-31: its search window leaves
              // PostgreSQL's range) is the area check's 400 (past the horizon), as it was before the read.
              if (!(error instanceof AppError) && !isHoldConflict(error))
                await deps.area.assertBookable(input.address.pincode, input.scheduledDate);
              throw error;
            },
          );
          return {
            booking: await answerOf(deps, row, quote.service),
            crew,
            seriesBooked: 0,
            replayed: false,
          };
        }
        const plan = {
          ...{ actor, input, held, firstValues, base, couponCheck, oneTimeEmail, holdCrew },
          planPercent: price.planPercent,
        };
        const result = await db.transaction((tx) => bookFirstVisit(deps, tx, plan, settle));
        const booking = await answerOf(deps, result.row, quote.service);
        return { booking, crew: result.crew, seriesBooked: result.seriesBooked, replayed: false };
      },
      { retry: true },
    );
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'bookings_idempotency_uq')) {
      const replayed = await replayOf(deps, actor, idempotencyKey, idempotencyHash!);
      if (replayed) return replayed;
    }
    throw error;
  }
  // Every booking's address is remembered on the customer's account, once per place.
  if (actor.role === 'client') await rememberBookedAddress(db, actor.id, input.address);
  return created;
}
