import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../lib/paths';
import { useRedeemGiftVoucher } from '../api/gift-voucher-api';
import { PROFILE_NS } from '../i18n';

/** A gift voucher's code into credits (decision 046), beside the balance it adds to. */
export function RedeemVoucher() {
  const { t } = useTranslation(PROFILE_NS);
  const redeem = useRedeemGiftVoucher();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    try {
      const r = await redeem.mutateAsync(code);
      setCode('');
      setDone(
        t('credits.redeem.done', {
          amount: formatRupees(r.amountPaise),
          balance: formatRupees(r.balancePaise),
        }),
      );
    } catch (err) {
      setError(describeApiError(err).message);
    }
  }

  return (
    <form className="mt-4 border-t border-slate-100 pt-3" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="text-sm font-semibold text-slate-900">{t('credits.redeem.title')}</h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={t('credits.redeem.label')}
          name="voucherCode"
          value={code}
          placeholder={t('credits.redeem.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          translate="no"
          maxLength={40}
          containerClassName="flex-1"
          onChange={(e) => (setCode(e.target.value), setError(null))}
          error={error ?? undefined}
        />
        <Button type="submit" disabled={redeem.isPending || code.trim().length === 0}>
          {redeem.isPending ? t('credits.redeem.wait') : t('credits.redeem.submit')}
        </Button>
      </div>
      {done ? (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-700" data-testid="voucher-redeemed">
          {done}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <Link to={paths.gift} className="font-medium text-brand-700 underline">
          {t('credits.redeem.gift')}
        </Link>
      </p>
    </form>
  );
}
