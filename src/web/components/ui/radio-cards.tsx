import type { ReactNode } from 'react';
import { cn } from './cn';

export interface RadioCardOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Not offered now (e.g. UPI without signal); `hint` says why, read with the choice. */
  disabled?: boolean;
  /** A short line under the label. */
  hint?: ReactNode;
}

/**
 * A short list of choices as tappable cards (44 px tall at least), one radio each, under a legend: how
 * money was received (the admin's Record payment, the crew's Complete). `children` follow the cards
 * inside the fieldset (a QR code, an error), so they are read with the choice.
 */
export function RadioCards<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
  legendClassName,
  cardClassName,
  children,
}: {
  legend: ReactNode;
  name: string;
  options: RadioCardOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
  /** In place of the default legend style. */
  legendClassName?: string;
  /** Added to each card's style (e.g. a background). */
  cardClassName?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className={legendClassName ?? 'mb-1 text-sm font-medium text-slate-900'}>{legend}</legend>
      {options.map((o) => {
        const hintId = o.hint ? `${name}-${o.value}-hint` : undefined;
        return (
          <label
            key={o.value}
            className={cn(
              'flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200',
              o.disabled && 'cursor-not-allowed text-slate-600',
              cardClassName,
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              aria-describedby={hintId}
              onChange={() => onChange(o.value)}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              {o.label}
              {o.hint ? (
                <span id={hintId} className="block text-xs font-normal text-slate-700">
                  {o.hint}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {children}
    </fieldset>
  );
}
