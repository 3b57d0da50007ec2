import { useSearchParams } from 'react-router-dom';
import type { TipDto } from '../../../../shared/api-after-visit';
import { bookingReference } from '../../../../shared/booking-reference';
import { todayInIndia } from '../../../../shared/domain/time';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../i18n/api-error';
import { useMessageText } from '../../../i18n/message-text';
import { dateText } from '../../../i18n/namespaces/booking';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { useTranslation } from '../../../i18n/react';
import { RichText } from '../../../i18n/rich-text';
import { useServerText } from '../../../i18n/server-text';
import { useSettings } from '../../settings/api/get-settings';
import { useTips } from '../api/tips';

/** One paid tip, laid out for A4 like the booking's receipt: who was paid what, when, and its payment ID. */
function TipReceipt({ tip }: { tip: TipDto }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const serverText = useServerText();
  const company = useSettings().data;
  const rupees = (amount: number) => formatRupeesExact(rupeesToPaise(amount));
  return (
    <article
      id={`tip-${tip._id}`}
      className="print-page mx-auto max-w-[210mm] rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-900 print:rounded-none print:border-0 print:p-0"
      data-testid="tip-receipt-document"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        {company ? (
          <div>
            <p className="text-lg font-bold">{serverText(company.companyName)}</p>
            <p className="max-w-xs text-slate-700">{serverText(company.address)}</p>
            <p className="text-slate-700">{t('tipReceipt.phone', { phone: company.phone })}</p>
          </div>
        ) : null}
        <div className="sm:text-right">
          <p className="text-lg font-bold">{t('tipReceipt.kind')}</p>
          {tip.paidAt ? (
            <p>{t('tipReceipt.date', { date: dateText(todayInIndia(new Date(tip.paidAt))) })}</p>
          ) : null}
          <p>
            <RichText
              text={t('tipReceipt.booking', { ref: bookingReference(tip.bookingId) })}
              components={{ ref: <span translate="no" className="font-mono" /> }}
            />
          </p>
        </div>
      </div>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th className="py-2 font-semibold">{t('tipReceipt.cleaner')}</th>
            <th className="py-2 text-right font-semibold">{t('tipReceipt.share')}</th>
          </tr>
        </thead>
        <tbody>
          {tip.shares.map((share) => (
            <tr key={share.cleanerId} className="border-b border-slate-100">
              <td className="py-2" translate="no">
                {share.name}
              </td>
              <td className="py-2 text-right">{rupees(share.amount)}</td>
            </tr>
          ))}
          <tr>
            <td className="py-2 font-bold">{t('tipReceipt.total')}</td>
            <td className="py-2 text-right font-bold">{rupees(tip.amount)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-4 text-slate-700">
        <RichText
          text={t('tipReceipt.paidOnline', { id: tip.paymentId ?? '' })}
          components={{ id: <span translate="no" className="font-mono text-xs" /> }}
        />
      </p>
      <p className="mt-1 text-slate-700">{t('tipReceipt.note')}</p>
    </article>
  );
}

/** The receipts of a visit's paid tips (`/tip-receipt?bookingId=…`), linked from the booking's card. */
export default function TipReceiptPage() {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const messageText = useMessageText();
  const bookingId = useSearchParams()[0].get('bookingId') ?? '';
  const tips = useTips(bookingId, !!bookingId);
  const paid = tips.data?.filter((tip) => tip.status === 'paid') ?? [];
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('tipReceipt.title')}</h1>
        {paid.length ? <Button onClick={() => window.print()}>{t('tipReceipt.print')}</Button> : null}
      </div>
      {tips.isPending && bookingId ? <Spinner /> : null}
      {tips.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {messageText(describeApiError(tips.error).message)}
        </p>
      ) : null}
      {tips.data && !paid.length ? <p className="text-slate-700">{t('tipReceipt.none')}</p> : null}
      {paid.map((tip) => (
        <TipReceipt key={tip._id} tip={tip} />
      ))}
    </main>
  );
}
