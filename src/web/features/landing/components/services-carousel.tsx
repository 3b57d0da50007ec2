import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { useServerText } from '../../../i18n/server-text';
import { useLocalizedPath } from '../../../i18n/use-language';
import { LANDING_NS } from '../i18n';
import { ArrowRightIcon } from '../../../components/ui/line-icons';
import { serviceCards } from '../../../components/service-cards/service-cards';
import { CAROUSEL_CARD_WIDTH, useAutoAdvance } from '../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';

/**
 * 'We Always Provide The Best Service': seven cards that scroll with snap and advance on their
 * own, wrapping at the end. Movement stops under the pointer, while a card has keyboard focus, when the
 * visitor prefers reduced motion, or when they press Pause.
 */
export function ServicesCarousel() {
  const scroller = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const { t } = useTranslation(LANDING_NS);
  const serverText = useServerText();
  const localized = useLocalizedPath();
  useAutoAdvance(scroller, { paused: hovered || focused || stopped || reducedMotion });

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      id="wealwaysprovide"
      aria-labelledby="carousel-heading"
      className="scroll-mt-20 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {t('carousel.eyebrow')}
            </p>
            <h2 id="carousel-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              {t('carousel.heading')}
            </h2>
            <p className="mt-3 text-slate-600">{t('carousel.text')}</p>
          </div>
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {stopped ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
        </div>
        <ul
          ref={scroller}
          aria-label={t('carousel.listLabel')}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
          className="relative -mx-4 mt-8 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-4 px-4 pb-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {serviceCards.map((card) => {
            const name = serverText(card.name);
            return (
              <li
                key={card.slug}
                style={{ width: CAROUSEL_CARD_WIDTH }}
                className="relative flex shrink-0 snap-start flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <img
                  src={card.imageUrl}
                  alt={t('carousel.imageAlt', { name: name.toLowerCase() })}
                  width={320}
                  height={200}
                  loading="lazy"
                  className="h-[200px] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                    {serverText(card.teaser)}
                  </p>
                  <Link
                    to={localized(card.path)}
                    aria-label={t('carousel.viewServiceLabel', { name })}
                    className="mt-4 inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
                  >
                    {t('carousel.viewService')}
                    <ArrowRightIcon className="h-4 w-4" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
