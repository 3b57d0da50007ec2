import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redactedEmail, redactedText } from './message-redaction.repository';
import {
  addresses,
  bookingRatings,
  bookings,
  bookingSeries,
  complaints,
  emailChanges,
  invoices,
  notificationPreferences,
  outboxEmails,
  outboxTexts,
  passwordResets,
  payments,
  pendingBookings,
  phoneCodes,
  refunds,
  tips,
  users,
  verifiedMobiles,
} from '../../db/schema/index';

/** What an account's deletion must look at: its visits that are not over. */
export type OpenVisit = Pick<
  typeof bookings.$inferSelect,
  'id' | 'status' | 'scheduledDate' | 'scheduledTime' | 'endsAt'
>;

/**
 * One customer's rows across the features, for their data export and their account's erasure
 * (DPDP Act 2023). Reads are the owner's rows only: every query is keyed by the account's id.
 */
export const accountDataRepository = {
  /** Locks the account row: a deletion and a booking by the same account wait for each other. */
  async lockUser(tx: DbOrTx, userId: string) {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  openVisits(db: DbOrTx, userId: string): Promise<OpenVisit[]> {
    return db
      .select({
        id: bookings.id,
        status: bookings.status,
        scheduledDate: bookings.scheduledDate,
        scheduledTime: bookings.scheduledTime,
        endsAt: bookings.endsAt,
      })
      .from(bookings)
      .where(
        and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'assigned', 'in-progress'])),
      )
      .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime));
  },

  /**
   * Erases what identifies the person and keeps what the law needs kept: the account row stays (bookings,
   * payments, receipts and tax invoices point to it) with a placeholder name and an address that cannot
   * receive mail; every token stops working; addresses, preferences (WhatsApp consent included), a
   * parked booking and reset codes go. Bookings keep service, dates, amounts and city/state/pincode (the
   * place of supply); issued invoices are snapshots and are not touched.
   */
  async erase(tx: DbOrTx, userId: string, now: Date) {
    // RFC 2606 keeps .invalid unroutable; the id keeps the unique index happy and frees the real address.
    const placeholder = `deleted-${userId}@deleted.invalid`;
    await redactMessages(tx, userId, placeholder);
    await tx
      .update(users)
      .set({
        name: 'Deleted customer',
        email: placeholder,
        phone: '',
        // Not an argon2 hash: no password verifies against it.
        passwordHash: '!deleted',
        mustChangePassword: false,
        isActive: false,
        deletedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(pendingBookings).where(eq(pendingBookings.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(verifiedMobiles).where(eq(verifiedMobiles.userId, userId));
    await tx
      .update(bookings)
      .set({
        customerName: '',
        // A mail about the booking sent later (a refund confirmed by the provider) fails at once in the outbox.
        customerEmail: placeholder,
        phoneNumber: '',
        addressLine1: '',
        addressLine2: '',
        // The exact point says where the customer lived as plainly as the street did.
        addressLatitude: null,
        addressLongitude: null,
        instructions: '',
        updatedAt: now,
      })
      .where(eq(bookings.userId, userId));
    // The stars stay with the crew's record; the words were the customer's.
    await tx.update(bookingRatings).set({ comment: '' }).where(eq(bookingRatings.userId, userId));
    await tx
      .update(bookingSeries)
      .set({ cancelledAt: now })
      .where(and(eq(bookingSeries.userId, userId), isNull(bookingSeries.cancelledAt)));
  },

  async exportRows(db: DbOrTx, userId: string) {
    const own = eq(bookings.userId, userId);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [preferences] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return {
      user,
      preferences,
      addresses: await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt)),
      bookings: await db.select().from(bookings).where(own).orderBy(asc(bookings.createdAt)),
      payments: await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(bookings, eq(payments.bookingId, bookings.id))
        .where(own)
        .orderBy(asc(payments.createdAt)),
      refunds: await db
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(bookings, eq(refunds.bookingId, bookings.id))
        .where(own)
        .orderBy(asc(refunds.createdAt)),
      documents: await db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(bookings, eq(invoices.bookingId, bookings.id))
        .where(own)
        .orderBy(asc(invoices.createdAt)),
      tips: await db.select().from(tips).where(eq(tips.userId, userId)).orderBy(asc(tips.createdAt)),
      ratings: await db
        .select()
        .from(bookingRatings)
        .where(eq(bookingRatings.userId, userId))
        .orderBy(asc(bookingRatings.createdAt)),
      complaints: await db
        .select()
        .from(complaints)
        .where(eq(complaints.userId, userId))
        .orderBy(asc(complaints.createdAt)),
    };
  },
};

/** What a redacted message says in the admin outbox instead of what it said. */
export const REDACTED_MESSAGE = '[removed: the account was deleted]';

/**
 * The person's mail and texts in the outboxes (to their address or number, or about their bookings)
 * that were sent or gave up: the address, number and words go; kind, channel, status and times stay for
 * the delivery record. Those still queued are the deletion's own notices (the visits it cancelled and
 * refunded): they go out as they are, to the person they are about.
 */
async function redactMessages(tx: DbOrTx, userId: string, placeholder: string) {
  const [person] = await tx
    .select({ email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  const [verified] = await tx
    .select({ number: verifiedMobiles.number })
    .from(verifiedMobiles)
    .where(eq(verifiedMobiles.userId, userId));
  const theirBookings = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  const addressesOf = [person.email, person.pendingEmail].filter((a): a is string => !!a);
  // Only the number they proved: customers' texts go to it alone, and a typed profile phone may be anyone's.
  const numbers = verified ? [verified.number] : [];

  await tx
    .update(outboxEmails)
    .set(redactedEmail(placeholder, REDACTED_MESSAGE))
    .where(
      and(
        inArray(outboxEmails.status, ['sent', 'failed']),
        or(inArray(outboxEmails.to, addressesOf), inArray(outboxEmails.bookingId, theirBookings)),
      ),
    );
  await tx
    .update(outboxTexts)
    .set(redactedText(REDACTED_MESSAGE))
    .where(
      and(
        inArray(outboxTexts.status, ['sent', 'failed']),
        or(
          numbers.length ? inArray(outboxTexts.to, numbers) : sql`false`,
          inArray(outboxTexts.bookingId, theirBookings),
        ),
      ),
    );
}
