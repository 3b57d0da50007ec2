import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { ApiError } from '../../../lib/api-client';
import { checkReferralCode } from '../api/auth-api';

/**
 * The signup link's referral code, checked (no query client on this prerendered page: a plain request). A
 * valid one shows what the new customer gets; one that is not valid says so and tells the page to leave it out,
 * so it never blocks the signup (decision 044). Loaded only when the page has a `?ref=`: the page's JS is
 * budgeted. Whole rupees are written as the rest of the site writes them (₹1,000), not with shared/money's
 * formatRupees, whose chunk (the public pages') would be 3 KB more on this page.
 */
export default function ReferralNote({ code, onInvalid }: { code: string; onInvalid: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [check, setCheck] = useState<{ code: string; rewardRupees: number | null } | null>(null);
  useEffect(() => {
    let live = true;
    checkReferralCode(code).then(
      (r) => live && setCheck({ code, rewardRupees: r.refereeRewardRupees }),
      (error: unknown) => {
        if (!live || !(error instanceof ApiError && error.status === 404)) return;
        setCheck({ code, rewardRupees: null });
        onInvalid();
      },
    );
    return () => {
      live = false;
    };
  }, [code, onInvalid]);
  if (!check || check.code !== code) return null;
  if (check.rewardRupees !== null)
    return (
      <p
        role="status"
        data-testid="referral-note"
        className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        {t('signup.referred', { amount: `₹${check.rewardRupees.toLocaleString('en-IN')}` })}
      </p>
    );
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {t('signup.referralInvalid')}
    </p>
  );
}
