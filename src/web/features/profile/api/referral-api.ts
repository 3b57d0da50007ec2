import { useQuery } from '@tanstack/react-query';
import { myReferralSchema } from '../../../../shared/api-referrals';
import { parsedApi } from '../../../lib/api-parse';
import { profileKeys } from './profile-keys';

/** The customer's referral code and link (made on the first ask), the rewards and how their referrals went. */
export const getMyReferral = () => parsedApi.get('/api/users/referral', myReferralSchema);
export const useMyReferral = () => useQuery({ queryKey: profileKeys.referral(), queryFn: getMyReferral });
