import type { Db } from '../../db/client';
import type { ProviderSubscription, SubscriptionCalls } from './provider';
import {
  sandboxSubscriptionsRepository as repo,
  type SandboxSubscriptionRow,
} from './sandbox-subscriptions.repository';
import { hmacSha256Hex } from './signature';

/** Failed charges Razorpay retries before it halts a subscription (pending in between). */
export const SANDBOX_CHARGE_ATTEMPTS = 4;
const DAY_MS = 86_400_000;

type Emit = (event: string, payload: Record<string, unknown>) => Promise<void>;
type NewId = (prefix: 'plan' | 'sub' | 'pay') => string;

/** Razorpay's subscription signature from the checkout: HMAC of `${payment_id}|${subscription_id}`. */
export const subscriptionSignature = (secret: string, paymentId: string, subscriptionId: string) =>
  hmacSha256Hex(secret, `${paymentId}|${subscriptionId}`);

export interface SandboxSubscriptions extends SubscriptionCalls {
  /**
   * Plays Razorpay's checkout for a subscription: the customer approves the UPI AutoPay mandate
   * (subscription.authenticated) and the first charge is taken (subscription.activated, .charged).
   * A declined mandate changes nothing (Razorpay leaves the subscription created).
   */
  subscriptionCheckout(input: {
    subscriptionId: string;
    outcome: 'success' | 'failure';
  }): Promise<{ paymentId: string; signature: string | null }>;
  /**
   * The next cycle's charge, as Razorpay takes it on charge_at: paid (subscription.charged) or failed
   * (subscription.pending, retried; halted after SANDBOX_CHARGE_ATTEMPTS failures). A subscription set
   * to cancel at the cycle's end is cancelled instead.
   */
  chargeSubscription(subscriptionId: string, outcome: 'success' | 'failure'): Promise<string>;
}

/** Razorpay Subscriptions as the sandbox plays them: its rows in our database, its webhooks signed. */
export function createSandboxSubscriptions(opts: {
  db: Db;
  secret: string;
  now: () => Date;
  emit: Emit;
  newId: NewId;
}): SandboxSubscriptions {
  const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  const toProvider = (r: SandboxSubscriptionRow): ProviderSubscription => ({
    id: r.id,
    planId: r.planId,
    status: r.status,
    currentStart: seconds(r.currentStart),
    currentEnd: seconds(r.currentEnd),
    chargeAt: seconds(r.chargeAt),
    paidCount: r.paidCount,
    shortUrl: null,
  });
  const entity = (r: SandboxSubscriptionRow) => ({
    entity: {
      id: r.id,
      entity: 'subscription',
      plan_id: r.planId,
      status: r.status,
      current_start: seconds(r.currentStart),
      current_end: seconds(r.currentEnd),
      charge_at: seconds(r.chargeAt),
      total_count: r.totalCount,
      paid_count: r.paidCount,
      remaining_count: r.totalCount - r.paidCount,
      customer_notify: 1,
      notes: r.notes,
      payment_method: 'upi',
    },
  });
  const payment = (r: SandboxSubscriptionRow, id: string, status: 'captured' | 'failed') => ({
    entity: {
      id,
      entity: 'payment',
      amount: r.amountPaise,
      currency: 'INR',
      status,
      method: 'upi',
      captured: status === 'captured',
      recurring: true,
      error_description: status === 'failed' ? 'UPI AutoPay debit declined in the sandbox' : null,
      created_at: seconds(opts.now()),
    },
  });

  /** A paid cycle: the period moves on by one, and the next charge is due at its end. */
  async function paid(r: SandboxSubscriptionRow, paymentId: string) {
    const start = opts.now();
    const end = new Date(start.getTime() + r.periodDays * DAY_MS);
    const paidCount = r.paidCount + 1;
    const done = paidCount >= r.totalCount;
    const wasActive = r.status === 'active';
    const row = await repo.update(opts.db, r.id, {
      status: done ? 'completed' : 'active',
      paidCount,
      failedAttempts: 0,
      currentStart: start,
      currentEnd: end,
      chargeAt: done ? null : end,
    });
    if (!wasActive) await opts.emit('subscription.activated', { subscription: entity(row) });
    await opts.emit('subscription.charged', {
      subscription: entity(row),
      payment: payment(row, paymentId, 'captured'),
    });
    if (done) await opts.emit('subscription.completed', { subscription: entity(row) });
  }

  async function requireRow(id: string) {
    const r = await repo.find(opts.db, id);
    if (!r) throw new Error(`no sandbox subscription ${id}`);
    return r;
  }

  return {
    async createPlan() {
      return { id: opts.newId('plan') };
    },

    async createSubscription({ planId, totalCount, notes }) {
      // The sandbox's plans carry their terms in the notes we give them (amount, days per period).
      const row = await repo.insert(opts.db, {
        id: opts.newId('sub'),
        planId,
        amountPaise: Number(notes.amount_paise) || 0,
        periodDays: Number(notes.period_days) || 30,
        totalCount,
        notes,
      });
      return toProvider(row);
    },

    async fetchSubscription(id) {
      const r = await repo.find(opts.db, id);
      return r ? toProvider(r) : null;
    },

    async cancelSubscription(id, atCycleEnd) {
      const r = await requireRow(id);
      if (r.status === 'cancelled' || r.status === 'completed') return toProvider(r);
      if (atCycleEnd && r.status === 'active')
        return toProvider(await repo.update(opts.db, id, { cancelAtCycleEnd: true }));
      const row = await repo.update(opts.db, id, { status: 'cancelled', chargeAt: null });
      await opts.emit('subscription.cancelled', { subscription: entity(row) });
      return toProvider(row);
    },

    async subscriptionCheckout({ subscriptionId, outcome }) {
      const r = await requireRow(subscriptionId);
      const paymentId = opts.newId('pay');
      if (outcome === 'failure' || r.status !== 'created') return { paymentId, signature: null };
      const authenticated = await repo.update(opts.db, r.id, { status: 'authenticated' });
      await opts.emit('subscription.authenticated', { subscription: entity(authenticated) });
      await paid(authenticated, paymentId);
      return { paymentId, signature: subscriptionSignature(opts.secret, paymentId, subscriptionId) };
    },

    async chargeSubscription(subscriptionId, outcome) {
      const r = await requireRow(subscriptionId);
      const paymentId = opts.newId('pay');
      if (r.cancelAtCycleEnd) {
        const row = await repo.update(opts.db, r.id, { status: 'cancelled', chargeAt: null });
        await opts.emit('subscription.cancelled', { subscription: entity(row) });
        return paymentId;
      }
      if (outcome === 'success') {
        await paid(r, paymentId);
        return paymentId;
      }
      const failedAttempts = r.failedAttempts + 1;
      const halted = failedAttempts >= SANDBOX_CHARGE_ATTEMPTS;
      const row = await repo.update(opts.db, r.id, {
        failedAttempts,
        status: halted ? 'halted' : 'pending',
        chargeAt: halted ? null : new Date(opts.now().getTime() + DAY_MS),
      });
      await opts.emit(halted ? 'subscription.halted' : 'subscription.pending', {
        subscription: entity(row),
        payment: payment(row, paymentId, 'failed'),
      });
      return paymentId;
    },
  };
}
