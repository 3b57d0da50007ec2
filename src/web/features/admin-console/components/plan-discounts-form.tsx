import { useEffect, useState, type FormEvent } from 'react';
import type { PlanDiscountsDto } from '../../../../shared/api-series';
import { PLAN_FREQUENCIES } from '../../../../shared/domain/series-plan';
import { planDiscountsInputSchema } from '../../../../shared/schemas/series';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { usePlanDiscountsTable, useSavePlanDiscounts } from '../api/plan-discounts';

const frequencyNames = { weekly: 'Weekly', 'bi-weekly': 'Bi-Weekly', monthly: 'Monthly' } as const;
const asText = (table: PlanDiscountsDto) =>
  Object.fromEntries(PLAN_FREQUENCIES.map((f) => [f, String(table[f])])) as Record<
    keyof PlanDiscountsDto,
    string
  >;

/**
 * The discount every visit of a new plan gets, per frequency (issue 36 part 2): the booking form shows it
 * before confirmation; a plan keeps the percent it was booked with.
 */
export function PlanDiscountsForm() {
  const table = usePlanDiscountsTable();
  const save = useSavePlanDiscounts();
  const [values, setValues] = useState<Record<keyof PlanDiscountsDto, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (table.data) setValues(asText(table.data));
  }, [table.data]);
  if (!values) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = planDiscountsInputSchema.safeParse(
      Object.fromEntries(
        PLAN_FREQUENCIES.map((f) => [f, values![f].trim() === '' ? NaN : Number(values![f])]),
      ),
    );
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    save.mutate(parsed.data);
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Plan discounts"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      <p className="w-full text-sm text-slate-700">
        Plan discounts: taken off every visit of a new plan (0 for none). A coupon applies to the first visit
        after it.
      </p>
      {PLAN_FREQUENCIES.map((f) => (
        <TextField
          key={f}
          label={`${frequencyNames[f]} (%)`}
          inputMode="numeric"
          value={values[f]}
          onChange={(e) => setValues({ ...values, [f]: e.target.value })}
          containerClassName="w-32"
        />
      ))}
      <Button type="submit" disabled={save.isPending}>
        Save plan discounts
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
