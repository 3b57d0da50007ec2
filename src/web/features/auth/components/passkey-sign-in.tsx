import { useState } from 'react';
import type { UserDto } from '../../../../shared/api';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { PASSKEYS_NS } from '../../../i18n/namespaces/passkeys';
import { markSecondFactorSetup, setSession } from '../../../lib/auth-store';
import { passkeyPromptError, passkeysSupported, signInWithPasskey } from '../api/passkeys-api';

/** What went wrong with a passkey, in words: the browser's refusal or the server's message. */
export function usePasskeyErrorText() {
  const { t } = useTranslation(PASSKEYS_NS);
  return (e: unknown) => {
    const prompt = passkeyPromptError(e);
    return prompt ? t(prompt) : describeApiError(e).message;
  };
}

/**
 * "Sign in with a passkey": the device's fingerprint, face or screen lock signs the account in on its own
 * (both steps for staff). Not shown where the browser has no passkeys.
 */
export function PasskeySignIn({
  remember = true,
  label,
  onSignedIn,
}: {
  remember?: boolean;
  /** The button's words: the login's offer, or the second step's. */
  label?: string;
  onSignedIn: (user: UserDto) => void | Promise<unknown>;
}) {
  const { t } = useTranslation(PASSKEYS_NS);
  const errorText = usePasskeyErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!passkeysSupported()) return null;

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const res = await signInWithPasskey();
      setSession(res.token, res.data.user, remember);
      markSecondFactorSetup(!!res.data.secondFactorSetupRequired);
      showToast('success', success.login, undefined, 3000);
      await onSignedIn(res.data.user);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        size="lg"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? t('signingIn') : (label ?? t('signIn'))}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
