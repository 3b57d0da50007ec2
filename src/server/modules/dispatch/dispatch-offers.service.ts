import type { Db, DbOrTx } from '../../db/client';
import { payFor } from '../../../shared/domain/cleaner-pay';
import { chooseCrew } from '../../../shared/domain/dispatch-score';
import { distanceMetres } from '../../../shared/domain/geo';
import { isUuid } from '../../../shared/ids';
import { paiseToRupees } from '../../../shared/money';
import {
  offerMessages,
  type JobOfferDto,
  type OfferAnswerDto,
  type OpenOfferSummary,
  type PastOfferSummary,
} from '../../../shared/schemas/dispatch-offers';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { RatingStats } from '../../../shared/schemas/rating';
import { autoDispatchRepository, type DispatchBookingRow } from './auto-dispatch.repository';
import type { AutoDispatch } from './auto-dispatch.service';
import { dispatchOffersRepository as repo, type OfferRow } from './dispatch-offers.repository';

export interface DispatchOffersDeps {
  db: Db;
  clock: Clock;
  /** Auto mode's choice, its assignment path and its one alert: offers reuse all three. */
  auto: AutoDispatch;
  /** OFFER_TIMEOUT_MINUTES: an offer nobody answers in this time passes to the next crew. */
  timeoutMinutes: number;
  /** A push to one cleaner of the crew offered (the notifications module), in the offer's transaction. */
  notifyOffer(tx: DbOrTx, booking: DispatchBookingRow, cleanerId: string, offerId: string): Promise<unknown>;
}

const closed = (message: string) => new AppError('OFFER_CLOSED', 409, message);
const taken = (message: string) => new AppError('OFFER_TAKEN', 409, message);

/** Why an offer that is no longer open cannot be answered, in the cleaner's words. */
function closedError(offer: OfferRow, cleanerId: string): AppError {
  if (offer.state === 'accepted')
    return taken(offer.answeredBy === cleanerId ? offerMessages.taken : offerMessages.takenByCrew);
  if (offer.state === 'expired') return closed(offerMessages.expired);
  if (offer.state === 'declined') return closed(offerMessages.declinedAlready);
  return closed(offerMessages.withdrawn);
}

const triedWords: Record<string, string> = {
  declined: 'declined',
  expired: 'did not answer',
  withdrawn: 'could no longer take it',
};

/**
 * Offers the cleaner accepts (issue 35 item 2, DISPATCH_MODE=offer). The dispatch job offers each confirmed
 * booking to the crew auto mode would choose (same scoring, same explanation), less every cleaner offered it
 * before; one of the crew accepts (the booking is assigned through auto mode's one path) or declines, or the
 * offer lapses after OFFER_TIMEOUT_MINUTES: the next pass offers it to the next crew. When nobody is left it
 * stays unassigned with why, and admins get auto mode's one alert.
 */
export function createDispatchOffers(deps: DispatchOffersDeps) {
  const { db, clock, auto } = deps;

  /** Offers one claimed booking to its best crew not yet asked, or decides nobody can take it. */
  async function offer(tx: DbOrTx, claimed: DispatchBookingRow, stars: Map<string, RatingStats>) {
    const now = clock.now();
    const b = { ...claimed, durationMinutes: claimed.durationMinutes ?? 60 };
    const { candidates, point, names } = await auto.candidatesFor(tx, b, stars);
    const tried = await repo.triedOffers(tx, b.id);
    const asked = new Set(tried.flatMap((o) => o.cleanerIds));
    const choice = chooseCrew(
      candidates.map((c) => (asked.has(c.id) ? { ...c, free: false } : c)),
      { serviceName: b.serviceName, time: b.scheduledTime, crewSize: b.crewSize, point },
    );
    if (!choice.ok) {
      const before = tried.map(
        (o) => `${o.cleanerIds.map((id) => names.get(id) ?? 'a cleaner').join(', ')} ${triedWords[o.state]}`,
      );
      await autoDispatchRepository.insertDecision(tx, {
        bookingId: b.id,
        outcome: 'unassigned',
        explanation: before.length ? `${choice.reason} after ${before.join('; ')}` : choice.reason,
        decidedAt: now,
      });
      return 'unassigned' as const;
    }
    const row = await repo.insert(tx, {
      bookingId: b.id,
      cleanerIds: choice.crew,
      explanation: choice.explanation,
      offeredAt: now,
      expiresAt: new Date(now.getTime() + deps.timeoutMinutes * 60_000),
    });
    for (const id of choice.crew) await deps.notifyOffer(tx, b, id, row.id);
    return 'offered' as const;
  }

  /** The job's pass in offer mode: lapsed offers expire, stale ones are withdrawn, waiting bookings offered. */
  async function runDue(): Promise<number> {
    if ((await auto.mode()) !== 'offer') return 0;
    await db.transaction(async (tx) => {
      await repo.expireDue(tx, clock.now());
      await repo.withdrawStale(tx, clock.now());
    });
    const stars = await auto.stars();
    let offered = 0;
    let unassigned = 0;
    for (;;) {
      const outcome = await db.transaction(async (tx) => {
        const claimed = await repo.claimNext(tx, clock.now());
        return claimed ? offer(tx, claimed, stars) : null;
      });
      if (outcome === null) break;
      if (outcome === 'offered') offered++;
      else unassigned++;
    }
    if (unassigned > 0) await auto.alertUnassigned();
    return offered;
  }

  /** The offer made to this cleaner, locked; anyone else's (or none) is a 404 that says nothing more. */
  async function lockMine(tx: DbOrTx, offerId: string, cleanerId: string) {
    const row = isUuid(offerId) ? await repo.lockMine(tx, offerId, cleanerId) : undefined;
    if (!row) throw notFound(offerMessages.notFound, 'OFFER_NOT_FOUND');
    return row;
  }

  /**
   * One of the crew takes the job. The offer's row lock orders two accepts: the first assigns, the second
   * finds it accepted (409). A repeat by the cleaner who accepted (an offline queue's retry) is answered as
   * the first was. An offer that can no longer be kept (lapsed, the booking gone, the crew taken meanwhile)
   * is closed in the same transaction and the job woken to pass it on.
   */
  async function accept(cleanerId: string, offerId: string): Promise<OfferAnswerDto> {
    const outcome = await db.transaction(async (tx) => {
      const offer = await lockMine(tx, offerId, cleanerId);
      const answer = { _id: offer.id, bookingId: offer.bookingId, state: 'accepted' as const };
      if (offer.state === 'accepted' && offer.answeredBy === cleanerId) return { answer };
      if (offer.state !== 'open') throw closedError(offer, cleanerId);
      const now = clock.now();
      if (offer.expiresAt <= now) {
        await repo.answer(tx, offer.id, { state: 'expired' }, now);
        return { error: closed(offerMessages.expired) };
      }
      const booking = await repo.lockBooking(tx, offer.bookingId);
      if (!booking || booking.status !== 'pending' || booking.cleanerId) {
        await repo.answer(tx, offer.id, { state: 'withdrawn' }, now);
        return { error: closed(offerMessages.withdrawn) };
      }
      const people = new Map((await repo.people(tx, offer.cleanerIds)).map((p) => [p.id, p.name]));
      const crew = offer.cleanerIds.map((id) => people.get(id) ?? 'a cleaner').join(', ');
      const by = people.get(cleanerId) ?? 'a cleaner';
      const assigned = await auto.assignChosen(
        tx,
        { ...booking, durationMinutes: booking.durationMinutes ?? 60 },
        offer.cleanerIds,
        {
          note: `Accepted by ${by} from dispatch's offer to ${crew}: ${offer.explanation}`,
          explanation: `${offer.explanation}; offered to ${crew} and accepted by ${by}`,
        },
      );
      if (!assigned) {
        await repo.answer(tx, offer.id, { state: 'withdrawn' }, now);
        return { error: closed(offerMessages.crewBusy) };
      }
      await repo.answer(tx, offer.id, { state: 'accepted', answeredBy: cleanerId }, now);
      return { answer };
    });
    if ('error' in outcome) {
      await auto.wake();
      throw outcome.error;
    }
    await takeLaterVisits(outcome.answer.bookingId, offerId);
    return outcome.answer;
  }

  /**
   * A plan is offered as one: the crew that accepted one of its visits gets its later visits still waiting,
   * each in its own transaction, wherever they are free; a visit they cannot take is offered on its own.
   */
  async function takeLaterVisits(bookingId: string, offerId: string) {
    const accepted = await repo.booking(db, bookingId);
    const offer = await repo.find(db, offerId);
    if (!accepted?.seriesId || !offer) return;
    const crew = (await repo.people(db, offer.cleanerIds)).map((p) => p.name).join(', ');
    let leftOver = 0;
    for (const { id } of await repo.laterOpenVisits(db, accepted)) {
      const taken = await db.transaction(async (tx) => {
        const booking = await repo.lockBooking(tx, id);
        if (!booking || booking.status !== 'pending' || booking.cleanerId) return true;
        return auto.assignChosen(
          tx,
          { ...booking, durationMinutes: booking.durationMinutes ?? 60 },
          offer.cleanerIds,
          {
            note: `Assigned with its plan: ${crew} accepted an earlier visit`,
            explanation: `${offer.explanation}; the plan's earlier visit was accepted by ${crew}`,
          },
        );
      });
      if (!taken) leftOver++;
    }
    if (leftOver) await auto.wake();
  }

  /** One of the crew declines for the crew; the job is woken to offer it to the next. */
  async function decline(cleanerId: string, offerId: string, reason?: string): Promise<OfferAnswerDto> {
    const answer = await db.transaction(async (tx) => {
      const offer = await lockMine(tx, offerId, cleanerId);
      if (offer.state !== 'open') throw closedError(offer, cleanerId);
      const now = clock.now();
      // Past its time it has already passed on (or will at the next pass): nothing to decline.
      if (offer.expiresAt <= now) throw closed(offerMessages.expired);
      await repo.answer(
        tx,
        offer.id,
        { state: 'declined', answeredBy: cleanerId, declineReason: reason || null },
        now,
      );
      return { _id: offer.id, bookingId: offer.bookingId, state: 'declined' as const };
    });
    await auto.wake();
    return answer;
  }

  /** The cleaner's open offers: what, when, where (area only), what it pays them, how far. */
  async function listFor(cleanerId: string): Promise<JobOfferDto[]> {
    const rows = await repo.openFor(db, cleanerId, clock.now());
    return Promise.all(
      rows.map(async ({ offer, booking: b, rule }) => {
        const minutes = b.durationMinutes ?? 60;
        const point =
          b.addressLatitude !== null && b.addressLongitude !== null
            ? { lat: b.addressLatitude, lng: b.addressLongitude }
            : await autoDispatchRepository.pinCentre(db, b.pincode);
        const from = (
          await autoDispatchRepository.previousJobs(
            db,
            [cleanerId],
            b.scheduledDate,
            b.startsAt ?? new Date(0),
          )
        ).get(cleanerId);
        return {
          _id: offer.id,
          bookingId: b.id,
          serviceName: b.serviceName,
          packageName: b.packageName,
          scheduledDate: b.scheduledDate,
          scheduledTime: b.scheduledTime,
          durationMinutes: minutes,
          area: [b.city, b.pincode].filter(Boolean).join(' '),
          pay: rule ? paiseToRupees(payFor(rule, { jobs: 1, minutes })) : null,
          payRule: rule?.kind ?? null,
          distanceKm: from && point ? Math.round(distanceMetres(from, point) / 100) / 10 : null,
          crewSize: offer.cleanerIds.length,
          laterVisits: (await repo.laterOpenVisits(db, b)).length,
          expiresAt: offer.expiresAt.toISOString(),
        };
      }),
    );
  }

  /**
   * An admin takes back the booking's open offer (the crew is slow to answer, or the office knows better):
   * it becomes 'withdrawn', counted as tried, and the job is woken to offer it to the next crew.
   */
  async function withdraw(actor: AuthUser, bookingId: string): Promise<void> {
    const withdrawn = await db.transaction(async (tx) => {
      const open = isUuid(bookingId) ? await repo.lockOpenOfBooking(tx, bookingId) : undefined;
      if (!open) return false;
      await repo.answer(tx, open.id, { state: 'withdrawn' }, clock.now());
      await recordAudit(tx, {
        actor,
        action: 'dispatch.offer.withdraw',
        entityType: 'booking',
        entityId: bookingId,
        details: { offerId: open.id, crew: open.cleanerIds },
      });
      return true;
    });
    if (!withdrawn) {
      if (!isUuid(bookingId) || !(await repo.booking(db, bookingId)))
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      throw conflict(offerMessages.noOpenOffer);
    }
    await auto.wake();
  }

  /** For admins: the booking's open offer, the crew by name and until when (null when none waits). */
  async function openOfferOf(bookingId: string): Promise<OpenOfferSummary | null> {
    const row = isUuid(bookingId) ? await repo.openOfBooking(db, bookingId) : undefined;
    if (!row) return null;
    const names = new Map((await repo.people(db, row.cleanerIds)).map((p) => [p.id, p.name]));
    return {
      crew: row.cleanerIds.map((id) => names.get(id) ?? 'a cleaner'),
      explanation: row.explanation,
      offeredAt: row.offeredAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** What became of the booking's earlier offers: to whom, how it ended and when, and a decline's reason. */
  async function pastOffersOf(bookingId: string): Promise<PastOfferSummary[]> {
    const rows = isUuid(bookingId) ? await repo.closedOfBooking(db, bookingId) : [];
    if (!rows.length) return [];
    const ids = [...new Set(rows.flatMap((r) => [...r.cleanerIds, ...(r.answeredBy ? [r.answeredBy] : [])]))];
    const names = new Map((await repo.people(db, ids)).map((p) => [p.id, p.name]));
    return rows.map((r) => ({
      crew: r.cleanerIds.map((id) => names.get(id) ?? 'a cleaner'),
      state: r.state as PastOfferSummary['state'],
      offeredAt: r.offeredAt.toISOString(),
      endedAt: (r.answeredAt ?? r.expiresAt).toISOString(),
      answeredBy: r.answeredBy ? (names.get(r.answeredBy) ?? null) : null,
      declineReason: r.declineReason,
    }));
  }

  return { runDue, accept, decline, withdraw, listFor, openOfferOf, pastOffersOf };
}

export type DispatchOffers = ReturnType<typeof createDispatchOffers>;
