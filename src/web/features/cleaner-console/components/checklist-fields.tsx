import type { ChecklistEntry } from '../../../../shared/domain/checklist';
import { useServerText } from '../../../i18n/server-text';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';

/** The package's checklist: every item ticked to start with; an unticked one asks why. */
export function ChecklistFields({
  items,
  value,
  onChange,
}: {
  items: string[];
  value: Record<string, ChecklistEntry>;
  onChange: (next: Record<string, ChecklistEntry>) => void;
}) {
  const { t } = useTranslation(CLEANER_NS);
  const serverText = useServerText();
  if (!items.length) return null;
  const entry = (item: string) => value[item] ?? { item, done: true, note: '' };
  const set = (item: string, patch: Partial<ChecklistEntry>) =>
    onChange({ ...value, [item]: { ...entry(item), ...patch } });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{t('complete.checklist')}</legend>
      {items.map((item) => {
        const e = entry(item);
        return (
          <div key={item} className="rounded-lg border border-slate-200 p-2">
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-600"
                checked={e.done}
                onChange={(ev) => set(item, { done: ev.target.checked })}
              />
              {serverText(item)}
            </label>
            {!e.done ? (
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
    </fieldset>
  );
}
