import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/react';
import { useMyReferral } from '../api/referral-api';
import { PROFILE_NS } from '../i18n';

/** Copies a text; false when the browser refuses (no clipboard, no permission). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Refer a friend (issue 36 part 5): the customer's code and link, a Copy button, and the rewards in words. */
export function ReferralSection() {
  const { t } = useTranslation(PROFILE_NS);
  const referral = useMyReferral();
  const data = referral.data;
  return (
    <section aria-labelledby="referral-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="referral-heading" className="text-lg font-semibold text-slate-900">
        {t('referral.title')}
      </h2>
      {referral.isPending ? <p className="mt-2 text-slate-600">{t('referral.loading')}</p> : null}
      {referral.isError ? <p className="mt-2 text-slate-600">{t('referral.failed')}</p> : null}
      {data ? (
        <>
          <p className="mt-2 text-slate-700" data-testid="referral-reward">
            {t('referral.reward', {
              friend: formatRupees(rupeesToPaise(data.refereeRewardRupees)),
              you: formatRupees(rupeesToPaise(data.referrerRewardRupees)),
            })}
          </p>
          <p className="mt-3 text-sm text-slate-600">
            {t('referral.code')}{' '}
            {/* A code to quote as it is, in every language (and by a browser's translator). */}
            <strong
              translate="no"
              className="font-mono text-lg tracking-widest text-slate-900"
              data-testid="referral-code"
            >
              {data.code}
            </strong>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label={t('referral.link')}
              value={data.link}
              data-testid="referral-link"
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              size="sm"
              onClick={async () => {
                if (await copy(data.link)) showToast('success', 'Link copied.');
                else showToast('error', 'Could not copy. Select the link and copy it.');
              }}
            >
              {t('referral.copy')}
            </Button>
          </div>
          {data.counts.pending + data.counts.rewarded > 0 ? (
            <p className="mt-3 text-xs text-slate-600">
              {t('referral.counts', { rewarded: data.counts.rewarded, pending: data.counts.pending })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
