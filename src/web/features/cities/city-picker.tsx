import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { chooseCity, useChosenCity, useCities } from './city-choice';

/**
 * The city question, asked once on the public site ("Indore / भोपाल"), remembered on this device; the header
 * keeps a small switch. Choosing reads the catalogue again with that city's prices.
 */
export function CityPicker() {
  const { t, i18n } = useTranslation();
  const chosen = useChosenCity();
  const cities = useCities();
  const [open, setOpen] = useState(false);
  const list = cities.data ?? [];
  if (list.length < 2) return null;
  const nameOf = (c: (typeof list)[number]) => (i18n.language === 'hi' ? c.nameHi : c.name);
  const current = list.find((c) => c.slug === chosen);
  const pick = (slug: string) => {
    chooseCity(slug);
    setOpen(false);
  };
  if (current && !open)
    return (
      <div className="border-b border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-2 px-4 py-1 text-sm">
          <span className="text-slate-600">{t('city.label')}:</span>
          <strong data-testid="city-current">{nameOf(current)}</strong>
          <button type="button" className="text-brand-800 underline" onClick={() => setOpen(true)}>
            {t('city.change')}
          </button>
        </div>
      </div>
    );
  return (
    <section aria-labelledby="city-ask" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <div className="mr-auto">
          <h2 id="city-ask" className="font-semibold text-slate-900">
            {t('city.ask')}
          </h2>
          <p className="text-sm text-slate-600">{t('city.why')}</p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="city-ask">
          {list.map((c) => (
            <button
              key={c.slug}
              type="button"
              onClick={() => pick(c.slug)}
              aria-pressed={c.slug === chosen}
              className="min-h-11 rounded-full border border-brand-300 bg-white px-4 py-2 font-medium text-brand-900 hover:bg-brand-100"
            >
              {nameOf(c)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
