import { useEffect, useState } from 'react';
import { formatRupees } from '../../../../shared/money';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { ApiError } from '../../../lib/api-client';
import { checkReferralCode } from '../api/auth-api';

/** What the signup page knows of its link's code: nothing yet, valid (with the new customer's reward), or not one. */
type ReferralCheck =
  | { code: string; state: 'valid'; rewardRupees: number }
  | { code: string; state: 'invalid' }
  | { code: string; state: 'unknown' };

/**
 * The signup link's referral code, checked first (no query client on this prerendered page: a plain request):
 * a valid one is sent with the signup and its reward shown; one that is not valid is said so and left out, so
 * it never blocks the signup (decision 044). Unchecked (on its way, or the check failed) it is sent: the server
 * refuses a wrong one with its message.
 */
export function useReferralCode(code: string | null) {
  const [check, setCheck] = useState<ReferralCheck | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    checkReferralCode(code).then(
      (r) => live && setCheck({ code, state: 'valid', rewardRupees: r.refereeRewardRupees }),
      (error: unknown) =>
        live &&
        setCheck({ code, state: error instanceof ApiError && error.status === 404 ? 'invalid' : 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  const current = check && check.code === code ? check : null;
  return { check: current, send: code && current?.state !== 'invalid' ? code : undefined };
}

export function ReferralNote({ check }: { check: ReferralCheck | null }) {
  const { t } = useTranslation(AUTH_NS);
  if (check?.state === 'valid')
    return (
      <p
        role="status"
        data-testid="referral-note"
        className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        {t('signup.referred', { amount: formatRupees(check.rewardRupees * 100) })}
      </p>
    );
  if (check?.state === 'invalid')
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
