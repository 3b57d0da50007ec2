import { useState } from 'react';
import type { TipOrderDto } from '../../../../shared/api-after-visit';
import type { PaymentOrderDto } from '../../../../shared/api-payments';
import { TIP_MAX_PAISE, TIP_MIN_PAISE, TIP_PRESETS_PAISE } from '../../../../shared/domain/tips';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { afterVisitTexts } from '../../../../shared/texts-after-visit';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogActions, type DoneDialogProps } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SandboxCheckoutDialog } from '../../../components/sandbox-checkout/sandbox-checkout-dialog';
import { useOrderCheckout } from '../../../components/sandbox-checkout/use-order-checkout';
import { createTipOrder, tipSandboxCheckout, verifyTip } from '../api/tips';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';

const asCheckoutOrder = (o: TipOrderDto): PaymentOrderDto => ({
  ...o,
  method: 'razorpay_upi',
  upiLink: null,
});

/** A tip for the crew: ₹50, ₹100, ₹200 or another amount up to ₹2,000, paid like a booking, all to the crew. */
export function TipDialog({ bookingId, onClose, onDone }: { bookingId: string } & DoneDialogProps) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const messageText = useMessageText();
  const [preset, setPreset] = useState<number | null>(TIP_PRESETS_PAISE[1]);
  const [other, setOther] = useState('');
  const checkout = useOrderCheckout({
    create: (paise: number) => createTipOrder(bookingId, paise),
    asCheckoutOrder,
    sandbox: tipSandboxCheckout,
    verify: async (proof) => {
      await verifyTip(proof);
      onDone();
    },
    texts: { cancelled: 'Payment cancelled.', failed: 'The payment did not go through.' },
  });
  const { busy, error, setError } = checkout;
  const amount = preset ?? rupeesToPaise(Number(other) || 0);

  function start() {
    if (amount < TIP_MIN_PAISE || amount > TIP_MAX_PAISE) return setError(afterVisitTexts.tipAmountRange);
    setError(null);
    checkout.pay(amount);
  }

  return (
    <>
      <Dialog
        open={!checkout.sandbox.order}
        onOpenChange={(open) => !open && onClose()}
        title={t('tip.title')}
        description={t('tip.description')}
      >
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('tip.amountLabel')}>
            {TIP_PRESETS_PAISE.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={preset === p}
                onClick={() => (setPreset(p), setError(null))}
                className={cn(
                  'rounded-lg border px-4 py-2 text-sm font-semibold',
                  preset === p ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300',
                )}
              >
                {formatRupees(p)}
              </button>
            ))}
          </div>
          <TextField
            label={t('tip.other')}
            type="number"
            min={1}
            max={2000}
            value={other}
            // A changed amount makes the last error stale: it clears at once.
            onChange={(e) => (setOther(e.target.value), setPreset(null), setError(null))}
          />
          <DialogActions
            error={error && messageText(error)}
            cancelLabel={t('tip.cancel')}
            onCancel={onClose}
            label={t('tip.pay', { amount: formatRupees(amount) })}
            busyLabel={t('tip.wait')}
            busy={busy}
            disabled={amount <= 0}
            onAction={start}
          />
        </div>
      </Dialog>
      <SandboxCheckoutDialog {...checkout.sandbox} />
    </>
  );
}
