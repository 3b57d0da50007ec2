import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { brandButtonClass } from '../../catalogue/components/brand-button';
import { CheckIcon, SparklesIcon } from '../../../components/ui/line-icons';
import { paths } from '../../../lib/paths';

const promises = ['Verified professionals', 'GST-inclusive prices', 'Pay after service'];

/** SPEC §1 hero: the headline, 'Get a quote' and 'Book Now' (opens Office Cleaning). */
export function Hero({ onGetQuote }: { onGetQuote: () => void }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-10 sm:pt-14 md:grid-cols-[1.1fr_1fr] lg:pb-20 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
            <SparklesIcon className="h-4 w-4 text-amber-500" />
            Cleaning services in Indore
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl"
          >
            High-Quality and Friendly Services at <span className="text-brand-700">Fair Prices</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Homes, offices, kitchens, sofas, bathrooms, shops and water tanks, cleaned by trained
            professionals. Book a slot in minutes and pay online or after the service.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button
              variant="outline"
              size="lg"
              onClick={onGetQuote}
              className="!border-brand-600 !text-brand-800 hover:!bg-brand-50"
            >
              Get a quote
            </Button>
            <Link
              to={paths.officeCleaning}
              className={brandButtonClass('lg', 'shadow-md shadow-brand-700/20')}
            >
              Book Now
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
          alt="Illustration of a freshly cleaned home with a mop, bucket and spray bottle"
          width={480}
          height={380}
          fetchPriority="high"
          className="mx-auto w-full max-w-[300px] sm:max-w-sm md:max-w-md"
        />
      </div>
    </section>
  );
}
