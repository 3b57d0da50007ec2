import { useQuery } from '@tanstack/react-query';
import type { MembershipDto } from '../../shared/api-memberships';
import { api } from './api-client';
import { useAuth } from './auth-store';
import { membershipKeys } from './membership-keys';

/**
 * The signed-in customer's membership while its perks apply (null otherwise, or for anyone not a customer):
 * read once a minute at most. Not parsed with zod, so the booking page's chunk stays without it.
 */
export function useActiveMembership(): MembershipDto | null {
  const auth = useAuth();
  const client = auth?.user.role === 'client';
  const membership = useQuery({
    queryKey: membershipKeys.mine(auth?.user.id ?? ''),
    queryFn: () =>
      api
        .get<{ data: { membership: MembershipDto | null } }>('/api/memberships/current')
        .then((r) => r.data.membership),
    enabled: client,
    staleTime: 60_000,
  }).data;
  return client && membership?.perksActive ? membership : null;
}
