import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeSent, PhoneStatus } from '../../../../shared/schemas/phone-verification';
import { api } from '../../../lib/api-client';
import { phoneVerificationKeys } from './phone-verification-keys';

/** Keyed by the profile's phone: a changed phone is unverified again, so its status is fetched anew. */

export const getPhoneStatus = () => api.get<{ data: PhoneStatus }>('/api/users/phone').then((r) => r.data);
export const sendPhoneCode = () =>
  api.post<{ data: PhoneCodeSent }>('/api/users/phone/send-code').then((r) => r.data);
export const verifyPhoneCode = (code: string) =>
  api.post<{ data: PhoneStatus }>('/api/users/phone/verify', { code }).then((r) => r.data);

export const usePhoneStatus = (phone: string, enabled: boolean) =>
  useQuery({ queryKey: phoneVerificationKeys.status(phone), queryFn: getPhoneStatus, enabled });

export function useVerifyPhoneCode(phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: (status) => client.setQueryData(phoneVerificationKeys.status(phone), status),
  });
}
