import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { newPasswordField } from '../../../../shared/schemas/auth';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newPasswordField.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (password !== confirm) return setError(validation.passwordsDoNotMatch);
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
      <AuthCard title="Reset Password">
        <p className="text-slate-700">
          This link is incomplete. Ask for a new one from the Forgot Password page.
        </p>
        <Link
          to={paths.forgotPassword}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          Forgot Password
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      {done ? (
        <div role="status" className="space-y-4">
          <p className="text-slate-700">{done}</p>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Go to login
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error}
          />
          <Button type="submit" className="w-full" size="lg" disabled={busy}>
            {busy ? 'Saving...' : 'Save New Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
