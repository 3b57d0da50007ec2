import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../i18n/react';
import { NEWSLETTER_NS } from '../i18n';

type Kind = 'confirm' | 'unsubscribe';

/**
 * The page a newsletter link opens: it says what the button does and acts only when it is pressed,
 * so a mail scanner that fetches the link confirms or unsubscribes nothing.
 */
export function NewsletterLinkCard({ kind, act }: { kind: Kind; act: (token: string) => Promise<unknown> }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation(NEWSLETTER_NS);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function press() {
    setBusy(true);
    try {
      await act(token);
      setOutcome({ ok: true, text: t(`${kind}.done`) });
    } catch (error) {
      const invalid = error instanceof ApiError && error.code === 'NEWSLETTER_LINK_INVALID';
      setOutcome({ ok: false, text: invalid ? t('invalid') : describeApiError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-[60vh] items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t(`${kind}.title`)}</h1>
        <div className="mt-6 space-y-4">
          {!token ? (
            <p className="text-slate-700">{t('incomplete')}</p>
          ) : outcome ? (
            <p
              role={outcome.ok ? 'status' : 'alert'}
              className={outcome.ok ? 'text-slate-700' : 'text-red-700'}
            >
              {outcome.text}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{t(`${kind}.text`)}</p>
              <Button type="button" className="w-full" size="lg" disabled={busy} onClick={press}>
                {busy ? t('working') : t(`${kind}.action`)}
              </Button>
            </>
          )}
          <Link to={paths.home} className="block font-semibold text-brand-700 hover:underline">
            {t('home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
