import type { Db, DbOrTx } from '../../db/client';
import { bookingReference } from '../../../shared/booking-reference';
import type { PayRule } from '../../../shared/domain/cleaner-pay';
import { amountToCollectPaise } from '../../../shared/domain/pay-after-service';
import { upiPaymentLink } from '../../../shared/domain/upi-link';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import {
  collectionMessages as m,
  type BookingCollectionDto,
  type CashHeldDto,
  type CollectInput,
  type CollectionDto,
  type PayRuleDto,
  type PayRuleInput,
} from '../../../shared/schemas/collections';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { paymentReceivedEmail } from '../payments/payments.service';
import { schedule } from '../schedule/schedule.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { collectionsRepository as repo, type CollectionRow } from './collections.repository';
import { can } from '../../../shared/domain/permissions';
import { actionKeyGuard, type ClaimKey } from '../bookings/action-keys.service';

/** Issues the receipt of a payment inside the caller's transaction (invoices module). */
export type CollectionReceipts = (
  tx: DbOrTx,
  bookingId: string,
  payment: { id: string | null; reference: string | null },
) => Promise<{ id: string; serial: string }>;

export interface CollectionsDeps {
  db: Db;
  clock: Clock;
  companyName: string;
  upiVpa: string;
  publicUrl?: string;
  receipts: CollectionReceipts;
  /** The booking's documents (the receipt issued with a collection). */
  documents: (bookingId: string) => Promise<{ id: string; serial: string; kind: string }[]>;
  texts?: TextNotifications;
  /** Gives back credits the booking held for an online payment never made: the door took the whole total. */
  onCollected?: (tx: DbOrTx, booking: { id: string; userId: string }) => Promise<unknown>;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const bookingNotFound = () => notFound('Booking not found', 'BOOKING_NOT_FOUND');

type BookingRow = NonNullable<Awaited<ReturnType<typeof repo.booking>>>;

/**
 * The end of pay after service: the crew (or an admin) records the cash or UPI taken at
 * the door, once; the booking is paid, its receipt issued and the customer told in the same transaction.
 * Cash stays with the cleaner until an admin marks it handed over; the payout report subtracts it.
 */
export function createCollectionsService(deps: CollectionsDeps) {
  const { db, clock } = deps;
  const once = actionKeyGuard(db);

  async function onCrew(tx: DbOrTx, b: BookingRow, cleanerId: string) {
    return b.cleanerId === cleanerId || schedule.isAssignedTo(tx, b.id, cleanerId);
  }

  async function toDto(bookingId: string): Promise<CollectionDto | null> {
    const found = await repo.forBooking(db, bookingId);
    if (!found) return null;
    const c = found.collection;
    return {
      _id: c.id,
      bookingId: c.bookingId,
      method: c.method,
      amount: paiseToRupees(c.amountPaise),
      cleaner: c.cleanerId ? { _id: c.cleanerId, name: found.cleanerName ?? '' } : null,
      recordedBy: { _id: c.recordedBy, name: found.recorderName, role: c.recordedByRole },
      collectedAt: c.collectedAt.toISOString(),
      handedOverAt: c.handedOverAt?.toISOString() ?? null,
    };
  }

  /** The booking when the actor may see its payment: its customer, its crew, an admin; else 404. */
  async function visibleBooking(actor: AuthUser, bookingId: string) {
    const b = isUuid(bookingId) ? await repo.booking(db, bookingId) : undefined;
    if (!b) throw bookingNotFound();
    const allowed =
      can(actor.role, 'bookings.read') ||
      (actor.role === 'client' && b.userId === actor.id) ||
      (actor.role === 'cleaner' && (await onCrew(db, b, actor.id)));
    if (!allowed) throw bookingNotFound();
    return b;
  }

  async function summary(b: BookingRow): Promise<BookingCollectionDto> {
    const due = amountToCollectPaise(b);
    const [collection, documents] = await Promise.all([toDto(b.id), deps.documents(b.id)]);
    const receipt = documents.find((d) => d.kind !== 'tax_invoice');
    return {
      bookingId: b.id,
      reference: bookingReference(b.id),
      amountDue: paiseToRupees(due),
      upiLink: due
        ? upiPaymentLink({
            vpa: deps.upiVpa,
            payee: deps.companyName,
            amountPaise: due,
            transactionRef: bookingReference(b.id),
            note: `Booking ${bookingReference(b.id)}`,
          })
        : null,
      collection,
      receipt: collection && receipt ? { _id: receipt.id, serial: receipt.serial } : null,
    };
  }

  return {
    /** What is due for the booking, the company's UPI link for it, and the recorded payment if any. */
    async forBooking(actor: AuthUser, bookingId: string): Promise<BookingCollectionDto> {
      return summary(await visibleBooking(actor, bookingId));
    },

    /**
     * POST /api/bookings/:id/collect. Once per booking: the row lock queues racers, the unique key is the
     * last word. Under an Idempotency-Key (a cash collection kept on the phone without signal and sent
     * again when its answer was lost) a repeat is answered with the payment already recorded.
     */
    async collect(
      actor: AuthUser,
      bookingId: string,
      input: CollectInput,
      idempotencyKey?: string,
    ): Promise<BookingCollectionDto> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      return once(
        actor,
        idempotencyKey,
        'collect',
        bookingId,
        (claim) => collectOnce(actor, bookingId, input, claim),
        async () => summary((await repo.booking(db, bookingId))!),
      );
    },

    /** Admins: each cleaner's customers' cash not handed over yet. */
    async cashHeld(): Promise<CashHeldDto> {
      const rows = await repo.cashHeld(db);
      const byCleaner = new Map<string, CashHeldDto['cleaners'][number]>();
      for (const r of rows) {
        const entry = byCleaner.get(r.cleanerId!) ?? {
          cleanerId: r.cleanerId!,
          name: r.name,
          amount: 0,
          collections: [],
        };
        entry.amount = paiseToRupees(rupeesToPaise(entry.amount) + r.amountPaise);
        entry.collections.push({
          _id: r.id,
          bookingId: r.bookingId,
          reference: bookingReference(r.bookingId),
          amount: paiseToRupees(r.amountPaise),
          collectedAt: r.collectedAt.toISOString(),
        });
        byCleaner.set(r.cleanerId!, entry);
      }
      return { cleaners: [...byCleaner.values()] };
    },

    /** Cash per cleaner collected up to `until` and still held (the payout report subtracts it). */
    cashHeldTotals: (until: Date) => repo.cashHeldTotals(db, until),

    /**
     * The admin counted the cleaner's cash: everything held is marked handed over, audited. The amount
     * counted must be what is held, so a collection recorded meanwhile is not swept in unseen.
     */
    async handOver(actor: AuthUser, cleanerId: string, amount: number) {
      if (!isUuid(cleanerId)) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const held = await repo.lockHeld(tx, cleanerId);
        const heldPaise = held.reduce((n, r) => n + r.amountPaise, 0);
        if (!held.length || heldPaise !== rupeesToPaise(amount))
          throw conflict(m.cashHeldChanged, 'CASH_HELD_CHANGED');
        const changed = await repo.handOver(tx, cleanerId, actor.id, now);
        await recordAudit(tx, {
          actor,
          action: 'cash.handover',
          entityType: 'cleaner',
          entityId: cleanerId,
          details: { amountPaise: heldPaise, collections: changed.map((c) => c.id) },
        });
        return {
          cleanerId,
          amount: paiseToRupees(heldPaise),
          count: changed.length,
          handedOverAt: now.toISOString(),
        };
      });
    },

    /** Every cleaner's pay rule (admins). */
    async payRules(): Promise<PayRuleDto[]> {
      return (await repo.payRules(db)).map((r) => ({
        cleanerId: r.cleanerId,
        name: r.name,
        kind: r.rule?.kind ?? null,
        rate: r.rule ? paiseToRupees(r.rule.ratePaise) : null,
        updatedAt: r.rule?.updatedAt.toISOString() ?? null,
      }));
    },

    /** Rules as the payout report reads them. */
    async payRuleMap(): Promise<Map<string, PayRule>> {
      const rows = await repo.payRules(db);
      return new Map(
        rows
          .filter((r) => r.rule)
          .map((r) => [r.cleanerId, { kind: r.rule!.kind, ratePaise: r.rule!.ratePaise }]),
      );
    },

    /** An admin sets how a cleaner is paid; audited with the rule it replaced. */
    async setPayRule(actor: AuthUser, cleanerId: string, input: PayRuleInput): Promise<PayRuleDto> {
      const cleaner = isUuid(cleanerId) ? await repo.cleaner(db, cleanerId) : undefined;
      if (!cleaner || cleaner.role !== 'cleaner') throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const row = await repo.upsertPayRule(tx, {
          cleanerId,
          kind: input.kind,
          ratePaise: rupeesToPaise(input.rate),
          updatedBy: actor.id,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor,
          action: 'cleaner.pay_rule',
          entityType: 'cleaner',
          entityId: cleanerId,
          details: { kind: row.kind, ratePaise: row.ratePaise },
        });
        return row;
      });
      return {
        cleanerId,
        name: cleaner.name,
        kind: saved.kind,
        rate: paiseToRupees(saved.ratePaise),
        updatedAt: saved.updatedAt.toISOString(),
      };
    },
  };

  /** One collection: the booking locked, every rule checked, the payment recorded with its receipt. */
  async function collectOnce(
    actor: AuthUser,
    bookingId: string,
    input: CollectInput,
    claim?: ClaimKey,
  ): Promise<BookingCollectionDto> {
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        const b = await repo.lockBooking(tx, bookingId);
        if (!b) throw bookingNotFound();
        // The key is written with the payment: a refused collection leaves none, a repeat waits on it.
        await claim?.(tx, b.id);
        if (!can(actor.role, 'payments') && !(actor.role === 'cleaner' && (await onCrew(tx, b, actor.id))))
          throw forbidden(m.notCrew, 'NOT_CREW');
        if (b.status === 'cancelled') throw new AppError('BOOKING_CANCELLED', 400, m.cancelled);
        if (await repo.forBooking(tx, b.id)) throw conflict(m.alreadyCollected, 'ALREADY_COLLECTED');
        // Not recorded at the door (checked above), so paid by the customer's online payment.
        if (b.paymentStatus === 'paid') throw conflict(m.alreadyPaidOnline, 'ALREADY_PAID_ONLINE');
        if (b.paymentStatus !== 'unpaid') throw conflict(m.alreadyPaid, 'ALREADY_PAID');
        if (b.paymentMethod !== 'pay_after_service' || b.holdExpiresAt)
          throw new AppError('NOT_PAY_AFTER_SERVICE', 400, m.notPayAfterService);
        const amountPaise = rupeesToPaise(input.amount);
        if (amountPaise !== b.totalPaise) throw new AppError('AMOUNT_MISMATCH', 400, m.amountMismatch);

        const row = await repo.insert(tx, {
          bookingId: b.id,
          method: input.method,
          amountPaise,
          cleanerId: actor.role === 'cleaner' ? actor.id : b.cleanerId,
          recordedBy: actor.id,
          recordedByRole: actor.role,
          collectedAt: now,
        });
        await repo.markBookingPaid(tx, b.id, now);
        await deps.onCollected?.(tx, b);
        await afterCollected(tx, actor, b, row);
      });
    } catch (error) {
      // The unique key: a racer that got past the checks (another process without the lock's view).
      if (isUniqueViolation(error, 'collections_booking_uq'))
        throw conflict(m.alreadyCollected, 'ALREADY_COLLECTED');
      throw error;
    }
    return summary((await repo.booking(db, bookingId))!);
  }

  /** The receipt, the customer's mail and text, and the audit line, in the collecting transaction. */
  async function afterCollected(tx: DbOrTx, actor: AuthUser, b: BookingRow, row: CollectionRow) {
    const reference = `${row.method.toUpperCase()}-${bookingReference(b.id)}`;
    const receipt = await deps.receipts(tx, b.id, { id: null, reference });
    await enqueueEmail(
      tx,
      paymentReceivedEmail(
        b,
        { paymentId: reference, amountPaise: row.amountPaise, method: row.method },
        deps.companyName,
        deps.publicUrl,
        receipt,
      ),
      { bookingId: b.id },
    );
    await deps.texts?.paymentReceived(tx, b, { id: row.id, amountPaise: row.amountPaise });
    await recordAudit(tx, {
      actor,
      action: 'booking.payment_collected',
      entityType: 'booking',
      entityId: b.id,
      details: { method: row.method, amountPaise: row.amountPaise, cleanerId: row.cleanerId },
    });
  }
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
