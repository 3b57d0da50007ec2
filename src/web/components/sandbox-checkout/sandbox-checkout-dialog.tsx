import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { PaymentOrderDto } from '../../../shared/api-payments';
import { formatRupeesExact } from '../../../shared/money';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useServerText } from '../../i18n/server-text';
import { useTranslation } from '../../i18n/react';
import { PAYMENT_NS } from '../../i18n/namespaces/payment';
import { isPhone } from '../../lib/is-phone';

/**
 * The built-in sandbox's payment sheet: what Razorpay's checkout shows (merchant, amount, method, a
 * scannable UPI QR), with Pay and Fail standing in for the customer's UPI app.
 */
export function SandboxCheckoutDialog({
  order,
  busy,
  onPay,
  onFail,
  onClose,
}: {
  order: PaymentOrderDto | null;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PAYMENT_NS);
  const serverText = useServerText();
  const [qr, setQr] = useState<string | null>(null);
  const isQr = order?.method === 'razorpay_qr';
  const [onPhone] = useState(isPhone);
  useEffect(() => {
    let live = true;
    setQr(null);
    if (order?.upiLink && isQr)
      void QRCode.toDataURL(order.upiLink, { width: 240, margin: 1, errorCorrectionLevel: 'M' }).then(
        (url) => live && setQr(url),
      );
    return () => {
      live = false;
    };
  }, [order?.upiLink, isQr]);

  return (
    <Dialog
      open={!!order}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('sandbox.title')}
      description={t('sandbox.description')}
    >
      {order ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-600">{t('sandbox.merchant')}</dt>
            <dd className="font-medium text-slate-900">{serverText(order.merchantName)}</dd>
            <dt className="text-slate-600">{t('sandbox.for')}</dt>
            <dd className="text-slate-900">{serverText(order.description)}</dd>
            <dt className="text-slate-600">{t('sandbox.amount')}</dt>
            <dd className="text-lg font-bold text-slate-900">{formatRupeesExact(order.amount)}</dd>
            <dt className="text-slate-600">{t('sandbox.method')}</dt>
            <dd className="text-slate-900">{isQr ? t('sandbox.qrMethod') : t('sandbox.upiMethod')}</dd>
          </dl>
          {isQr ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3">
              {onPhone && order.upiLink ? (
                <a
                  href={order.upiLink}
                  className="mb-1 inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {t('sandbox.openUpiApp')}
                </a>
              ) : null}
              {qr ? (
                <img src={qr} alt={t('sandbox.qrAlt')} width={240} height={240} data-testid="upi-qr" />
              ) : (
                <div className="h-[240px] w-[240px] animate-pulse rounded bg-slate-100" aria-hidden />
              )}
              <p className="text-center text-xs text-slate-600">
                {onPhone && order.upiLink ? t('sandbox.scanFromAnother') : t('sandbox.scan')}
              </p>
            </div>
          ) : (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{t('sandbox.approve')}</p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onFail} disabled={busy}>
              {t('sandbox.fail')}
            </Button>
            <Button onClick={onPay} disabled={busy}>
              {busy ? t('sandbox.processing') : t('sandbox.pay', { amount: formatRupeesExact(order.amount) })}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
