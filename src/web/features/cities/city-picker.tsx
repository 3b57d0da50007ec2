import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { chooseCity, useChosenCity, useCities } from './city-choice';

/**
 * The city question, asked once on the public site ("Indore / भोपाल"), remembered on this device; once
 * answered, the same band names the city with a way to change it. The band has one height in every state
 * (prerendered before the cities load, asked, answered), so nothing below it moves.
 */
export function CityPicker() {
  const { t, i18n } = useTranslation();
  const chosen = useChosenCity();
  const cities = useCities();
  const [open, setOpen] = useState(false);
  const list = cities.data ?? [];
  const nameOf = (c: (typeof list)[number]) => (i18n.language === 'hi' ? c.nameHi : c.name);
  const current = list.find((c) => c.slug === chosen);
  const band = 'mx-auto flex h-12 max-w-7xl items-center gap-2 overflow-hidden px-4 text-sm';
  if (cities.data !== undefined && list.length < 2) return null;
  if (current && !open)
    return (
      <div className="border-b border-slate-100 bg-slate-50">
        <div className={`${band} justify-end`}>
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
      <div className={band}>
        <h2 id="city-ask" className="mr-auto truncate font-semibold text-slate-900" title={t('city.why')}>
          {t('city.ask')}
        </h2>
        <div className="flex shrink-0 gap-2" role="group" aria-labelledby="city-ask">
          {list.map((c) => (
            <button
              key={c.slug}
              type="button"
              onClick={() => {
                chooseCity(c.slug);
                setOpen(false);
              }}
              aria-pressed={c.slug === chosen}
              className="min-h-9 rounded-full border border-brand-300 bg-white px-3 py-1 font-medium text-brand-900 hover:bg-brand-100"
            >
              {nameOf(c)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
