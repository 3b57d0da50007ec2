import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../i18n/api-error';
import { getBookingDocuments } from '../api/payment-api';
import { InvoiceDocument } from '../components/invoice-document';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';

/** A booking's receipt and invoice, ready to print on A4 (the browser's print also saves a PDF). */
export default function BookingDocumentsPage() {
  const { t } = useTranslation(PAYMENT_NS);
  const messageText = useMessageText();
  const bookingId = useSearchParams()[0].get('bookingId') ?? '';
  const docs = useQuery({
    queryKey: ['booking-documents', bookingId],
    queryFn: () => getBookingDocuments(bookingId),
    enabled: !!bookingId,
  });
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('documents.title')}</h1>
        {docs.data?.length ? <Button onClick={() => window.print()}>{t('documents.print')}</Button> : null}
      </div>
      {docs.isPending && bookingId ? <Spinner /> : null}
      {docs.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {messageText(describeApiError(docs.error).message)}
        </p>
      ) : null}
      {docs.data && docs.data.length === 0 ? <p className="text-slate-700">{t('documents.none')}</p> : null}
      {docs.data?.map((d) => (
        <InvoiceDocument key={d.id} doc={d} />
      ))}
    </main>
  );
}
