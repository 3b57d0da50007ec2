import { formatRupees } from '../../../../shared/money';
import { useTranslation } from '../../../i18n/react';
import { useMyGiftVouchers } from '../api/gift-api';
import { GIFT_NS } from '../i18n';

/** The vouchers the customer bought and whether each was redeemed (paid ones only; never a code). */
export function MyGifts() {
  const { t } = useTranslation(GIFT_NS);
  const gifts = (useMyGiftVouchers().data ?? []).filter((g) => g.status === 'paid');
  if (!gifts.length) return null;
  return (
    <section aria-labelledby="my-gifts" className="rounded-xl border border-slate-200 p-4">
      <h2 id="my-gifts" className="text-lg font-semibold text-slate-900">
        {t('mine')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100" data-testid="my-gifts">
        {gifts.map((g) => (
          <li key={g.id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-medium text-slate-900" translate="no">
                {g.recipientName}
              </span>
              <span className="block text-slate-600">
                {g.redeemed ? t('status.redeemed') : t('status.paid')}
              </span>
            </span>
            <span className="font-semibold text-slate-900">{formatRupees(g.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
