import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDay } from '../../../shared/domain/date-format';
import { useTranslation } from '../../i18n/react';
import { cn } from '../ui/cn';
import { FieldShell, inputClass } from '../ui/field';

const Calendar = lazy(() => import('./calendar'));

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  /** An optional date (a filter, an expiry): a Clear button empties it. */
  clearable?: boolean;
}

/**
 * A date field that reads the same in every browser: the day in the one format ('Sat, 28 Nov 2026',
 * 'शनि, 28 नवंबर 2026') on a button that opens a month calendar, instead of the browser's own field
 * (mm/dd/yyyy in an English browser). Escape or a pick closes it and gives focus back to the button.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  id,
  className,
  clearable,
}: DateFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `date-${autoId}`;
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!popover.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={cn('relative', className)}>
      <button
        ref={button}
        id={fieldId}
        type="button"
        className={cn(inputClass(!!error), 'text-left', !value && 'text-slate-400')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {value ? formatDay(value, i18n.language) : t('dateField.placeholder')}
      </button>
      {clearable && value ? (
        <button
          type="button"
          className="absolute right-2 top-8 min-h-[28px] rounded px-2 text-xs font-medium text-slate-600 underline hover:text-slate-900"
          aria-label={t('dateField.clearLabel', { label })}
          onClick={() => onChange('')}
        >
          {t('dateField.clear')}
        </button>
      ) : null}
      {open ? (
        <div
          ref={popover}
          role="dialog"
          aria-label={label}
          className="absolute left-0 z-30 mt-1 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <Suspense fallback={<p className="p-4 text-sm text-slate-500">…</p>}>
            <Calendar
              value={value}
              min={min}
              max={max}
              language={i18n.language}
              onPick={(iso) => {
                onChange(iso);
                close();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </FieldShell>
  );
}
