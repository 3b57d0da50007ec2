import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { RadioCards, type RadioCardOption } from '../../../components/ui/radio-cards';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../i18n/react';
import { useCollection } from '../api/collect-payment';
import { useOnline } from '../offline/use-offline-queue';
import { CLEANER_NS } from '../i18n';

export type CollectChoice = 'cash' | 'upi' | 'online';

/** The company's UPI link as a QR code, drawn as the sandbox checkout draws its own (qrcode). */
function UpiQr({ link, label }: { link: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { width: 240, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return src ? (
    <img src={src} alt={label} width={200} height={200} className="mx-auto rounded-lg bg-white p-1" />
  ) : (
    <div className="mx-auto h-[200px] w-[200px] animate-pulse rounded-lg bg-slate-100" />
  );
}

/**
 * Complete's payment question for a pay-after-service job: cash received, UPI to the
 * company's QR (shown here with the amount), or the customer pays online later from My Bookings.
 */
export function CollectPaymentFields({
  bookingId,
  amount,
  value,
  onChange,
  error,
}: {
  bookingId: string;
  /** Rupees due. */
  amount: number;
  value: CollectChoice | null;
  onChange: (choice: CollectChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation(CLEANER_NS);
  const due = useCollection(bookingId, value === 'upi');
  const online = useOnline();
  const money = formatRupeesExact(rupeesToPaise(amount));
  // Without signal cash is kept on the phone like any action; UPI is not offered (it is checked there and then).
  const options: RadioCardOption<CollectChoice>[] = [
    {
      value: 'cash',
      label: t('collect.cash', { amount: money }),
      hint: online ? undefined : t('collect.cashKept'),
    },
    {
      value: 'upi',
      label: t('collect.upi'),
      disabled: !online && value !== 'upi',
      hint: online ? undefined : t('collect.upiOffline'),
    },
    { value: 'online', label: t('collect.online') },
  ];
  const myBookings = `${window.location.origin}${paths.myBookings}`;
  // The box is drawn around the fieldset, not on it: a fieldset's border runs through its legend, and a
  // legend of two lines (a 390 px phone) sat across it.
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-3">
      <RadioCards
        legend={t('collect.legend', { amount: money })}
        name="collect-method"
        options={options}
        value={value}
        onChange={onChange}
        legendClassName="mb-1 text-base font-semibold text-slate-900"
        cardClassName="bg-white"
      >
        {value === 'upi' ? (
          <div className="space-y-2 rounded-lg bg-white p-3 text-center text-sm text-slate-800">
            <p className="text-2xl font-bold text-slate-900">{money}</p>
            {due.data?.upiLink ? (
              <UpiQr link={due.data.upiLink} label={t('collect.qrLabel', { amount: money })} />
            ) : null}
            <p>{t('collect.qrNote', { amount: money })}</p>
          </div>
        ) : null}
        {value === 'online' ? (
          <p className="rounded-lg bg-white p-3 text-sm text-slate-800">
            {t('collect.onlineNote')}{' '}
            <a href={myBookings} className="break-all font-semibold text-brand-700 underline" translate="no">
              {myBookings}
            </a>
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </RadioCards>
    </div>
  );
}
