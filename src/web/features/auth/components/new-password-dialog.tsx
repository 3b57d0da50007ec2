import { useMemo, useState, type FormEvent } from 'react';
import type { UserDto } from '../../../../shared/api';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { replaceToken } from '../../../lib/auth-store';
import { useLogout } from '../../../components/session/use-logout';
import { changePassword } from '../api/auth-api';
import { PasswordField } from './password-field';
import { useTranslation } from '../../../i18n/react';
import { useClearingErrors } from '../../../lib/use-clearing-errors';
import { newPasswordProblem } from '../model/new-password';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/**
 * After a temporary-password login: choose a new password before going on, since a temporary password
 * works once (docs/product-rules.md#accounts-and-security). Until then
 * the server answers nothing else (403), so the dialog cannot be closed, only left by logging out.
 * Opened again after a reload, it asks for the temporary password too (it is not kept anywhere).
 */
export function NewPasswordDialog({
  temporaryPassword,
  onDone,
}: {
  temporaryPassword?: string;
  onDone: (user: UserDto) => void;
}) {
  const [current, setCurrent] = useState(temporaryPassword ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const values = useMemo(() => ({ current, password, confirm }), [current, password, confirm]);
  const [errors, setErrors] = useClearingErrors(values, (v) => {
    const problem = v.current ? newPasswordProblem(v.password, v.confirm) : validation.allPasswordFields;
    return problem ? { form: problem } : {};
  });
  const error = errors.form;
  const setError = (message?: string) => setErrors(message ? { form: message } : {});
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(AUTH_NS);

  const logOut = useLogout();
  const leave = () => void logOut();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setError(validation.allPasswordFields);
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const res = await changePassword(current, password);
      replaceToken(res.token, res.data.user);
      showToast('success', 'Password changed successfully!');
      onDone(res.data.user);
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title={t('newPassword.title')}
      description={t('newPassword.description')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {temporaryPassword === undefined ? (
          <PasswordField
            label={t('newPassword.temporaryPassword')}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        ) : null}
        <PasswordField
          label={t('newPassword.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('newPassword.confirmPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={error}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('newPassword.saving') : t('newPassword.submit')}
        </Button>
        <Button type="button" variant="outline" className="w-full" onClick={leave}>
          {t('newPassword.logout')}
        </Button>
      </form>
    </Dialog>
  );
}
