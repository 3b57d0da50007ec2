import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../i18n/api-error';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { useClearingErrors } from '../../../lib/use-clearing-errors';
import { newPasswordProblem } from '../model/new-password';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const values = useMemo(() => ({ password, confirm }), [password, confirm]);
  const [errors, setErrors] = useClearingErrors(values, (v) => {
    const problem = newPasswordProblem(v.password, v.confirm);
    return problem ? { form: problem } : {};
  });
  const error = errors.form;
  const setError = (message?: string) => setErrors(message ? { form: message } : {});
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(AUTH_NS);
  const messageText = useMessageText();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    setError(undefined);
    try {
      setDone((await resetPassword({ token, password })).message);
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <p className="text-slate-700">{t('reset.incomplete')}</p>
        <Link
          to={paths.forgotPassword}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('reset.forgotLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <div role="status" className="space-y-4">
          <p className="text-slate-700">{messageText(done)}</p>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            {t('reset.goToLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <PasswordField
            label={t('reset.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error}
          />
          <Button type="submit" className="w-full" size="lg" disabled={busy}>
            {busy ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
