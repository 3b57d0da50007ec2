import { useQuery } from '@tanstack/react-query';
import type { PlanDiscountsDto } from '../../../../shared/api-series';
import { memberDiscountPaise } from '../../../../shared/domain/membership';
import { useActiveMembership } from '../../../lib/use-membership';
import type { Frequency } from '../../../../shared/schemas/booking';
import { planDiscountPaise } from '../../../../shared/domain/series-plan';
import { paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/react';
import { BOOKING_NS } from '../../../i18n/namespaces/booking';
import { bookingFlowKeys } from './booking-flow-keys';

/** GET /api/plans/discounts: a new plan's discount on every visit, per frequency (whole percent). */
export const usePlanDiscounts = () =>
  useQuery({
    queryKey: bookingFlowKeys.planDiscounts(),
    // Not parsed with zod: the booking page's chunk stays without it (as get-offers).
    queryFn: () => api.get<{ data: PlanDiscountsDto }>('/api/plans/discounts').then((r) => r.data),
    staleTime: 60_000,
  });

/**
 * The plan's discount on one visit of `price` rupees, by the server's own rule (shared planDiscountPaise):
 * none for a one-time booking or before the table has loaded.
 */
export function usePlanDiscount(frequency: Frequency, price: number) {
  const table = usePlanDiscounts().data;
  const percent = frequency === 'one-time' || !table ? 0 : table[frequency];
  const amount = price > 0 ? paiseToRupees(planDiscountPaise(rupeesToPaise(price), percent)) : 0;
  return { percent, amount, table };
}

/** 'Weekly · save 10%': a frequency's name with its plan's discount, where it has one. */
export function useFrequencyChoice() {
  const { t } = useTranslation(BOOKING_NS);
  const table = usePlanDiscounts().data;
  return (f: Frequency) => {
    const percent = f === 'one-time' || !table ? 0 : table[f];
    const name = t(`frequency.${f}`);
    return percent > 0 ? `${name} · ${t('series.save', { percent })}` : name;
  };
}

/**
 * A signed-in Chamak Plus member's discount on one visit of `price` rupees, by the server's own rule (shared
 * memberDiscountPaise on the list price): none for anyone else, or while the membership's perks are off.
 */
export function useMemberDiscount(price: number) {
  const percent = useActiveMembership()?.plan.discountPercent ?? 0;
  const amount = price > 0 ? paiseToRupees(memberDiscountPaise(rupeesToPaise(price), percent)) : 0;
  return { percent, amount };
}
