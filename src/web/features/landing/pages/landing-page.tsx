import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react';
import { LANDING_NS } from '../i18n';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { ClaimsBanner } from '../components/claims-banner';
import { ContactSection } from '../components/contact-section';
import { ExpertTeam } from '../components/expert-team';
import { Hero } from '../components/hero';
import { HomeCleaningBand } from '../components/home-cleaning-band';
import { PlanSection } from '../components/plan-section';
import { ServiceGrid } from '../components/service-grid';
import { ServicesCarousel } from '../components/services-carousel';
import { Testimonials } from '../components/testimonials';
import { WhyChooseUs } from '../components/why-choose-us';

/** The quote form loads only when someone asks for a quote. */
const QuoteDialog = lazy(() => import('../components/quote-dialog'));

/** / and /services (the landing page). Header and footer come from the site layout. */
export default function LandingPage() {
  const { t } = useTranslation(LANDING_NS);
  usePageTitle(t('title'), t('description'));
  const [params] = useSearchParams();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteLoaded, setQuoteLoaded] = useState(false);
  const openQuote = () => {
    setQuoteLoaded(true);
    setQuoteOpen(true);
  };
  // /?quote=1 (the booking form's 'Request a quote' for a pincode we don't serve) opens the form after
  // hydration, so the prerendered page and the first client render agree.
  const asked = params.get('quote') === '1';
  useEffect(() => {
    if (asked) openQuote();
  }, [asked]);

  return (
    <main>
      <Hero onGetQuote={openQuote} />
      {/* The browser lays out and paints these only as they near the screen (styles.css). */}
      <div className="below-fold">
        <ClaimsBanner />
        <ServiceGrid />
        <ServicesCarousel />
        <HomeCleaningBand />
        <WhyChooseUs />
        <PlanSection />
        <ExpertTeam />
        <Testimonials />
        <ContactSection />
      </div>
      {quoteLoaded ? (
        <Suspense fallback={null}>
          <QuoteDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
        </Suspense>
      ) : null}
    </main>
  );
}
