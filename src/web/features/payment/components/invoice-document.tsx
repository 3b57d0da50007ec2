import type { InvoiceDto } from '../../../../shared/api-payments';
import { splitGst } from '../../../../shared/domain/gst';
import { formatDateLong } from '../../../../shared/domain/time';
import { formatRupeesExact } from '../../../../shared/money';

const titles: Record<InvoiceDto['kind'], string> = {
  receipt: 'Payment Receipt',
  receipt_voucher: 'Receipt Voucher',
  tax_invoice: 'Tax Invoice',
};

/** One document laid out for A4: Rule 46's particulars with a GSTIN, a plain receipt without. */
export function InvoiceDocument({ doc }: { doc: InvoiceDto }) {
  const gst = !!doc.supplier.gstin;
  // The same split the server stored: gross and discount are shown without tax, as Rule 46 asks.
  const split = splitGst({
    pricePaise: doc.pricePaise,
    discountPaise: doc.discountPaise,
    state: doc.placeOfSupply,
  });
  const taxes: [string, number][] = split.intraState
    ? [
        ['CGST @ 9%', doc.cgstPaise],
        ['SGST @ 9%', doc.sgstPaise],
      ]
    : [['IGST @ 18%', doc.igstPaise]];
  const rows: [string, number][] = gst
    ? [
        ['Value of service (excl. GST)', split.grossTaxablePaise],
        ['Discount (excl. GST)', -split.discountTaxablePaise],
        ['Taxable value', doc.taxablePaise],
        ...taxes,
      ]
    : [
        ['Price', doc.pricePaise],
        ['Discount', -doc.discountPaise],
      ];
  return (
    <article className="print-page mx-auto max-w-[210mm] rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-900 print:rounded-none print:border-0 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-lg font-bold">{doc.supplier.name}</p>
          <p className="max-w-xs text-slate-700">{doc.supplier.address}</p>
          {gst ? <p className="mt-1 font-medium">GSTIN: {doc.supplier.gstin}</p> : null}
        </div>
        <div className="text-right">
          <h2 className="text-xl font-bold uppercase tracking-wide">{titles[doc.kind]}</h2>
          <p>
            No. <span className="font-semibold">{doc.serial}</span>
          </p>
          <p>Date: {formatDateLong(doc.issuedOn)}</p>
        </div>
      </div>
      <div className="grid gap-4 border-b border-slate-200 py-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase text-slate-500">Billed to</p>
          <p className="font-medium">{doc.customer.name}</p>
          <p>{doc.customer.address}</p>
          <p>
            {doc.customer.state} - {doc.customer.pincode}
          </p>
        </div>
        {gst ? (
          <div>
            <p className="text-xs font-semibold uppercase text-slate-500">Place of supply</p>
            <p>{doc.placeOfSupply}</p>
          </div>
        ) : null}
      </div>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th className="py-2 font-semibold">Description</th>
            {gst ? <th className="py-2 font-semibold">SAC</th> : null}
            <th className="py-2 text-right font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-2">{doc.description.replace(/ - SAC \d+$/, '')}</td>
            {gst ? <td className="py-2">{doc.sac}</td> : null}
            <td className="py-2 text-right">{formatRupeesExact(doc.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-sm space-y-1">
        {rows
          .filter(([label, paise]) => paise !== 0 || !label.startsWith('Discount'))
          .map(([label, paise]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-700">{label}</dt>
              <dd>{paise < 0 ? `−${formatRupeesExact(-paise)}` : formatRupeesExact(paise)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatRupeesExact(doc.totalPaise)}</dd>
        </div>
      </dl>
      {doc.paymentReference ? (
        <p className="mt-4 text-slate-700">Payment ID: {doc.paymentReference}</p>
      ) : null}
      <p className="mt-6 text-xs text-slate-500">
        {gst ? 'Prices include GST. ' : ''}This is a computer-generated document and needs no signature.
      </p>
    </article>
  );
}
