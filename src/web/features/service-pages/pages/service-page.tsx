import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { SERVICES_NS, type ServicePageContent } from '../../../i18n/services-namespace';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { Button } from '../../../components/ui/button';
import { CheckIcon, ShieldCheckIcon, SparklesIcon } from '../../../components/ui/line-icons';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { serviceCard } from '../../../components/service-cards/service-cards';
import { ServicePricing } from '../components/service-pricing';

/**
 * The seven service landing pages: hero with Book Now, benefits, What It Covers (office,
 * home, sofa, shop), pricing cards from the API. Every Book button starts booking this service's slug.
 */
export function ServicePage({ slug }: { slug: string }) {
  const { t } = useTranslation(SERVICES_NS);
  const serverText = useServerText();
  const found = t(`pages.${slug}`, { returnObjects: true, defaultValue: null });
  const content = found && typeof found === 'object' ? (found as ServicePageContent) : undefined;
  const card = serviceCard(slug);
  const startBooking = useStartBooking();
  const name = card ? serverText(card.name) : (content?.eyebrow ?? t('notFound'));
  usePageTitle(t('pageTitle', { name }), content?.intro);

  if (!content || !card) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold">{t('notFound')}</h1>
      </main>
    );
  }

  const book = () => startBooking(slug);
  // A package card's Book opens the form with that package chosen (by name: ids differ between the
  // prerendered page and the running catalogue).
  const bookPackage = (pkg?: { name: string }) => startBooking(slug, pkg?.name);
  const toPricing = () => document.getElementById('pricing')?.scrollIntoView({ block: 'start' });

  return (
    <main>
      <section
        aria-labelledby="service-heading"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-[1.15fr_1fr] lg:py-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              <SparklesIcon className="h-4 w-4 text-amber-500" />
              {content.eyebrow}
            </p>
            <h1
              id="service-heading"
              className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl"
            >
              {content.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{content.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BrandButton size="lg" onClick={book} className="shadow-md shadow-brand-700/20">
                {t('bookNow')}
              </BrandButton>
              <Button size="lg" variant="outline" onClick={toPricing}>
                {t('seePrices')}
              </Button>
            </div>
            <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
              <ShieldCheckIcon className="h-5 w-5 text-brand-600" />
              {t('trust')}
            </p>
          </div>
          <img
            src={card.imageUrl}
            alt={t('imageAlt', { name: name.toLowerCase() })}
            width={320}
            height={200}
            fetchPriority="high"
            className="w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
          />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {content.benefitsHeading}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.benefits.map((b) => (
            <li
              key={b}
              className="flex items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                <CheckIcon className="h-4 w-4" />
              </span>
              <span className="pt-1 font-medium text-slate-800">{b}</span>
            </li>
          ))}
        </ul>
      </section>

      {content.covers ? (
        <section aria-labelledby="covers-heading" className="mx-auto max-w-6xl px-4 pb-14 sm:pb-16">
          <div className="rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10">
            <h2 id="covers-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('covers')}
            </h2>
            <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {content.covers.map((c) => (
                <li key={c} className="flex items-start gap-3">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
                  <span className="text-brand-50">{c}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <ServicePricing slug={slug} name={name} note={content.pricingNote} onBook={bookPackage} />

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-16">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('ctaHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">{t('ctaText')}</p>
        <BrandButton size="lg" onClick={book} className="mt-6" aria-label={t('bookNowLabel', { name })}>
          {t('bookNow')}
        </BrandButton>
      </section>
    </main>
  );
}
