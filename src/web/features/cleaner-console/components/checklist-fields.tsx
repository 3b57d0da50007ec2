import type { ChecklistEntry } from '../../../../shared/domain/checklist';
import { cn } from '../../../components/ui/cn';
import { useFeatureText } from '../../../i18n/feature-texts';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';

/**
 * The package's checklist, nothing ticked to start with: each item is marked done or not
 * done, and a not-done one asks why. `error` names what is still open when Complete was pressed.
 */
export function ChecklistFields({
  items,
  value,
  onChange,
  error,
}: {
  items: string[];
  value: Record<string, ChecklistEntry>;
  onChange: (next: Record<string, ChecklistEntry>) => void;
  error?: string;
}) {
  const { t } = useTranslation(CLEANER_NS);
  const serverText = useFeatureText();
  if (!items.length) return null;
  const set = (item: string, patch: Partial<ChecklistEntry>) => {
    const current: ChecklistEntry = value[item] ?? { item, done: false, note: '' };
    onChange({ ...value, [item]: { ...current, ...patch } });
  };
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'checklist-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t('complete.checklist')}</legend>
      {items.map((item, i) => {
        const e = value[item];
        const choice = (done: boolean, label: string) => (
          <label
            className={cn(
              'flex min-h-[40px] flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border px-2 text-sm font-semibold',
              e?.done === done
                ? done
                  ? 'border-green-700 bg-green-50 text-green-900'
                  : 'border-amber-700 bg-amber-50 text-amber-900'
                : 'border-slate-300 text-slate-700',
            )}
          >
            <input
              type="radio"
              name={`checklist-${i}`}
              className="h-4 w-4"
              checked={e?.done === done}
              onChange={() => set(item, { done })}
            />
            {label}
          </label>
        );
        return (
          <div
            key={item}
            role="radiogroup"
            aria-label={serverText(item)}
            className={cn(
              'rounded-lg border p-2',
              error && (!e || (!e.done && !e.note.trim())) ? 'border-red-400' : 'border-slate-200',
            )}
          >
            <p className="mb-1.5 text-sm font-medium text-slate-900">{serverText(item)}</p>
            <div className="flex gap-2">
              {choice(true, t('complete.done'))}
              {choice(false, t('complete.notDone'))}
            </div>
            {e && !e.done ? (
              <input
                type="text"
                aria-label={t('complete.whyNotLabel', { item: serverText(item) })}
                placeholder={t('complete.whyNot')}
                maxLength={500}
                value={e.note}
                onChange={(ev) => set(item, { note: ev.target.value })}
                className="mt-2 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id="checklist-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
