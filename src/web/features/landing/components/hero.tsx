import { useTranslation } from '../../../i18n/react';
import { useGstContext } from '../../settings/api/get-settings';
import { RichText } from '../../../i18n/rich-text';
import { Link } from 'react-router-dom';
import { LANDING_NS } from '../i18n';
import { Button } from '../../../components/ui/button';
import { brandButtonClass } from '../../../components/brand-button/brand-button';
import { CheckIcon, SparklesIcon } from '../../../components/ui/line-icons';
import { paths } from '../../../lib/paths';

/**
 * The hero: the headline, 'Get a quote' and 'Book Now'. Book Now opens the booking's service step with
 * nothing chosen (issue 37: it used to preselect Office Cleaning, whatever the visitor wanted).
 */
export function Hero({ onGetQuote }: { onGetQuote: () => void }) {
  const { t } = useTranslation(LANDING_NS);
  const promises = t('hero.promises', { returnObjects: true, ...useGstContext() }) as string[];
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-10 sm:pt-14 md:grid-cols-[1.1fr_1fr] lg:pb-20 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
            <SparklesIcon className="h-4 w-4 text-amber-500" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl"
          >
            <RichText
              text={t('hero.heading')}
              components={{ highlight: <span className="text-brand-700" /> }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{t('hero.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button
              variant="outline"
              size="lg"
              onClick={onGetQuote}
              className="!border-brand-600 !text-brand-800 hover:!bg-brand-50"
            >
              {t('hero.getQuote')}
            </Button>
            <Link to={paths.booking} className={brandButtonClass('lg', 'shadow-md shadow-brand-700/20')}>
              {t('hero.bookNow')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <span className="grid h-5 w-5 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <CheckIcon className="h-3.5 w-3.5" />
                </span>
                {p}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/hero-clean-home.svg"
          alt={t('hero.imageAlt')}
          width={480}
          height={380}
          fetchPriority="high"
          className="mx-auto w-full max-w-[300px] sm:max-w-sm md:max-w-md"
        />
      </div>
    </section>
  );
}
