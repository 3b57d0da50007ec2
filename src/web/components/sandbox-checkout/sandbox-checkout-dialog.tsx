import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { PaymentOrderDto } from '../../../shared/api-payments';
import { formatRupeesExact } from '../../../shared/money';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

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
  const [qr, setQr] = useState<string | null>(null);
  const isQr = order?.method === 'razorpay_qr';
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
      title="Sandbox checkout"
      description="Test payment: no real money moves."
    >
      {order ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-600">Merchant</dt>
            <dd className="font-medium text-slate-900">{order.merchantName}</dd>
            <dt className="text-slate-600">For</dt>
            <dd className="text-slate-900">{order.description}</dd>
            <dt className="text-slate-600">Amount</dt>
            <dd className="text-lg font-bold text-slate-900">{formatRupeesExact(order.amount)}</dd>
            <dt className="text-slate-600">Method</dt>
            <dd className="text-slate-900">{isQr ? 'QR Code (UPI)' : 'UPI'}</dd>
          </dl>
          {isQr ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3">
              {qr ? (
                <img src={qr} alt="UPI QR code to pay" width={240} height={240} data-testid="upi-qr" />
              ) : (
                <div className="h-[240px] w-[240px] animate-pulse rounded bg-slate-100" aria-hidden />
              )}
              <p className="text-center text-xs text-slate-600">Scan with any UPI app</p>
            </div>
          ) : (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
              Approve the payment request in your UPI app.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onFail} disabled={busy}>
              Fail
            </Button>
            <Button onClick={onPay} disabled={busy}>
              {busy ? 'Processing...' : `Pay ${formatRupeesExact(order.amount)}`}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
