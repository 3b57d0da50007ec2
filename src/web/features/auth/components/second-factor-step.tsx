import { useState, type FormEvent } from 'react';
import type { UserDto } from '../../../../shared/api';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { PASSKEYS_NS } from '../../../i18n/namespaces/passkeys';
import { ApiError } from '../../../lib/api-client';
import { markSecondFactorSetup, setSession } from '../../../lib/auth-store';
import { verifySecondFactor } from '../api/second-factor-api';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * The sign-in's second step (password or mobile code was right): the six digits from the authenticator
 * app, or one of the recovery codes, or the account's passkey. A challenge that died (five wrong codes, five
 * minutes) goes back.
 */
export function SecondFactorStep({
  challenge,
  methods,
  remember,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  /** What the account has: the app's code, a passkey, or both. */
  methods: ('code' | 'passkey')[];
  remember: boolean;
  onSignedIn: (user: UserDto) => void | Promise<unknown>;
  onBack: () => void;
}) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(PASSKEYS_NS);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const res = await verifySecondFactor(challenge, code.trim());
      setSession(res.token, res.data.user, remember);
      markSecondFactorSetup(!!res.data.secondFactorSetupRequired);
      showToast('success', success.login, undefined, 3000);
      await onSignedIn(res.data.user);
    } catch (e) {
      const { title, message } = describeApiError(e);
      if (
        e instanceof ApiError &&
        (e.code === 'SECOND_FACTOR_CHALLENGE_INVALID' || e.code === 'SECOND_FACTOR_LOCKED')
      ) {
        showToast('error', title, message, 5000);
        onBack();
        return;
      }
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setCode('');
    setError(undefined);
  };

  const passkey = methods.includes('passkey') ? (
    <PasskeySignIn remember={remember} label={tp('useForStep')} onSignedIn={onSignedIn} />
  ) : null;
  const back = (
    <button type="button" className="font-medium text-slate-700 hover:underline" onClick={onBack}>
      {t('twoStep.back')}
    </button>
  );
  if (!methods.includes('code'))
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{tp('stepTitle')}</h2>
        {passkey}
        <div className="text-sm">{back}</div>
      </div>
    );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold text-slate-900">
        {recovery ? t('twoStep.recoveryTitle') : t('twoStep.codeTitle')}
      </h2>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('twoStep.recoveryCode') : t('twoStep.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        autoFocus
        error={error}
      />
      <Button type="submit" className="w-full" size="lg" disabled={busy || !code.trim()}>
        {busy ? t('twoStep.verifying') : t('twoStep.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={switchKind}>
          {recovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
        </button>
        {back}
      </div>
      {passkey}
    </form>
  );
}
