import { useTranslation } from '../../../i18n/react';
import type { Testimonial } from '../content';
import { LANDING_NS } from '../i18n';
import { FiveStars, initials } from './stars';

/** The expert-team section: three static testimonial cards of one design. */
export function ExpertTeam() {
  const { t: translate } = useTranslation(LANDING_NS);
  const teamNotes = translate('team.notes', { returnObjects: true }) as Testimonial[];
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {translate('team.eyebrow')}
          </p>
          <h2 id="team-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {translate('team.heading')}
          </h2>
          <p className="mt-3 text-slate-600">{translate('team.text')}</p>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {teamNotes.map((t) => (
            <li
              key={t.name}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <FiveStars className="h-4 w-4" label={translate('testimonials.rated')} />
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">“{t.text}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {initials(t.name)}
                </span>
                <p className="text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="text-slate-500">{t.title}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
