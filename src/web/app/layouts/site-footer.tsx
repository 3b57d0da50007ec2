import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_PATTERN } from '../../../shared/patterns';
import { describeApiError, api } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSettings } from '../../features/settings/api/get-settings';

const company = [
  { to: paths.about, label: 'About Us' },
  { to: paths.services, label: 'Services' },
  { to: paths.team, label: 'Our Team' },
];
const knowMore = [
  { to: paths.support, label: 'Support' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms & conditions' },
  { to: paths.refunds, label: 'Cancellation & Refund' },
];

function Newsletter() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim()))
      return setResult({ ok: false, text: 'Please enter a valid email address' });
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>(
        '/api/newsletter',
        { email: email.trim() },
        { auth: false },
      );
      setResult({ ok: true, text: res.message });
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
        Newsletter
      </h2>
      <p className="mt-2 text-sm text-slate-300">Cleaning tips and offers, once a month.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
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
          Send
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
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{data?.companyName ?? 'Chamak'}</p>
          {/* Its four lines' height is kept while the settings load: the columns below do not jump. */}
          <address className="mt-3 min-h-[5.5rem] space-y-1 text-sm not-italic">
            {data ? (
              <>
                <p>{data.address}</p>
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
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold uppercase tracking-wide text-white">
            Company
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {company.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-know-more">
          <h2 id="footer-know-more" className="text-sm font-semibold uppercase tracking-wide text-white">
            Know More
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {knowMore.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Newsletter />
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        © 2025 {data?.companyName ?? ''}
      </p>
    </footer>
  );
}
