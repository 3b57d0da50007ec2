import { randomBytes } from 'node:crypto';
import type { AdminMembershipPlanDto } from '../../../shared/api-memberships';
import { rupeesToPaise } from '../../../shared/money';
import type { MembershipPlanInput } from '../../../shared/schemas/memberships';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../../shared/ids';
import { toPlanDto } from './membership-dto';
import { membershipsRepository as repo, type PlanRow } from './memberships.repository';

const planNotFound = () => notFound('Membership plan not found');

const valuesOf = (input: MembershipPlanInput) => ({
  name: input.name,
  period: input.period,
  pricePaise: rupeesToPaise(input.priceRupees),
  discountPercent: input.discountPercent,
  recleanDays: input.recleanDays,
  isActive: input.isActive,
});

/**
 * The owner's Chamak Plus plans (decision 047): listed with their live members, made and changed, audited.
 * Razorpay's plans cannot change their amount or period, so a change of either leaves the provider's plan
 * behind: members keep paying what they subscribed to, and the next subscriber gets a new provider plan.
 */
export function createMembershipPlans(deps: { db: Db }) {
  const { db } = deps;
  const dtoOf = (plan: PlanRow, members: number): AdminMembershipPlanDto => ({
    ...toPlanDto(plan),
    isActive: plan.isActive,
    members,
  });

  return {
    async list(): Promise<AdminMembershipPlanDto[]> {
      return (await repo.allPlansWithMembers(db)).map((r) => dtoOf(r.plan, r.members));
    },

    async create(actor: AuthUser, input: MembershipPlanInput): Promise<AdminMembershipPlanDto> {
      return db.transaction(async (tx) => {
        const plan = await repo.insertPlan(tx, {
          ...valuesOf(input),
          code: `plan-${randomBytes(5).toString('hex')}`,
        });
        await recordAudit(tx, {
          actor,
          action: 'membership.plan.create',
          entityType: 'membership_plan',
          entityId: plan.id,
          details: { ...input },
        });
        return dtoOf(plan, 0);
      });
    },

    async update(actor: AuthUser, id: string, input: MembershipPlanInput): Promise<AdminMembershipPlanDto> {
      return db.transaction(async (tx) => {
        const before = isUuid(id) ? await repo.findPlan(tx, id) : undefined;
        if (!before) throw planNotFound();
        const values = valuesOf(input);
        const billingChanged = values.pricePaise !== before.pricePaise || values.period !== before.period;
        const plan = (await repo.updatePlan(tx, id, {
          ...values,
          ...(billingChanged ? { provider: null, providerPlanId: null } : {}),
        }))!;
        await recordAudit(tx, {
          actor,
          action: 'membership.plan.update',
          entityType: 'membership_plan',
          entityId: id,
          details: { ...input, ...(billingChanged ? { newProviderPlan: true } : {}) },
        });
        const members = (await repo.allPlansWithMembers(tx)).find((r) => r.plan.id === id)?.members ?? 0;
        return dtoOf(plan, members);
      });
    },
  };
}

export type MembershipPlans = ReturnType<typeof createMembershipPlans>;
