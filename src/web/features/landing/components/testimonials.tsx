import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { LANDING_NS } from '../i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/line-icons';
import type { Testimonial } from '../content';
import { FiveStars, initials } from './stars';

/** The index moves ±1 and wraps around the list. */
export const wrapIndex = (index: number, delta: number, length: number) =>
  (((index + delta) % length) + length) % length;

/** The testimonial carousel (#testimonials): three entries, previous/next arrows that wrap, 5 stars. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const { t: translate } = useTranslation(LANDING_NS);
  const testimonials = translate('testimonials.items', { returnObjects: true }) as Testimonial[];
  const t = testimonials[index];
  const move = (delta: number) => setIndex((i) => wrapIndex(i, delta, testimonials.length));

  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {translate('testimonials.eyebrow')}
        </p>
        <h2 id="testimonials-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {translate('testimonials.heading')}
        </h2>
        <div className="relative mt-10 rounded-3xl bg-white px-6 py-10 shadow-lg ring-1 ring-slate-200 sm:px-14">
          <span
            aria-hidden="true"
            className="absolute left-6 top-2 font-serif text-7xl leading-none text-brand-100"
          >
            “
          </span>
          <figure aria-live="polite" aria-atomic="true" className="relative">
            <div className="flex justify-center">
              <FiveStars label={translate('testimonials.rated')} />
            </div>
            <blockquote className="mt-5 text-lg leading-relaxed text-slate-700">{t.text}</blockquote>
            <figcaption className="mt-6 flex items-center justify-center gap-3">
              <span
                aria-hidden="true"
                className="grid h-11 w-11 place-items-center rounded-full bg-brand-700 font-bold text-white"
              >
                {initials(t.name)}
              </span>
              <span className="text-left text-sm">
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="text-slate-500">{t.title}</span>
              </span>
            </figcaption>
          </figure>
          <div className="mt-8 flex items-center justify-center gap-4">
            <button
              type="button"
              aria-label={translate('testimonials.previous')}
              onClick={() => move(-1)}
              className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              <ChevronLeftIcon className="h-5 w-5" />
            </button>
            <p className="min-w-12 text-sm font-medium text-slate-600">
              {index + 1} / {testimonials.length}
            </p>
            <button
              type="button"
              aria-label={translate('testimonials.next')}
              onClick={() => move(1)}
              className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              <ChevronRightIcon className="h-5 w-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
