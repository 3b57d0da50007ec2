import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '../../../../shared/money';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { checkReferralCode } from '../api/auth-api';
import { authKeys } from '../api/auth-keys';

/**
 * The signup link's referral code, checked first: a valid one is sent with the signup and its reward shown;
 * one that is not valid is said so and left out, so it never blocks the signup (decision 044).
 */
export function useReferralCode(code: string | null) {
  const check = useQuery({
    queryKey: authKeys.referral(code ?? ''),
    queryFn: () => checkReferralCode(code!),
    enabled: !!code,
    retry: false,
    staleTime: Infinity,
  });
  // Sent while the check is on its way too: the server refuses a wrong one with its message.
  return { check, send: code && !check.isError ? code : undefined };
}

export function ReferralNote({ check }: { check: ReturnType<typeof useReferralCode>['check'] }) {
  const { t } = useTranslation(AUTH_NS);
  if (check.data)
    return (
      <p
        role="status"
        data-testid="referral-note"
        className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        {t('signup.referred', { amount: formatRupees(check.data.refereeRewardRupees * 100) })}
      </p>
    );
  if (check.isError)
    return (
      <p
        role="status"
        className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        {t('signup.referralInvalid')}
      </p>
    );
  return null;
}
