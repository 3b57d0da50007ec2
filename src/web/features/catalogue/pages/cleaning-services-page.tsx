import { useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useGstContext } from '../../settings/api/get-settings';
import { SERVICES_NS } from '../../../i18n/services-namespace';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/line-icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useServices } from '../api/get-services';
import { CatalogueCard } from '../components/catalogue-card';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { useScrollArrows } from '../hooks/use-scroll-arrows';

const arrowClass =
  'grid h-11 w-11 place-items-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-sm hover:text-brand-700';

/** /cleaning-services (the Cleaning Services page): every service's plans side by side. */
export default function CleaningServicesPage() {
  const { t } = useTranslation(SERVICES_NS);
  const gst = useGstContext();
  usePageTitle(t('list.title'), t('list.description'));
  const navigate = useNavigate();
  const services = useServices();
  const scroller = useRef<HTMLDivElement>(null);
  const arrows = useScrollArrows(scroller, services.data?.length ?? 0);

  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-16">
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
          <ArrowLeftIcon className="h-4 w-4" />
          {t('list.back')}
        </Button>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('list.heading')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('list.intro', gst)}</p>

        {services.isPending ? (
          <div className="mt-12 flex justify-center text-brand-700">
            <Spinner label={t('list.loading')} />
          </div>
        ) : services.isError ? (
          <div role="alert" className="mt-10 max-w-md rounded-2xl bg-red-50 p-6 text-red-800">
            <p className="font-semibold">{t('list.error')}</p>
            <Button variant="outline" className="mt-4" onClick={() => services.refetch()}>
              {t('list.tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="mt-6">
            {/* The arrows sit above the row, never over a card's buttons (they covered its package chips). */}
            <div className="flex h-11 justify-end gap-3">
              {arrows.left ? (
                <button
                  type="button"
                  aria-label={t('list.scrollLeft')}
                  onClick={() => arrows.scroll(-1)}
                  className={arrowClass}
                >
                  <ChevronLeftIcon className="h-5 w-5" />
                </button>
              ) : null}
              {arrows.right ? (
                <button
                  type="button"
                  aria-label={t('list.scrollRight')}
                  onClick={() => arrows.scroll(1)}
                  className={arrowClass}
                >
                  <ChevronRightIcon className="h-5 w-5" />
                </button>
              ) : null}
            </div>
            <div
              ref={scroller}
              role="region"
              aria-label={t('list.region')}
              tabIndex={0}
              className="relative -mx-4 mt-2 flex snap-x snap-mandatory items-start gap-10 overflow-x-auto scroll-px-4 px-4 pb-6 pt-1"
            >
              {services.data.map((s) => (
                <CatalogueCard key={s.slug} service={s} />
              ))}
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
