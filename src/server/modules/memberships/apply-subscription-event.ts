import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  SUBSCRIPTION_STATUSES,
  supersedes,
  type SubscriptionStatus,
} from '../../../shared/domain/membership';
import { membershipsRepository as repo, type MembershipRow } from './memberships.repository';

const DAY_MS = 86_400_000;

/** Razorpay's subscription.* payloads: the subscription entity, and the payment on .charged. */
export const subscriptionPayloadSchema = z.object({
  subscription: z.object({
    entity: z
      .object({
        id: z.string().max(100),
        status: z.string().max(30),
        current_start: z.number().int().nullable().optional(),
        current_end: z.number().int().nullable().optional(),
        charge_at: z.number().int().nullable().optional(),
        paid_count: z.number().int().nonnegative().optional(),
      })
      .passthrough(),
  }),
  payment: z
    .object({
      entity: z
        .object({
          id: z.string().max(100),
          amount: z.number().int().nonnegative(),
          status: z.string().optional(),
        })
        .passthrough(),
    })
    .optional(),
});
export type SubscriptionPayload = z.infer<typeof subscriptionPayloadSchema>;

const statusByEvent: Record<string, SubscriptionStatus> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
  'subscription.resumed': 'active',
};

const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const isStatus = (s: string): s is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s);

/** When the perks end once this state is taken (null: they go on). */
function perksEndFor(
  row: MembershipRow,
  status: SubscriptionStatus,
  at: Date,
  currentEnd: Date | null,
  graceDays: number,
) {
  if (status === 'halted')
    return row.status === 'halted' && row.perksEndAt
      ? row.perksEndAt
      : new Date(at.getTime() + graceDays * DAY_MS);
  if (status === 'cancelled') return row.perksEndAt ?? at;
  if (status === 'completed' || status === 'expired') return currentEnd ?? at;
  if (status === 'active' || status === 'pending' || status === 'authenticated')
    return row.cancelAtPeriodEnd ? (currentEnd ?? row.perksEndAt) : null;
  return row.perksEndAt;
}

/**
 * One subscription.* webhook, inside the transaction that recorded its event id (so it is applied once).
 * Events come in any order: a charge is recorded once per payment id whenever it comes, and the state
 * moves only to a newer event's (shared/domain/membership.ts supersedes). Returns whether anything changed
 * and the row as it is now.
 */
export async function applySubscriptionEvent(
  tx: DbOrTx,
  input: { event: string; payload: SubscriptionPayload; eventAt: Date; graceDays: number },
): Promise<{ changed: boolean; row: MembershipRow | null; charged: boolean }> {
  const s = input.payload.subscription.entity;
  const row = await repo.lockBySubscription(tx, s.id);
  if (!row) return { changed: false, row: null, charged: false };
  let charged = false;
  const payment = input.payload.payment?.entity;
  if (input.event === 'subscription.charged' && payment)
    charged = await repo.insertCharge(tx, {
      membershipId: row.id,
      paymentId: payment.id,
      amountPaise: payment.amount,
      chargedAt: fromSeconds(s.current_start) ?? input.eventAt,
    });
  const status = isStatus(s.status) ? s.status : statusByEvent[input.event];
  if (
    !status ||
    !supersedes({ status: row.status, eventAt: row.lastEventAt }, { status, eventAt: input.eventAt })
  ) {
    const paidCount = Math.max(row.paidCount, s.paid_count ?? 0);
    if (paidCount === row.paidCount) return { changed: charged, row, charged };
    return { changed: true, row: await repo.update(tx, row.id, { paidCount }), charged };
  }
  const currentEnd = fromSeconds(s.current_end) ?? row.currentEnd;
  const updated = await repo.update(tx, row.id, {
    status,
    currentStart: fromSeconds(s.current_start) ?? row.currentStart,
    currentEnd,
    chargeAt: s.charge_at === undefined ? row.chargeAt : fromSeconds(s.charge_at),
    paidCount: Math.max(row.paidCount, s.paid_count ?? 0),
    haltedAt:
      status === 'halted' ? (row.haltedAt ?? input.eventAt) : status === 'cancelled' ? row.haltedAt : null,
    perksEndAt: perksEndFor(row, status, input.eventAt, currentEnd, input.graceDays),
    lastEventAt: input.eventAt,
  });
  return { changed: true, row: updated, charged };
}
