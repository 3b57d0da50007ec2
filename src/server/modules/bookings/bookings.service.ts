import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { seriesDates } from '../../../shared/domain/booking-rules';
import { jobDurationMinutes } from '../../../shared/domain/durations';
import { isValidDate, slotStart } from '../../../shared/domain/time';
import { serverMessages } from '../../../shared/texts';
import { createBookingInputSchema, type CreateBookingParsed } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { CrewService } from '../schedule/crew.service';
import type { ServiceAreaService } from '../service-area/service-area.service';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import type { CrewMember } from './bookings.dto';
import { createBookingHolds } from './booking-hold.service';
import { bookingNotifications } from './booking-notifications';
import { bookingReceivedEmail } from './bookings.emails';
import {
  bookingsRepository,
  type BookingDetail,
  type BookingRow,
  type HeldVisitValues,
  type NewBooking,
} from './bookings.repository';
import { assertBookableSlot, assertRealDate } from './slots';
import type { TextNotifications } from '../notifications/text-notifications.service';
import type { PreferencesService } from '../notifications/preferences.service';
import { isUuid } from '../../../shared/ids';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { recordChange } from './booking-change';

/** Adds a line to a booking's history (another module that changes a booking says who did what). */
export { recordChange } from './booking-change';
/** The facts of a booking every message about it repeats (reminders send them too). */
export { bookingFacts } from './bookings.emails';

/** The 4-digit code the customer gives the cleaner at the door (docs/product-rules.md#start-code). */
export const newStartCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A visit's start and end as instants (Asia/Kolkata). */
export function visitTimes(date: string, time: string, durationMinutes: number) {
  const startsAt = slotStart(date, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

/** JSON with its keys in one order, so the same request always hashes the same. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is stored with: the hash of the (parsed) request it first came with. */
export const requestHash = (input: unknown) => createHash('sha256').update(sortedJson(input)).digest('hex');

/**
 * A key seen before answers with its booking only for the same request; another body under it is the
 * client's mistake, refused (IETF draft 'The Idempotency-Key HTTP Header Field': 422).
 */
function assertSameRequest(existing: BookingRow, hash: string) {
  if (existing.idempotencyHash !== null && existing.idempotencyHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, jobSafetyTexts.idempotencyKeyReused, [
      { field: 'Idempotency-Key', message: jobSafetyTexts.idempotencyKeyReused },
    ]);
}

/** Whole-transaction retries of a booking whose crew raced away between search and hold. */
const HOLD_RACE_ATTEMPTS = 5;

/** The job a visit repeats: what was booked, for whom and where (a re-clean copies these from its original). */
const JOB_FIELDS = [
  'userId',
  'serviceId',
  'packageId',
  'serviceName',
  'packageName',
  'packageDescription',
  'packageDuration',
  'customerName',
  'customerEmail',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'addressLatitude',
  'addressLongitude',
  'areaSqft',
  'measurementUnit',
  'instructions',
  'durationMinutes',
  'crewSize',
] as const satisfies readonly (keyof BookingRow)[];

/** The values of `row` that describe its job (JOB_FIELDS), for another visit of the same job. */
function jobOf(row: BookingRow): Pick<BookingRow, (typeof JOB_FIELDS)[number]> {
  return Object.fromEntries(JOB_FIELDS.map((k) => [k, row[k]])) as Pick<
    BookingRow,
    (typeof JOB_FIELDS)[number]
  >;
}

/** A visit's values with a date, slot and length: its row gets its start and end and a fresh start code. */
type VisitValues = Omit<NewBooking, 'startCode'> & { durationMinutes: number };

/** Inserts one visit (its crew is held separately). */
function insertVisit(tx: DbOrTx, values: VisitValues): Promise<BookingRow> {
  return bookingsRepository.insert(tx, {
    ...values,
    ...visitTimes(values.scheduledDate, values.scheduledTime, values.durationMinutes),
    startCode: newStartCode(),
  });
}

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  coupons: CouponsService;
  brand: Brand;
  crew: CrewService;
  autoAssign: boolean;
  area: ServiceAreaService;
  /** SMS and WhatsApp, queued beside the emails. */
  texts: TextNotifications;
  preferences?: PreferencesService;
  /** BOOKING_HOLD_MINUTES: how long a site booking waits for its payment choice (default 15). */
  holdMinutes?: number;
  /** MAX_UNPAID_BOOKINGS: bookings awaiting payment one account may have (default 3). */
  maxUnpaid?: number;
}

/** How a booking is made: a customer's checkout waits for its payment choice; others are booked at once. */
export interface CreateBookingOptions {
  /** Booked at once though made for a customer (an admin booking a quote request). */
  confirmed?: boolean;
  /** The caller's address: wrong coupon codes count against it too. */
  client?: { ip?: string };
}

export function createBookingsService(deps: BookingsDeps) {
  const { db, clock } = deps;
  const notify = bookingNotifications({ brand: deps.brand, texts: deps.texts });

  /** A booking the actor may see: their own (client), their job (cleaner), any (admin). Anything else is 404. */
  async function requireVisible(actor: AuthUser, id: string): Promise<BookingDetail> {
    const found = isUuid(id) ? await bookingsRepository.findDetail(db, id) : undefined;
    const visible =
      found &&
      (actor.role === 'admin' ||
        (actor.role === 'client' && found.booking.userId === actor.id) ||
        (actor.role === 'cleaner' &&
          (found.booking.cleanerId === actor.id ||
            (await schedule.isAssignedTo(db, found.booking.id, actor.id)))));
    if (!found || !visible) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
    return found;
  }

  /** A booking made before, as the answer to a repeated request. */
  async function replay(id: string): Promise<{ booking: BookingDetail; crew: CrewMember[] }> {
    const [booking, crews] = await Promise.all([
      bookingsRepository.findDetail(db, id),
      schedule.crewsOf(db, [id]),
    ]);
    return { booking: booking!, crew: crews.get(id) ?? [] };
  }

  /** Holds the visit's crew in the caller's transaction (409 when no crew is free); with AUTO_ASSIGN, assigns it. */
  async function holdCrewFor(
    tx: DbOrTx,
    row: BookingRow,
    now: Date,
    opts: { savepoint: boolean; avoidCleanerIds?: string[]; notify?: boolean },
  ): Promise<{ row: BookingRow; crew: CrewMember[] }> {
    const kind = deps.autoAssign ? 'assigned' : 'reserved';
    const crew = await deps.crew.reserve(tx, row, kind, opts);
    if (!deps.autoAssign) return { row, crew };
    const assigned = await bookingsRepository.update(tx, row.id, {
      status: 'assigned',
      cleanerId: crew[0].cleanerId,
      cleanerAssignedAt: now,
      updatedAt: now,
    });
    // A held booking tells nobody yet: its confirmation sends these (booking-hold.service.ts).
    if (opts.notify !== false) await notify.assigned(tx, assigned, now);
    return { row: assigned, crew };
  }

  const holds = createBookingHolds({
    db,
    clock,
    brand: deps.brand,
    coupons: deps.coupons,
    notify,
    holdMinutes: deps.holdMinutes ?? 15,
    maxUnpaid: deps.maxUnpaid ?? 3,
    async reserveCrew(tx, row, now) {
      try {
        return (await holdCrewFor(tx, row, now, { savepoint: true, notify: false })).row;
      } finally {
        // The payment's transaction outlives this call; the constraint guards the rest of it.
        deps.crew.settle(row.id);
      }
    },
  });

  /**
   * Runs `attempt` (one transaction that ends by holding crews) and settles the holds of the visits it names
   * in `settle` (starting with `firstId`) once it has ended, committed or not. With `retry`, a crew that
   * raced away between the search and the hold means another attempt with a fresh transaction.
   */
  async function withCrewHold<T>(
    firstId: string,
    attempt: (settle: string[]) => Promise<T>,
    opts: { retry: boolean },
  ): Promise<T> {
    for (let tries = 1; ; tries++) {
      const settle = [firstId];
      try {
        return await attempt(settle);
      } catch (error) {
        if (!opts.retry || !isHoldConflict(error)) throw error;
        if (tries >= HOLD_RACE_ATTEMPTS) throw deps.crew.slotFull();
      } finally {
        for (const id of settle) deps.crew.settle(id);
      }
    }
  }

  /**
   * A free visit for the same job as `original` (a complaint's re-clean): ₹0, its own crew held like any
   * booking's (preferably not the first crew), and `link` run in the same transaction before the hold.
   */
  async function createFreeRevisit(
    actor: AuthUser,
    original: BookingRow,
    slot: { date: string; time: string },
    opts: { note: string; avoidCleanerIds: string[]; link: (tx: DbOrTx, row: BookingRow) => Promise<void> },
  ): Promise<BookingDetail> {
    assertRealDate(slot.date);
    const now = clock.now();
    assertBookableSlot(slot.date, slot.time, now);
    const id = randomUUID();
    await withCrewHold(
      id,
      () =>
        db.transaction(async (tx) => {
          const row = await insertVisit(tx, {
            ...jobOf(original),
            id,
            addons: original.addons.map((a) => ({ name: a.name, pricePaise: 0 })),
            scheduledDate: slot.date,
            scheduledTime: slot.time,
            basePaise: 0,
            totalPaise: 0,
          });
          await recordChange(tx, {
            booking: { id: row.id },
            actor,
            to: 'pending',
            note: opts.note,
          });
          await opts.link(tx, row);
          await notify.received(tx, row);
          await holdCrewFor(tx, row, now, { savepoint: true, avoidCleanerIds: opts.avoidCleanerIds });
        }),
      { retry: false },
    );
    return (await bookingsRepository.findDetail(db, id))!;
  }

  /** The booking an Idempotency-Key was first used for, answered again (422 for another request under it). */
  async function replayOf(actor: AuthUser, idempotencyKey: string, hash: string) {
    const existing = await bookingsRepository.findByIdempotencyKey(db, actor.id, idempotencyKey);
    if (!existing) return undefined;
    assertSameRequest(existing, hash);
    return { ...(await replay(existing.id)), seriesBooked: 0, replayed: true };
  }

  /** What the job costs and how long it takes: the catalogue's quote, the coupon's discount, the duration. */
  async function priceOf(actor: AuthUser, input: CreateBookingParsed, client: { ip?: string }) {
    const quote = await deps.catalogue.quote(input.serviceId, {
      ...(isUuid(input.packageId) ? { packageId: input.packageId } : { packageName: input.packageId }),
      quantity: input.areaSqft,
      addonNames: input.addons,
      quantityField: 'areaSqft',
    });
    // ₹0 is for re-cleans (createFreeRevisit) and 100% coupons only, never a package priced at nothing.
    if (quote.totalPaise <= 0)
      throw new AppError('PRICE_NOT_AVAILABLE', 400, serverMessages.noPrice, [
        { field: 'packageId', message: serverMessages.noPrice },
      ]);
    const couponCheck = input.couponCode
      ? await deps.coupons.validate(input.couponCode, actor.id, quote.totalPaise, undefined, client)
      : null;
    const discountPaise = couponCheck?.discountPaise ?? 0;
    const durationMinutes = Math.max(
      1,
      jobDurationMinutes({ pricingType: quote.service.pricingType, ...quote.pkg }, input.areaSqft),
    );
    return { quote, couponCheck, discountPaise, durationMinutes };
  }

  type Price = Awaited<ReturnType<typeof priceOf>>;

  /** The values every visit of this booking shares (a series' later visits add only their date). */
  function visitValues(
    actor: AuthUser,
    input: CreateBookingParsed,
    price: Price,
    holdExpiresAt: Date | null,
  ) {
    const { quote, durationMinutes } = price;
    return {
      userId: actor.id,
      serviceId: quote.service.id,
      packageId: quote.pkg.id,
      serviceName: quote.service.name,
      packageName: quote.pkg.name,
      packageDescription: quote.pkg.description,
      packageDuration: quote.pkg.duration,
      addons: quote.addons.map((a) => ({ name: a.name, pricePaise: a.pricePaise })),
      customerName: input.customerName || actor.name,
      customerEmail: input.customerEmail || actor.email,
      phoneNumber: input.phoneNumber,
      addressLine1: input.address.line1,
      addressLine2: input.address.line2,
      city: input.address.city,
      state: input.address.state,
      pincode: input.address.pincode,
      addressLatitude: input.address.latitude ?? null,
      addressLongitude: input.address.longitude ?? null,
      areaSqft: input.areaSqft,
      measurementUnit: quote.service.measurementUnit,
      scheduledTime: input.scheduledTime,
      instructions: input.instructions,
      frequency: input.frequency,
      basePaise: quote.totalPaise,
      totalPaise: quote.totalPaise,
      durationMinutes,
      crewSize: quote.pkg.crewSize,
      // A series' later visits are held with the first and confirmed or released with it.
      holdExpiresAt,
    } satisfies Omit<NewBooking, 'scheduledDate' | 'startCode'>;
  }

  /**
   * A series' later visits, each with its crew held; a visit with no free crew is skipped, not the whole
   * series (a savepoint undoes just it). Each visit tried is added to `settle`. Answers how many were booked.
   */
  async function bookSeriesVisits(
    tx: DbOrTx,
    series: {
      actor: AuthUser;
      values: Omit<VisitValues, 'scheduledDate'>;
      firstDate: string;
      frequency: Parameters<typeof seriesDates>[1];
    },
    holdCrew: (tx: DbOrTx, row: BookingRow) => Promise<{ row: BookingRow }>,
    settle: string[],
  ): Promise<number> {
    const { actor } = series;
    let seriesBooked = 0;
    for (const date of seriesDates(series.firstDate, series.frequency)) {
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
          note: 'Recurring visit',
        });
      }
    }
    return seriesBooked;
  }

  /** One visit's plan of create: what bookFirstVisit writes. */
  interface FirstVisitPlan {
    actor: AuthUser;
    input: CreateBookingParsed;
    /** Waits for its payment choice: tells nobody yet. */
    held: boolean;
    firstValues: VisitValues & { id: string };
    base: Omit<VisitValues, 'scheduledDate'>;
    couponCheck: Price['couponCheck'];
    oneTimeEmail: Awaited<ReturnType<typeof bookingReceivedEmail>> | null;
    holdCrew: (
      tx: DbOrTx,
      row: BookingRow,
      opts: { savepoint: boolean },
    ) => Promise<{ row: BookingRow; crew: CrewMember[] }>;
  }

  /**
   * One attempt of create, in its transaction: the booking, its event, its email and, last, its crew, so the
   * crew's hold (which a concurrent booking of the same cleaner waits on) is held only until the commit right
   * after it; then a series' later visits.
   */
  async function bookFirstVisit(tx: DbOrTx, plan: FirstVisitPlan, settle: string[]) {
    const { actor, input, held, firstValues, base, couponCheck, oneTimeEmail, holdCrew } = plan;
    if (held) await holds.assertUnderCap(tx, actor.id);
    const seriesId =
      input.frequency === 'one-time'
        ? null
        : await bookingsRepository.insertSeries(tx, actor.id, input.frequency as 'weekly');
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
            firstDate: input.scheduledDate,
            frequency: input.frequency,
          },
          (sp, row) => holdCrew(sp, row, { savepoint: true }),
          settle,
        )
      : 0;
    if (!held) {
      await notify.received(tx, first.row, seriesBooked);
    }
    return { ...first, seriesBooked };
  }

  /**
   * One attempt of a held one-time booking in two statements and no transaction around them: the crew search
   * (the calendars, read as any transaction here would read them, with the area's rules beside them, checked
   * first) and one statement that checks the account's
   * hold cap, inserts the booking, its history line and its crew's holds (bookingsRepository.insertHeldVisit).
   * The database keeps the rules: the cap's row lock and count, the exclusion constraint on the holds (a race
   * lost to it is retried by withCrewHold like a transaction's). The same rows as bookFirstVisit writes.
   */
  async function bookHeldVisit(
    actor: AuthUser,
    firstValues: Omit<HeldVisitValues, 'startsAt' | 'endsAt' | 'startCode'>,
    area: ReturnType<ServiceAreaService['bookableCheck']>,
  ): Promise<{ row: BookingRow; crew: CrewMember[] }> {
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

  /** The new booking as answered: from what was written and the cached catalogue, no reads after the commit. */
  async function answerOf(row: BookingRow, service: Price['quote']['service']): Promise<BookingDetail> {
    if (deps.autoAssign) return (await bookingsRepository.findDetail(db, row.id))!;
    return {
      booking: row,
      service: { id: service.id, name: service.name, description: service.description, slug: service.slug },
      cleaner: null,
    };
  }

  async function create(
    actor: AuthUser,
    input: CreateBookingParsed,
    idempotencyKey?: string,
    options: CreateBookingOptions = {},
  ): Promise<{ booking: BookingDetail; crew: CrewMember[]; seriesBooked: number; replayed: boolean }> {
    const idempotencyHash = idempotencyKey ? requestHash(input) : null;
    if (idempotencyKey) {
      const replayed = await replayOf(actor, idempotencyKey, idempotencyHash!);
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
    const areaCheck = () => deps.area.assertBookable(input.address.pincode, input.scheduledDate);
    if (!oneStatement) await areaCheck();
    const { latitude, longitude, pincode } = input.address;
    if (latitude != null && longitude != null)
      await deps.area
        .assertPointInReach(pincode, { lat: latitude, lng: longitude }, 'address.latitude')
        .catch(async (error: unknown) => {
          // The area's own refusals come first, as on the other path.
          if (oneStatement) await areaCheck();
          throw error;
        });
    const price = await priceOf(actor, input, options.client ?? {}).catch(async (error: unknown) => {
      if (oneStatement) await areaCheck();
      throw error;
    });
    const { quote, couponCheck, discountPaise, durationMinutes } = price;
    try {
      deps.crew.assertBookable({ ...input, durationMinutes, crewSize: quote.pkg.crewSize });
    } catch (error) {
      if (oneStatement) await areaCheck();
      throw error;
    }
    const base = visitValues(actor, input, price, held ? holds.holdUntil(now) : null);

    const holdCrew = (tx: DbOrTx, row: BookingRow, opts: { savepoint: boolean }) =>
      holdCrewFor(tx, row, now, { ...opts, notify: !held });

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
    const customerEmail = firstValues.customerEmail || actor.email;
    // A one-time booking's email is rendered before the transaction opens (the id is chosen here), so the
    // transaction holds its connection, and soon its crew, only for the statements themselves.
    const oneTimeEmail =
      input.frequency === 'one-time' && !held
        ? await bookingReceivedEmail(customerEmail, { ...firstValues, calendarSequence: 0 }, deps.brand)
        : null;

    try {
      return await withCrewHold(
        firstValues.id,
        async (settle) => {
          if (oneStatement) {
            const area = deps.area.bookableCheck(input.address.pincode, input.scheduledDate);
            const { row, crew } = await bookHeldVisit(actor, firstValues, area).catch(
              async (error: unknown) => {
                // A date the calendars cannot even be read for (9999-12-31: its search window leaves
                // PostgreSQL's range) is the area check's 400 (past the horizon), as it was before the read.
                if (!(error instanceof AppError) && !isHoldConflict(error)) await areaCheck();
                throw error;
              },
            );
            return { booking: await answerOf(row, quote.service), crew, seriesBooked: 0, replayed: false };
          }
          const plan = { actor, input, held, firstValues, base, couponCheck, oneTimeEmail, holdCrew };
          const result = await db.transaction((tx) => bookFirstVisit(tx, plan, settle));
          const booking = await answerOf(result.row, quote.service);
          return { booking, crew: result.crew, seriesBooked: result.seriesBooked, replayed: false };
        },
        { retry: true },
      );
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'bookings_idempotency_uq')) {
        const replayed = await replayOf(actor, idempotencyKey, idempotencyHash!);
        if (replayed) return replayed;
      }
      throw error;
    }
  }

  return {
    requireVisible,
    create,
    /** Confirmation and release of site bookings waiting for their payment choice. */
    holds,
    createFreeRevisit,
    listEvents: (bookingId: string) => bookingsRepository.listEvents(db, bookingId),
    crewsOf: (bookingIds: string[]) => schedule.crewsOf(db, bookingIds),

    list(
      actor: AuthUser,
      filter: { status?: string; date?: string; q?: string; page: number; size: number },
    ) {
      const { page, size, ...rest } = filter;
      const paging = { limit: size, offset: (page - 1) * size };
      if (actor.role === 'client') return bookingsRepository.list(db, { ...rest, userId: actor.id }, paging);
      if (actor.role === 'cleaner')
        return bookingsRepository.list(db, { ...rest, cleanerId: actor.id }, paging);
      return bookingsRepository.list(db, rest, paging);
    },

    /** Start times of a day for a package and quantity (the service's shortest package without one). */
    async availability(query: { date: string; serviceId?: string; packageId?: string; quantity?: number }) {
      if (!isValidDate(query.date)) throw new AppError('INVALID_DATE', 400, 'Date is not a real date');
      const job = query.serviceId
        ? await deps.crew.resolveJob(query.serviceId, query.packageId, query.quantity)
        : { durationMinutes: 60, crewSize: 1 };
      return { ...job, slots: await deps.crew.availability(query.date, job) };
    },

    /** Records how the customer pays; pay after service stays unpaid until then. */
    async completePayment(actor: AuthUser, bookingId: string, paymentMethod: string): Promise<BookingDetail> {
      const { booking } = await requireVisible(actor, bookingId);
      if (actor.role === 'client' && booking.userId !== actor.id)
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      if (booking.status === 'cancelled')
        throw new AppError('BOOKING_CANCELLED', 400, 'This booking has already been cancelled.');
      if (booking.paymentStatus === 'paid') throw conflict('This booking is already paid.', 'ALREADY_PAID');
      const method = paymentMethod === 'demo' ? 'pay_after_service' : paymentMethod;
      await db.transaction(async (tx) => {
        // Pay after service chosen for a series holds for each of its visits (each paid at its visit).
        if (method === 'pay_after_service')
          await bookingsRepository.setPaymentMethodOfGroup(tx, booking, {
            paymentMethod: method,
            updatedAt: clock.now(),
          });
        else
          await bookingsRepository.update(tx, booking.id, { paymentMethod: method, updatedAt: clock.now() });
        // Pay after service chosen: the booking is confirmed (once). An online method waits for its capture.
        if (method === 'pay_after_service') await holds.confirm(tx, booking);
      });
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    async getPending(userId: string) {
      return (await bookingsRepository.findPending(db, userId))?.payload ?? null;
    },

    async savePending(userId: string, payload: Record<string, unknown>) {
      if (JSON.stringify(payload).length > 20_000)
        throw new AppError('PENDING_TOO_LARGE', 400, 'The booking details are too large.');
      await bookingsRepository.savePending(db, userId, payload, clock.now());
    },

    deletePending: (userId: string) => bookingsRepository.deletePending(db, userId),

    /** After login, a guest's stored booking becomes a real one (or a clear 400 when it no longer validates). */
    async completePending(actor: AuthUser) {
      const row = await bookingsRepository.findPending(db, actor.id);
      if (!row) throw notFound('No pending booking', 'NO_PENDING_BOOKING');
      const parsed = createBookingInputSchema.safeParse(row.payload);
      if (!parsed.success) {
        await bookingsRepository.deletePending(db, actor.id);
        throw new AppError(
          'PENDING_INVALID',
          400,
          parsed.error.issues[0]?.message ?? 'The saved booking is incomplete.',
        );
      }
      const result = await create(actor, parsed.data, `pending-${row.createdAt.getTime()}`);
      await bookingsRepository.deletePending(db, actor.id);
      return result;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
