import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceDto } from '../../../../shared/api-payments';
import { showToast } from '../../../components/ui/toast';
import { downloadFile } from '../../../lib/download-file';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../i18n/api-error';
import { getBookingDocuments } from '../api/payment-api';
import { InvoiceDocument } from '../components/invoice-document';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { paymentKeys } from '../api/payment-keys';

/** Saves a document's PDF (the server's rendering, as mailed) under its serial's file name. */
function DownloadPdfButton({ doc, label }: { doc: InvoiceDto; label: boolean }) {
  const { t } = useTranslation(PAYMENT_NS);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(`/api/payment/documents/${encodeURIComponent(doc.id)}/pdf`, `${doc.serial}.pdf`);
    } catch (error) {
      showToast('error', t('documents.downloadFailed'), describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      {t('documents.downloadPdf')}
      {label ? ` · ${t(`documents.kinds.${doc.kind}`)}` : ''}
    </Button>
  );
}

/** A booking's receipt and invoice, ready to print on A4 (the browser's print also saves a PDF). */
export default function BookingDocumentsPage() {
  const { t } = useTranslation(PAYMENT_NS);
  const messageText = useMessageText();
  const bookingId = useSearchParams()[0].get('bookingId') ?? '';
  const docs = useQuery({
    queryKey: paymentKeys.documents(bookingId),
    queryFn: () => getBookingDocuments(bookingId),
    enabled: !!bookingId,
  });
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('documents.title')}</h1>
        {docs.data?.length ? (
          <div className="flex flex-wrap gap-3">
            {docs.data.map((d) => (
              <DownloadPdfButton key={d.id} doc={d} label={docs.data.length > 1} />
            ))}
            <Button onClick={() => window.print()}>{t('documents.print')}</Button>
          </div>
        ) : null}
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
