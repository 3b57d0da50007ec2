import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReferralsSchema } from '../../../../shared/api-referrals';
import type { ReferralRewardsInput } from '../../../../shared/schemas/referrals';
import { api } from '../../../lib/api-client';
import { parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { toQueryString } from './get-bookings';

export type ReferralsQuery = { state?: 'pending' | 'rewarded' | 'refused'; page?: number; size?: number };

/** GET /api/admin/referrals?state&page&size: newest first, with the reward amounts. */
export const getReferrals = (q: ReferralsQuery) =>
  parsedApi.get(`/api/admin/referrals${toQueryString(q)}`, adminReferralsSchema);

export const useReferrals = (q: ReferralsQuery) =>
  useQuery({
    queryKey: adminKeys.referrals(q),
    queryFn: () => getReferrals(q),
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/referrals/rewards (the owner's). */
export const saveReferralRewards = (input: ReferralRewardsInput) =>
  api.put('/api/admin/referrals/rewards', input);

export const useSaveReferralRewards = () =>
  useAdminAction(saveReferralRewards, () => ({
    title: 'Referral rewards saved',
    message: 'New referrals are rewarded with these amounts.',
  }));
