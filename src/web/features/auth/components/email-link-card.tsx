import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { describeApiError } from '../../../i18n/api-error';
import { paths } from '../../../lib/paths';
import { AuthCard } from './auth-card';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

type Outcome = { ok: boolean; message: string };

/**
 * The page an email change's link opens (docs/product-rules.md#accounts-and-security): it spends the
 * link's token once and says what happened. Sent by script, not by loading the page, so a mail scanner
 * that fetches the link spends nothing.
 */
export function EmailLinkCard(props: {
  title: string;
  spend: (token: string) => Promise<{ message: string }>;
  /** After a success: what the visitor's own session should become (refreshed, or ended). */
  afterSuccess?: () => Promise<void> | void;
  next: 'profile' | 'login' | 'password';
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation(AUTH_NS);
  const messageText = useMessageText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);
  const { spend, afterSuccess } = props;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    spend(token)
      .then(async (res) => {
        await afterSuccess?.();
        setOutcome({ ok: true, message: res.message });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: describeApiError(error).message }));
  }, [token, spend, afterSuccess]);

  return (
    <AuthCard title={props.title}>
      {!token ? (
        <p className="text-slate-700">{t('emailLink.incomplete')}</p>
      ) : !outcome ? (
        <p role="status" className="text-slate-700">
          {t('emailLink.working')}
        </p>
      ) : (
        <div role={outcome.ok ? 'status' : 'alert'} className="space-y-4">
          <p className={outcome.ok ? 'text-slate-700' : 'text-red-700'}>{messageText(outcome.message)}</p>
          {outcome.ok && props.next === 'password' ? (
            <Link to={paths.forgotPassword} className="block font-semibold text-brand-700 hover:underline">
              {t('emailLink.choosePassword')}
            </Link>
          ) : null}
          <Link
            to={props.next === 'profile' ? paths.profile : paths.login}
            className="block font-semibold text-brand-700 hover:underline"
          >
            {props.next === 'profile' ? t('emailLink.goToProfile') : t('emailLink.goToLogin')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
