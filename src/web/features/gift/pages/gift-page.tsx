import { useState, type FormEvent } from 'react';
import type { GiftVoucherOrderDto } from '../../../../shared/api-gift-vouchers';
import type { PaymentOrderDto } from '../../../../shared/api-payments';
import {
  VOUCHER_MAX_RUPEES,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_RUPEES,
} from '../../../../shared/domain/gift-vouchers';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import {
  createGiftVoucherInputSchema,
  type CreateGiftVoucherInput,
} from '../../../../shared/schemas/gift-vouchers';
import { SandboxCheckoutDialog } from '../../../components/sandbox-checkout/sandbox-checkout-dialog';
import { useOrderCheckout } from '../../../components/sandbox-checkout/use-order-checkout';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { createGiftVoucherOrder, giftVoucherSandboxCheckout, verifyGiftVoucher } from '../api/gift-api';
import { giftKeys } from '../api/gift-keys';
import { MyGifts } from '../components/my-gifts';
import { GIFT_NS } from '../i18n';

const PRESETS = [500, 1000, 2000, 5000];

const asCheckoutOrder = (o: GiftVoucherOrderDto): PaymentOrderDto => ({
  ...o,
  bookingId: o.voucherId,
  method: 'razorpay_upi',
  upiLink: null,
});

type Errors = Partial<
  Record<'amountRupees' | 'recipientName' | 'recipientEmail' | 'recipientMobile' | 'message', string>
>;

/** Gift a clean (decision 046): amount, recipient, message; paid like a tip; the code goes to the recipient. */
export default function GiftPage() {
  const { t, i18n } = useTranslation(GIFT_NS);
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const [preset, setPreset] = useState<number | null>(1000);
  const [other, setOther] = useState('');
  const [name, setName] = useState('');
  const [by, setBy] = useState<'email' | 'mobile'>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [language, setLanguage] = useState<'en' | 'hi'>(i18n.language === 'hi' ? 'hi' : 'en');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [paid, setPaid] = useState<{ amountPaise: number; name: string } | null>(null);
  const checkout = useOrderCheckout({
    create: createGiftVoucherOrder,
    asCheckoutOrder,
    sandbox: giftVoucherSandboxCheckout,
    verify: async (proof) => {
      const voucher = await verifyGiftVoucher(proof);
      void queryClient.invalidateQueries({ queryKey: giftKeys.mine() });
      setPaid({ amountPaise: voucher.amountPaise, name: voucher.recipientName });
    },
    texts: { cancelled: t('cancelled'), failed: t('failed') },
  });
  const { busy, error, setError } = checkout;
  const amountRupees = preset ?? Number(other);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const input: CreateGiftVoucherInput = {
      amountRupees,
      recipientName: name,
      ...(by === 'email' ? { recipientEmail: email } : { recipientMobile: mobile }),
      recipientLanguage: language,
      message,
    };
    const parsed = createGiftVoucherInputSchema.safeParse(input);
    if (!parsed.success) {
      return setErrors(zodFieldErrors<keyof Errors>(parsed.error));
    }
    setErrors({});
    checkout.pay(input);
  }

  if (paid)
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p role="status" className="text-emerald-700" data-testid="gift-paid">
          {t('done', { amount: formatRupees(paid.amountPaise), name: paid.name })}
        </p>
        <Button
          variant="outline"
          onClick={() => (setPaid(null), setName(''), setEmail(''), setMobile(''), setMessage(''))}
        >
          {t('another')}
        </Button>
        <MyGifts />
      </main>
    );

  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">{t('amount')}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('amount')}>
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={preset === p}
                onClick={() => (
                  setPreset(p),
                  setOther(''),
                  setErrors((x) => ({ ...x, amountRupees: undefined }))
                )}
                className={cn(
                  'rounded-lg border px-4 py-2 text-sm font-semibold',
                  preset === p ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300',
                )}
              >
                {formatRupees(rupeesToPaise(p))}
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('otherAmount')}
          type="number"
          inputMode="numeric"
          min={VOUCHER_MIN_RUPEES}
          max={VOUCHER_MAX_RUPEES}
          value={other}
          onChange={(e) => (setOther(e.target.value), setPreset(null))}
          error={errors.amountRupees}
        />
        <TextField
          label={t('recipientName')}
          value={name}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          error={errors.recipientName}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">{t('sendBy')}</legend>
          <div className="flex gap-2" role="radiogroup" aria-label={t('sendBy')}>
            {(['email', 'mobile'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="radio"
                aria-checked={by === v}
                onClick={() => setBy(v)}
                className={cn(
                  'rounded-lg border px-4 py-2 text-sm font-semibold',
                  by === v ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300',
                )}
              >
                {v === 'email' ? t('byEmail') : t('byMobile')}
              </button>
            ))}
          </div>
        </fieldset>
        {by === 'email' ? (
          <TextField
            label={t('recipientEmail')}
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.recipientEmail}
          />
        ) : (
          <TextField
            label={t('recipientMobile')}
            type="tel"
            inputMode="tel"
            value={mobile}
            maxLength={20}
            onChange={(e) => setMobile(e.target.value)}
            error={errors.recipientMobile ?? errors.recipientEmail}
          />
        )}
        <SelectField
          label={t('language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
        >
          <option value="en">English</option>
          <option value="hi">हिन्दी</option>
        </SelectField>
        <TextAreaField
          label={t('message')}
          value={message}
          maxLength={VOUCHER_MESSAGE_MAX}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {messageText(error)}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy
            ? t('wait')
            : t('pay', {
                amount: formatRupees(rupeesToPaise(Number.isFinite(amountRupees) ? amountRupees : 0)),
              })}
        </Button>
      </form>
      <SandboxCheckoutDialog {...checkout.sandbox} />
      <MyGifts />
    </main>
  );
}
