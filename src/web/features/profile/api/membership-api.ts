import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  currentMembershipSchema,
  membershipPlansSchema,
  membershipSandboxResultSchema,
  subscriptionCheckoutSchema,
} from '../../../../shared/api-memberships';
import { priceQuoteSchema } from '../../../../shared/api-bookings';
import { membershipSchema } from '../../../../shared/api-memberships';
import { parsedApi } from '../../../lib/api-parse';
import { profileKeys } from './profile-keys';

/** Chamak Plus plans and UPI AutoPay's rules. */
export const useMembershipPlans = () =>
  useQuery({
    queryKey: profileKeys.membershipPlans(),
    queryFn: () => parsedApi.get('/api/memberships/plans', membershipPlansSchema, { auth: false }),
  });

/** The customer's membership: status, next charge, charges (null when none). */
export const useCurrentMembership = () =>
  useQuery({
    queryKey: profileKeys.membership(),
    queryFn: () =>
      parsedApi.get('/api/memberships/current', currentMembershipSchema).then((d) => d.membership),
  });

function useMembershipChange<V, T>(run: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The member price of every quote changes with it.
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.membership() }),
  });
}

export const useSubscribe = (planId: string) =>
  useMembershipChange((_: void) =>
    parsedApi.post('/api/memberships', { planId }, subscriptionCheckoutSchema),
  );

/** The sandbox's stand-in for Razorpay's checkout: approve the UPI AutoPay mandate, first charge taken. */
export const useSandboxApprove = () =>
  useMembershipChange((subscriptionId: string) =>
    parsedApi.post('/api/memberships/sandbox/checkout', { subscriptionId }, membershipSandboxResultSchema),
  );

export const useCancelMembership = () =>
  useMembershipChange((_: void) => parsedApi.post('/api/memberships/current/cancel', {}, membershipSchema));

const serviceListSchema = z.object({
  services: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      pricingType: z.string(),
      packages: z.array(z.object({ name: z.string() })),
    }),
  ),
});

/**
 * A member's price for one visit, from the server's pricing rule (never worked out here): the first
 * service priced per package or per unit, its first package, one unit.
 */
export const useMemberPriceExample = (enabled: boolean) =>
  useQuery({
    queryKey: profileKeys.memberPrice(),
    enabled,
    queryFn: async () => {
      const { services } = await parsedApi.get('/api/services', serviceListSchema, { auth: false });
      const service = services.find((s) => s.pricingType !== 'sq.ft' && s.packages.length > 0);
      if (!service) return null;
      const pkg = service.packages[0]!;
      const quote = await parsedApi.post(
        `/api/services/${encodeURIComponent(service.slug)}/calculate-price`,
        { packageName: pkg.name, area: 1 },
        priceQuoteSchema,
      );
      return {
        service: service.name,
        packageName: pkg.name,
        list: quote.totalPrice,
        member: quote.memberPrice,
      };
    },
  });
