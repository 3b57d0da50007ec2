import { formatInstantDay } from '../../../../shared/domain/date-format';
import { formatRupees } from '../../../../shared/money';
import { useTranslation } from '../../../i18n/react';
import { useCredits } from '../../payment/api/payment-api';
import { PROFILE_NS } from '../i18n';
import { RedeemVoucher } from './redeem-voucher';

const SHOWN = 10;

/** Money the customer holds with us (issue 36 part 4): the balance, then the latest entries in words. */
export function CreditsSection() {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const credits = useCredits();
  const data = credits.data;
  return (
    <section aria-labelledby="credits-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="credits-heading" className="text-lg font-semibold text-slate-900">
        {t('credits.title')}
      </h2>
      {credits.isPending ? <p className="mt-2 text-slate-600">{t('credits.loading')}</p> : null}
      {credits.isError ? <p className="mt-2 text-slate-600">{t('credits.failed')}</p> : null}
      {data ? (
        <>
          <p className="mt-2 text-slate-700">
            {t('credits.balance')}{' '}
            <strong className="text-2xl text-slate-900" data-testid="credits-balance">
              {formatRupees(data.balancePaise)}
            </strong>
          </p>
          <p className="text-xs text-slate-600">{t('credits.hint')}</p>
          {data.entries.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('credits.none')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.entries.slice(0, SHOWN).map((e) => (
                <li key={e.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{t(`credits.reason.${e.reason}`)}</span>
                    {e.note ? <span className="block text-slate-600">{e.note}</span> : null}
                    <span className="block text-xs text-slate-500">
                      {formatInstantDay(e.createdAt, i18n.language)}
                      {e.expiresAt
                        ? ` · ${t('credits.expires', { date: formatInstantDay(e.expiresAt, i18n.language) })}`
                        : ''}
                    </span>
                  </span>
                  <span className={e.amountPaise < 0 ? 'text-slate-700' : 'font-semibold text-emerald-700'}>
                    {e.amountPaise > 0 ? '+' : ''}
                    {formatRupees(e.amountPaise)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <RedeemVoucher />
    </section>
  );
}
