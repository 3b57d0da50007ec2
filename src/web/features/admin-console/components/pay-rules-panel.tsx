import { useState } from 'react';
import type { PayRuleDto } from '../../../../shared/schemas/collections';
import type { PayRuleKind } from '../../../../shared/domain/cleaner-pay';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { usePayRules, useSetPayRule } from '../api/cash-and-pay';

const ruleText = (r: PayRuleDto) =>
  r.kind === null || r.rate === null
    ? 'Not set'
    : `${formatRupees(rupeesToPaise(r.rate))} ${r.kind === 'hourly' ? 'an hour' : 'a job'}`;

function PayRuleRow({ rule }: { rule: PayRuleDto }) {
  const save = useSetPayRule();
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<PayRuleKind>(rule.kind ?? 'hourly');
  const [rate, setRate] = useState(rule.rate === null ? '' : String(rule.rate));
  const value = Number(rate);
  const invalid = rate.trim() === '' || !Number.isFinite(value) || value < 0;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{rule.name}</span> · {ruleText(rule)}
        </p>
        {!editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {rule.kind ? 'Change' : 'Set pay rule'}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-[10rem_10rem_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (invalid) return;
            save.mutate(
              { cleanerId: rule.cleanerId, name: rule.name, kind, rate: value },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <SelectField
            label={`Pay for ${rule.name}`}
            value={kind}
            onChange={(e) => setKind(e.target.value as PayRuleKind)}
          >
            <option value="hourly">Per hour</option>
            <option value="per_job">Per job</option>
          </SelectField>
          <TextField
            label="Rate (₹)"
            inputMode="decimal"
            value={rate}
            error={rate && invalid ? 'Enter 0 or more rupees' : undefined}
            onChange={(e) => setRate(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={invalid || save.isPending}>
              Save
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** How each cleaner is paid: hourly (booked hours of completed jobs) or per completed job. */
export function PayRulesPanel() {
  const query = usePayRules();
  return (
    <section aria-labelledby="pay-rules-title" className="mb-6">
      <h2 id="pay-rules-title" className="mb-2 text-lg font-semibold text-slate-900">
        Pay rules
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="space-y-2">
          {query.data.map((r) => (
            <PayRuleRow key={r.cleanerId} rule={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
