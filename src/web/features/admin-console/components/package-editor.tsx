import { useState } from 'react';
import type { PackageDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUpdatePackage } from '../api/update-package';
import { rupeesInputToPaise } from '../model/admin-forms';

/** dispatch adds these to the package DTO. */
type TimedPackage = PackageDto & { durationMinutes?: number; minutesPerUnit?: number; crewSize?: number };

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : Number.NaN);

/** One package's price, timing, crew and active flag, saved together. */
export function PackageEditor({ pkg, unit }: { pkg: TimedPackage; unit: string }) {
  const save = useUpdatePackage();
  const [price, setPrice] = useState(String(pkg.price));
  const [duration, setDuration] = useState(String(pkg.durationMinutes ?? ''));
  const [perUnit, setPerUnit] = useState(String(pkg.minutesPerUnit ?? ''));
  const [crew, setCrew] = useState(String(pkg.crewSize ?? ''));
  const [active, setActive] = useState(pkg.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const paise = rupeesInputToPaise(price);
    if (Number.isNaN(paise)) found.price = 'Price must be an amount in rupees';
    const timing: Record<string, number> = {};
    const check = (key: string, text: string, was: number | undefined, label: string, min = 0) => {
      if (text === '' || Number(text) === was) return;
      const n = whole(text);
      if (Number.isNaN(n) || n < min)
        found[key] = `${label} must be a whole number${min ? ` of at least ${min}` : ''}`;
      else timing[key] = n;
    };
    check('durationMinutes', duration, pkg.durationMinutes, 'Duration');
    check('minutesPerUnit', perUnit, pkg.minutesPerUnit, 'Minutes per unit');
    check('crewSize', crew, pkg.crewSize, 'Crew', 1);
    setErrors(found);
    if (Object.keys(found).length) return;
    const newPrice = paise / 100;
    save.mutate({
      packageId: pkg._id,
      name: pkg.name,
      price: newPrice !== pkg.price ? newPrice : undefined,
      isActive: active !== pkg.isActive ? active : undefined,
      timing,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg border border-slate-200 p-3"
      aria-label={`Package ${pkg.name}`}
    >
      <p className="mb-2 font-semibold text-slate-900">
        {pkg.name} <span className="text-sm font-normal text-slate-600">({pkg.duration})</span>
      </p>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
        <TextField
          label={`Price (₹${unit})`}
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label="Minutes"
          inputMode="numeric"
          value={duration}
          error={errors.durationMinutes}
          onChange={(e) => setDuration(e.target.value)}
        />
        <TextField
          label="Min per unit"
          inputMode="numeric"
          value={perUnit}
          error={errors.minutesPerUnit}
          onChange={(e) => setPerUnit(e.target.value)}
        />
        <TextField
          label="Crew"
          inputMode="numeric"
          value={crew}
          error={errors.crewSize}
          onChange={(e) => setCrew(e.target.value)}
        />
        <div className="col-span-2 flex items-end justify-between gap-2 md:col-span-1">
          <label className="flex min-h-[44px] items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
            />{' '}
            Active
          </label>
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save<span className="sr-only"> {pkg.name}</span>
          </Button>
        </div>
      </div>
    </form>
  );
}
