import { useState, type FormEvent } from 'react';
import { goodwillLimitPaise } from '../../../../shared/domain/credits';
import { formatRupees } from '../../../../shared/money';
import { GOODWILL_NOTE_MAX, goodwillInputSchema } from '../../../../shared/schemas/credits';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useAuth } from '../../../lib/auth-store';
import { grantGoodwill } from '../api/grant-goodwill';

/** Goodwill credits for a customer, up to the signed-in role's limit per grant (shown, and held by the server). */
export function GoodwillForm({ customerId, onGranted }: { customerId: string; onGranted: () => void }) {
  const role = useAuth()?.user.role ?? '';
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per grant the admin means: a double click or a retry after a timeout grants once.
  const [key, setKey] = useState(() => crypto.randomUUID());

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = goodwillInputSchema.safeParse({ amountRupees: Number(amount), reason });
    if (!amount || !parsed.success) {
      setError(parsed.success ? 'Enter an amount' : parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const r = await grantGoodwill(customerId, parsed.data, key);
      showToast('success', 'Credits granted', `Balance now ${formatRupees(r.balancePaise)}`);
      setAmount('');
      setReason('');
      setKey(crypto.randomUUID());
      onGranted();
    } catch (err) {
      const d = describeApiError(err);
      showToast('error', d.title, d.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-6 max-w-md space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h2 className="text-lg font-semibold">Goodwill credits</h2>
      <p className="text-sm text-slate-600">
        Up to {formatRupees(goodwillLimitPaise(role))} per grant for your role. The customer sees the reason.
      </p>
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label="Reason"
        maxLength={GOODWILL_NOTE_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        Grant credits
      </Button>
    </form>
  );
}
