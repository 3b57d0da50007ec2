import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReferralState } from '../../../shared/domain/referrals';
import type { DbOrTx } from '../../db/client';
import {
  addresses,
  bookings,
  referralCodes,
  referralRules,
  referrals,
  users,
  verifiedMobiles,
} from '../../db/schema';

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

/** Referral codes, referrals and the owner's reward amounts. */
export const referralsRepository = {
  async codeOf(db: DbOrTx, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    return row?.code;
  },

  /** Inserts the customer's code unless they have one (a second request at once keeps the first). */
  async insertCode(db: DbOrTx, userId: string, code: string): Promise<void> {
    await db
      .insert(referralCodes)
      .values({ userId, code })
      .onConflictDoNothing({ target: referralCodes.userId });
  },

  /** The customer whose code this is: a live client account, or nothing. */
  async ownerOf(db: DbOrTx, code: string) {
    const [row] = await db
      .select({ id: users.id, role: users.role, deletedAt: users.deletedAt, isActive: users.isActive })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.userId))
      .where(eq(referralCodes.code, code));
    return row && row.role === 'client' && !row.deletedAt && row.isActive ? row : undefined;
  },

  async counts(db: DbOrTx, referrerId: string): Promise<Record<ReferralState, number>> {
    const rows = await db
      .select({ state: referrals.state, n: count() })
      .from(referrals)
      .where(eq(referrals.referrerId, referrerId))
      .groupBy(referrals.state);
    const out = { pending: 0, rewarded: 0, refused: 0 };
    for (const r of rows) out[r.state] = Number(r.n);
    return out;
  },

  /** One referral per referee: a second insert (a retried signup) does nothing. */
  async insert(tx: DbOrTx, row: NewReferral): Promise<void> {
    await tx.insert(referrals).values(row).onConflictDoNothing({ target: referrals.refereeId });
  },

  /** The referee's referral while it waits, held until the transaction ends (a second reward queues here). */
  async lockPendingOf(tx: DbOrTx, refereeId: string): Promise<ReferralRow | undefined> {
    const [row] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.refereeId, refereeId), eq(referrals.state, 'pending')))
      .for('update');
    return row;
  },

  async ofReferee(db: DbOrTx, refereeId: string): Promise<ReferralRow | undefined> {
    const [row] = await db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
    return row;
  },

  /** Decides a pending referral (only from pending: a decided one is never changed). */
  async decide(
    tx: DbOrTx,
    id: string,
    patch: Pick<
      NewReferral,
      'state' | 'refusedReason' | 'bookingId' | 'referrerRewardPaise' | 'refereeRewardPaise' | 'decidedAt'
    >,
  ): Promise<boolean> {
    const rows = await tx
      .update(referrals)
      .set(patch)
      .where(and(eq(referrals.id, id), eq(referrals.state, 'pending')))
      .returning({ id: referrals.id });
    return rows.length === 1;
  },

  /** What decides a reward: whose booking, and whether it is completed and paid (and how). */
  async booking(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select({
        id: bookings.id,
        userId: bookings.userId,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        paymentMethod: bookings.paymentMethod,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row;
  },

  /** An account's numbers: its profile phone and the mobile it proved (either may be empty). */
  async phonesOf(db: DbOrTx, userId: string): Promise<string[]> {
    const [row] = await db
      .select({ phone: users.phone, verified: verifiedMobiles.number })
      .from(users)
      .leftJoin(verifiedMobiles, eq(verifiedMobiles.userId, users.id))
      .where(eq(users.id, userId));
    return row ? [row.phone, row.verified ?? ''] : [];
  },

  /** Every place an account has: its saved addresses and its bookings' addresses. */
  async placesOf(db: DbOrTx, userId: string) {
    const [saved, booked] = await Promise.all([
      db
        .select({
          line1: addresses.line1,
          line2: addresses.line2,
          city: addresses.city,
          pincode: addresses.pincode,
        })
        .from(addresses)
        .where(eq(addresses.userId, userId)),
      db
        .selectDistinct({
          line1: bookings.addressLine1,
          line2: bookings.addressLine2,
          city: bookings.city,
          pincode: bookings.pincode,
        })
        .from(bookings)
        .where(eq(bookings.userId, userId)),
    ]);
    return [...saved, ...booked];
  },

  /** Names and emails of accounts (the rewarded customers, told by email). */
  accounts: (db: DbOrTx, ids: string[]) =>
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, ids)),

  async rules(db: DbOrTx) {
    const [row] = await db.select().from(referralRules).where(eq(referralRules.id, 1));
    return row ?? { referrerRewardPaise: 20000, refereeRewardPaise: 20000 };
  },

  async setRules(db: DbOrTx, values: { referrerRewardPaise: number; refereeRewardPaise: number }, now: Date) {
    await db
      .insert(referralRules)
      .values({ id: 1, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: referralRules.id, set: { ...values, updatedAt: now } });
  },

  /** The admin console's list: newest first, with both customers' names. */
  async list(db: DbOrTx, q: { state?: ReferralState; limit: number; offset: number }) {
    const referrer = alias(users, 'referrer');
    const referee = alias(users, 'referee');
    const where = q.state ? eq(referrals.state, q.state) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          referral: referrals,
          referrer: { id: referrer.id, name: referrer.name, email: referrer.email },
          referee: { id: referee.id, name: referee.name, email: referee.email },
        })
        .from(referrals)
        .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
        .innerJoin(referee, eq(referee.id, referrals.refereeId))
        .where(where)
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(q.limit)
        .offset(q.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
};
