import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';
import type { Db, DbOrTx } from '../../db/client';
import {
  PRE_DEBIT_NOTICE_HOURS,
  UPI_AUTOPAY_LIMIT_PAISE,
  perksActive,
  type PlanPeriod,
} from '../../../shared/domain/membership';
import { paiseToRupees } from '../../../shared/money';
import {
  membershipTexts as t,
  type MembershipSandboxCheckoutInput,
} from '../../../shared/schemas/memberships';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { onlinePaymentsOff, type PaymentProvider } from '../../platform/payments/provider';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider';
import { applySubscriptionEvent, subscriptionPayloadSchema } from './apply-subscription-event';
import { toMembershipDto, toPlanDto } from './membership-dto';
import { membershipsRepository as repo, type PlanRow } from './memberships.repository';

// Generic codes (NOT_FOUND, CONFLICT) with their own words: every error code ships to every public page's JS.
/** Razorpay bills a plan by months: a quarter is every 3 months. The sandbox counts days. */
const cadence: Record<PlanPeriod, { interval: number; days: number; totalCount: number }> = {
  // Ten years of cycles: Razorpay needs a count; the customer cancels when they like.
  monthly: { interval: 1, days: 30, totalCount: 120 },
  quarterly: { interval: 3, days: 91, totalCount: 40 },
};

const planNotFound = () => notFound(t.planNotFound);
const noMembership = () => notFound(t.noMembership);

/** The member discount the pricing rule is given (bookings module): read from the database, never the client. */
export function createMembershipPerks(deps: { db: Db; clock: Clock }) {
  return {
    async discountPercentFor(userId: string, db: DbOrTx = deps.db): Promise<number> {
      const latest = await repo.latestOf(db, userId);
      if (!latest || !perksActive(latest.membership, deps.clock.now())) return 0;
      return latest.plan.discountPercent;
    },
    /** A member's plan's re-clean window in days (a problem reported within it earns the re-clean). */
    async recleanDaysFor(userId: string, db: DbOrTx = deps.db): Promise<number> {
      const latest = await repo.latestOf(db, userId);
      if (!latest || !perksActive(latest.membership, deps.clock.now())) return 0;
      return latest.plan.recleanDays;
    },
  };
}
export type MembershipPerks = ReturnType<typeof createMembershipPerks>;

/**
 * Chamak Plus (decision 047): plans, subscribing through Razorpay Subscriptions with UPI AutoPay, the
 * status and history, cancelling at the period's end, and the subscription.* webhooks applied once.
 */
export function createMembershipsService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  graceDays: number;
  companyName: string;
}) {
  const { db, clock } = deps;
  const requireProvider = () => {
    if (!deps.provider) throw onlinePaymentsOff();
    return deps.provider;
  };

  /** The provider's plan for ours (POST /v1/plans once per provider). */
  async function providerPlanId(provider: PaymentProvider, plan: PlanRow): Promise<string> {
    if (plan.providerPlanId && plan.provider === provider.name) return plan.providerPlanId;
    const made = await provider.createPlan({
      period: 'monthly',
      interval: cadence[plan.period].interval,
      name: plan.name,
      amountPaise: plan.pricePaise,
      notes: { membership_plan_id: plan.id },
    });
    const kept = await repo.keepProviderPlan(db, plan.id, provider.name, made.id);
    return kept.providerPlanId!;
  }

  async function dtoOf(userId: string) {
    const latest = await repo.latestOf(db, userId);
    if (!latest) return null;
    const charges = await repo.chargesOf(db, latest.membership.id);
    return toMembershipDto(latest.membership, latest.plan, charges, clock.now());
  }

  return {
    async plans() {
      const rows = await repo.activePlans(db);
      return {
        plans: rows.map(toPlanDto),
        autopay: {
          limitRupees: paiseToRupees(UPI_AUTOPAY_LIMIT_PAISE),
          preDebitNoticeHours: PRE_DEBIT_NOTICE_HOURS,
        },
      };
    },

    current: (actor: AuthUser) => dtoOf(actor.id),

    /** Plan → subscription; the checkout then authorises the UPI AutoPay mandate and takes the first charge. */
    async subscribe(actor: AuthUser, planId: string) {
      const provider = requireProvider();
      const plan = await repo.findPlan(db, planId);
      if (!plan || !plan.isActive) throw planNotFound();
      const live = await repo.liveOf(db, actor.id);
      if (live && live.status !== 'created') throw conflict(t.alreadyMember);
      // A checkout left before the mandate was approved: that subscription is given up for the new one.
      if (live) {
        await provider.cancelSubscription(live.subscriptionId, false).catch(() => undefined);
        await repo.update(db, live.id, { status: 'cancelled', perksEndAt: clock.now() });
      }
      const sub = await provider.createSubscription({
        planId: await providerPlanId(provider, plan),
        totalCount: cadence[plan.period].totalCount,
        notes: {
          membership_plan_id: plan.id,
          user_id: actor.id,
          amount_paise: String(plan.pricePaise),
          period_days: String(cadence[plan.period].days),
        },
      });
      try {
        await repo.insert(db, {
          userId: actor.id,
          planId: plan.id,
          provider: provider.name,
          subscriptionId: sub.id,
          status: 'created',
        });
      } catch (error) {
        if (isUniqueViolation(error, 'memberships_one_live_uq')) {
          await provider.cancelSubscription(sub.id, false).catch(() => undefined);
          throw conflict(t.alreadyMember);
        }
        throw error;
      }
      return {
        membership: (await dtoOf(actor.id))!,
        keyId: provider.keyId,
        provider: provider.name,
        shortUrl: sub.shortUrl,
      };
    },

    /** Ends at the paid period's end (Razorpay's cancel_at_cycle_end); a never-approved one ends now. */
    async cancel(actor: AuthUser) {
      const provider = requireProvider();
      const live = await repo.liveOf(db, actor.id);
      if (!live) throw noMembership();
      if (live.cancelAtPeriodEnd) throw conflict(t.alreadyCancelled);
      const atCycleEnd = live.status === 'active' || live.status === 'pending';
      const remote = await provider.cancelSubscription(live.subscriptionId, atCycleEnd);
      const currentEnd = remote.currentEnd ? new Date(remote.currentEnd * 1000) : live.currentEnd;
      await repo.update(
        db,
        live.id,
        atCycleEnd
          ? { cancelAtPeriodEnd: true, perksEndAt: currentEnd ?? clock.now() }
          : { status: 'cancelled', perksEndAt: live.perksEndAt ?? clock.now() },
      );
      return (await dtoOf(actor.id))!;
    },

    async sandboxCheckout(actor: AuthUser, input: MembershipSandboxCheckoutInput) {
      if (deps.provider?.name !== 'sandbox') throw notFound('Not found', 'ROUTE_NOT_FOUND');
      const live = await repo.liveOf(db, actor.id);
      if (!live || live.subscriptionId !== input.subscriptionId) throw noMembership();
      if (live.status !== 'created') throw conflict(t.alreadyMember);
      const result = await (deps.provider as SandboxProvider).subscriptionCheckout(input);
      return {
        outcome: input.outcome,
        razorpaySubscriptionId: input.subscriptionId,
        razorpayPaymentId: result.paymentId,
        razorpaySignature: result.signature,
      };
    },

    /**
     * Our own pre-debit notice by email (UPI AutoPay: at least 24 hours before each charge; Razorpay sends
     * its own too): each active membership whose charge falls within two days, once per charge (the claim
     * marks it in the same statement, so two processes send it once). Run with the reminders.
     */
    async sendPreDebitNotices(): Promise<number> {
      const now = clock.now();
      const until = new Date(now.getTime() + 2 * PRE_DEBIT_NOTICE_HOURS * 3_600_000);
      return db.transaction(async (tx) => {
        const due = await repo.claimPreDebitNotices(tx, now, until);
        for (const m of due)
          await enqueueEmail(tx, {
            kind: 'membership-pre-debit',
            to: m.email,
            ...templateCall(
              'membership-pre-debit',
              { name: deps.companyName },
              {
                customerName: m.name,
                planName: m.plan_name,
                amountPaise: Number(m.price_paise),
                chargeAt: new Date(m.charge_at).toISOString(),
              },
            ),
          });
        return due.length;
      });
    },

    /** subscription.* webhooks, in the webhook's transaction (webhooks.service.ts records the event id). */
    async applyWebhook(tx: DbOrTx, event: string, payload: unknown, eventAt: Date | null) {
      if (!event.startsWith('subscription.')) return false;
      const parsed = subscriptionPayloadSchema.safeParse(payload);
      if (!parsed.success) return false;
      const result = await applySubscriptionEvent(tx, {
        event,
        payload: parsed.data,
        eventAt: eventAt ?? clock.now(),
        graceDays: deps.graceDays,
      });
      return result.changed;
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
