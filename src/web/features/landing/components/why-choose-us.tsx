import { useTranslation } from '../../../i18n/react';
import { LANDING_NS } from '../i18n';
import { CheckIcon } from '../../../components/ui/line-icons';
import { INFO_SECTION_ID } from './home-cleaning-band';

/** 'A Cleaner Home / A happier You': the Why Choose Us section (header anchor #effectivecleaning). */
export function WhyChooseUs() {
  const { t } = useTranslation(LANDING_NS);
  const whyChooseUs = t('why.points', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section
      id={INFO_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="why-heading"
      className="scroll-mt-20 bg-brand-50/60 py-14 focus:outline-none sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-[1fr_1.3fr] md:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('why.eyebrow')}</p>
          <h2 id="why-heading" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
            <span className="block">{t('why.headingTop')}</span>{' '}
            <span className="block text-brand-700">{t('why.headingBottom')}</span>
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{t('why.text')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {whyChooseUs.map((w) => (
            <li key={w.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-white">
                <CheckIcon className="h-5 w-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{w.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{w.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
