import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { EMAIL_PATTERN } from '../../../shared/patterns';
import { api } from '../../lib/api-client';
import { describeApiError } from '../../i18n/api-error';
import { paths } from '../../lib/paths';
import { useSettings } from '../../features/settings/api/get-settings';
import { useServerText } from '../../i18n/server-text';
import { useLocalizedPath } from '../../i18n/use-language';

const company = [
  { to: paths.about, label: 'footer.aboutUs' },
  { to: paths.services, label: 'footer.services' },
  { to: paths.team, label: 'footer.ourTeam' },
  { to: paths.workWithUs, label: 'footer.workWithUs' },
] as const;
const knowMore = [
  { to: paths.support, label: 'footer.support' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.refunds, label: 'footer.refunds' },
] as const;

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: typeof company | typeof knowMore;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={localized(l.to)} className="hover:text-white">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Newsletter() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setResult({ ok: false, text: t('footer.invalidEmail') });
    setBusy(true);
    try {
      await api.post<{ message: string }>('/api/newsletter', { email: email.trim() }, { auth: false });
      // Double opt-in: nothing is subscribed until the mailed link is confirmed.
      setResult({ ok: true, text: t('footer.checkEmail') });
      setEmail('');
    } catch (error) {
      setResult({ ok: false, text: describeApiError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold uppercase tracking-wide text-white">
        {t('footer.newsletter')}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t('footer.newsletterText')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('footer.emailLabel')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-brand-200 disabled:opacity-60"
        >
          {t('footer.send')}
        </button>
      </div>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm ${result.ok ? 'text-brand-200' : 'text-red-300'}`}
        >
          {result.text}
        </p>
      ) : null}
    </form>
  );
}

export function SiteFooter() {
  const { data } = useSettings();
  const { t } = useTranslation();
  const serverText = useServerText();
  const companyName = data ? serverText(data.companyName) : '';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{companyName || t('brand')}</p>
          {/* Its four lines' height is kept while the settings load: the columns below do not jump. */}
          <address className="mt-3 min-h-[5.5rem] space-y-1 text-sm not-italic">
            {data ? (
              <>
                <p>{serverText(data.address)}</p>
                <p>
                  <a href={`tel:${data.phone.replace(/\s/g, '')}`} className="hover:text-white">
                    {data.phone}
                  </a>
                </p>
                <p>
                  <a href={`mailto:${data.email}`} className="hover:text-white">
                    {data.email}
                  </a>
                </p>
              </>
            ) : null}
          </address>
        </div>
        <FooterLinks id="footer-company" heading={t('footer.company')} links={company} />
        <FooterLinks id="footer-know-more" heading={t('footer.knowMore')} links={knowMore} />
        <Newsletter />
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        {t('footer.copyright', { year: 2025, company: companyName })}
      </p>
    </footer>
  );
}
