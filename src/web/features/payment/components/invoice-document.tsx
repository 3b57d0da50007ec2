import type { InvoiceDto } from '../../../../shared/api-payments';
import { splitGst } from '../../../../shared/domain/gst';
import { paymentMethodLabel } from '../../../../shared/labels';
import { formatRupeesExact } from '../../../../shared/money';
import { quantityText } from '../../../components/price/price-labels';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { RichText } from '../../../i18n/rich-text';
import { useServerText } from '../../../i18n/server-text';
import { dateText, placeText, timeText } from '../../../i18n/namespaces/booking';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';

/** One document laid out for A4: Rule 46's particulars with a GSTIN, a plain receipt without. */
export function InvoiceDocument({ doc }: { doc: InvoiceDto }) {
  const { t } = useTranslation(PAYMENT_NS);
  const serverText = useServerText();
  const messageText = useMessageText();
  const gst = !!doc.supplier.gstin;
  const { quantity, unit, unitPricePaise } = doc.visit;
  // 'Office Cleaning (Basic)': the service and its package, each a catalogue name.
  const itemText = (text: string) => {
    const item = /^(.*) \((.*)\)$/.exec(text);
    return item ? `${serverText(item[1])} (${serverText(item[2])})` : serverText(text);
  };
  // The same split the server stored: gross and discount are shown without tax, as Rule 46 asks.
  const split = splitGst({
    pricePaise: doc.pricePaise,
    discountPaise: doc.discountPaise,
    state: doc.placeOfSupply,
  });
  const taxes: [string, number][] = split.intraState
    ? [
        [t('documents.cgst'), doc.cgstPaise],
        [t('documents.sgst'), doc.sgstPaise],
      ]
    : [[t('documents.igst'), doc.igstPaise]];
  // A discount row is shown only when there is a discount.
  const rows: [string, number, boolean?][] = gst
    ? [
        [t('documents.valueExclGst'), split.grossTaxablePaise],
        [t('documents.discountExclGst'), -split.discountTaxablePaise, true],
        [t('documents.taxable'), doc.taxablePaise],
        ...taxes,
      ]
    : [
        [t('documents.price'), doc.pricePaise],
        [t('documents.discount'), -doc.discountPaise, true],
      ];
  return (
    <article className="print-page mx-auto max-w-[210mm] rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-900 print:rounded-none print:border-0 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-lg font-bold">{serverText(doc.supplier.name)}</p>
          <p className="max-w-xs text-slate-700">{serverText(doc.supplier.address)}</p>
          <p className="text-slate-700">{t('documents.phone', { phone: doc.supplier.phone })}</p>
          {gst ? (
            <p className="mt-1 font-medium">{t('documents.gstin', { gstin: doc.supplier.gstin })}</p>
          ) : null}
        </div>
        <div className="text-right">
          <h2 className="text-xl font-bold uppercase tracking-wide">{t(`documents.kinds.${doc.kind}`)}</h2>
          <p>
            <RichText
              text={t('documents.number', { serial: doc.serial })}
              components={{ serial: <span className="font-semibold" /> }}
            />
          </p>
          <p>{t('documents.date', { date: dateText(doc.issuedOn) })}</p>
          <p>
            <RichText
              text={t('documents.bookingReference', { ref: doc.bookingReference })}
              components={{ ref: <span className="font-semibold" translate="no" /> }}
            />
          </p>
        </div>
      </div>
      <div className="grid gap-4 border-b border-slate-200 py-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase text-slate-500">{t('documents.billedTo')}</p>
          <p className="font-medium">{doc.customer.name}</p>
          <p>{doc.customer.address.split(', ').map(placeText).join(', ')}</p>
          <p>
            {placeText(doc.customer.state)} - {doc.customer.pincode}
          </p>
          <p className="mt-2">
            {t('documents.serviceDate', {
              when: `${dateText(doc.visit.date)}, ${timeText(doc.visit.time)}`,
            })}
          </p>
        </div>
        {gst ? (
          <div>
            <p className="text-xs font-semibold uppercase text-slate-500">{t('documents.placeOfSupply')}</p>
            <p>{placeText(doc.placeOfSupply)}</p>
          </div>
        ) : null}
      </div>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th className="py-2 font-semibold">{t('documents.description')}</th>
            {gst ? <th className="py-2 font-semibold">{t('documents.sac')}</th> : null}
            <th className="py-2 font-semibold">{t('documents.quantity')}</th>
            {unitPricePaise !== null ? (
              <th className="py-2 text-right font-semibold">{t('documents.unitPrice')}</th>
            ) : null}
            <th className="py-2 text-right font-semibold">{t('documents.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-2">{itemText(doc.description.replace(/ - SAC \d+$/, ''))}</td>
            {gst ? <td className="py-2">{doc.sac}</td> : null}
            <td className="py-2">{quantityText(quantity, unit)}</td>
            {unitPricePaise !== null ? (
              <td className="py-2 text-right">{formatRupeesExact(unitPricePaise)}</td>
            ) : null}
            <td className="py-2 text-right">{formatRupeesExact(doc.pricePaise)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-sm space-y-1">
        {rows
          .filter(([, paise, discount]) => paise !== 0 || !discount)
          .map(([label, paise]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-700">{label}</dt>
              <dd>{paise < 0 ? `−${formatRupeesExact(-paise)}` : formatRupeesExact(paise)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 text-base font-bold">
          <dt>{t('documents.total')}</dt>
          <dd>{formatRupeesExact(doc.totalPaise)}</dd>
        </div>
        {/* Credits paid part of it (decision 040): the two parts, so the online payment's amount reads right. */}
        {doc.creditsPaise > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('documents.paidWithCredits')}</dt>
            <dd>{formatRupeesExact(doc.creditsPaise)}</dd>
          </div>
        ) : null}
        {doc.creditsPaise > 0 && doc.totalPaise > doc.creditsPaise ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('documents.paidOnline')}</dt>
            <dd>{formatRupeesExact(doc.totalPaise - doc.creditsPaise)}</dd>
          </div>
        ) : null}
      </dl>
      {doc.paymentMethod ? (
        <p className="mt-4 text-slate-700">
          {t('documents.paymentMethod', { method: messageText(paymentMethodLabel(doc.paymentMethod)) })}
        </p>
      ) : null}
      {doc.paymentReference ? (
        <p className="mt-1 text-slate-700">
          <RichText
            text={t('documents.paymentId', { id: doc.paymentReference })}
            components={{ id: <span /> }}
          />
        </p>
      ) : null}
      <p className="mt-6 text-xs text-slate-500">
        {gst ? t('documents.pricesIncludeGst') : ''}
        {t('documents.computerGenerated')}
      </p>
    </article>
  );
}
