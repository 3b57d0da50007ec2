import { useState, type FormEvent } from 'react';
import { goodwillLimitPaise } from '../../../../shared/domain/credits';
import { formatRupees } from '../../../../shared/money';
import {
  GOODWILL_NOTE_MAX,
  goodwillInputSchema,
  type GoodwillInput,
} from '../../../../shared/schemas/credits';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth-store';
import { grantGoodwill } from '../api/grant-goodwill';
import { useAdminAction } from '../hooks/use-admin-action';

/** Goodwill credits for a customer, up to the signed-in role's limit per grant (shown, and held by the server). */
export function GoodwillForm({ customerId, onGranted }: { customerId: string; onGranted: () => void }) {
  const role = useAuth()?.user.role ?? '';
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per grant the admin means: a double click or a retry after a timeout grants once.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const grant = useAdminAction(
    (input: GoodwillInput) => grantGoodwill(customerId, input, key),
    (_input, r) => ({ title: 'Credits granted', message: `Balance now ${formatRupees(r.balancePaise)}` }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = goodwillInputSchema.safeParse({ amountRupees: Number(amount), reason });
    if (!amount || !parsed.success) {
      setError(parsed.success ? 'Enter an amount' : parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    grant.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setReason('');
        setKey(crypto.randomUUID());
        onGranted();
      },
    });
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-md space-y-3 rounded-xl border border-slate-200 p-4">
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
      <Button type="submit" disabled={grant.isPending}>
        Grant credits
      </Button>
    </form>
  );
}
