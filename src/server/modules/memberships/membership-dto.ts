import type { MembershipDto, MembershipPlanDto } from '../../../shared/api-memberships';
import { perksActive } from '../../../shared/domain/membership';
import { paiseToRupees } from '../../../shared/money';
import { membershipTexts as t } from '../../../shared/schemas/memberships';
import type { ChargeRow, MembershipRow, PlanRow } from './memberships.repository';

export const toPlanDto = (p: PlanRow): MembershipPlanDto => ({
  id: p.id,
  name: p.name,
  period: p.period,
  price: paiseToRupees(p.pricePaise),
  discountPercent: p.discountPercent,
  prioritySlots: p.prioritySlots,
  recleanDays: p.recleanDays,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a halted membership says: member prices stay through the grace period, then end, in words. */
export function noticeOf(m: MembershipRow, now: Date): string | null {
  if (m.status !== 'halted') return null;
  return perksActive(m, now) ? t.haltedGrace : t.haltedEnded;
}

export function toMembershipDto(
  m: MembershipRow,
  plan: PlanRow,
  charges: ChargeRow[],
  now: Date,
): MembershipDto {
  const live = m.status === 'active' || m.status === 'authenticated' || m.status === 'pending';
  return {
    id: m.id,
    plan: toPlanDto(plan),
    status: m.status,
    subscriptionId: m.subscriptionId,
    perksActive: perksActive(m, now),
    currentPeriodEnd: iso(m.currentEnd),
    nextChargeAt: live && !m.cancelAtPeriodEnd ? iso(m.chargeAt) : null,
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    perksEndAt: iso(m.perksEndAt),
    notice: noticeOf(m, now),
    charges: charges.map((c) => ({
      paymentId: c.paymentId,
      amount: paiseToRupees(c.amountPaise),
      chargedAt: c.chargedAt.toISOString(),
    })),
  };
}
