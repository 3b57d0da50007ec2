import { Button } from '../../../components/ui/button';
import { useLogout } from '../../../components/session/use-logout';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { markSecondFactorSetup } from '../../../lib/auth-store';
import { PasskeysSection } from './passkeys-section';
import { TwoStepSection } from './two-step-section';

/**
 * All a staff account sees until its second factor is on (STAFF_SECOND_FACTOR=required): the server
 * refuses it everything else (403 SECOND_FACTOR_SETUP_REQUIRED), so the console would be empty anyway.
 */
export function SecondFactorSetupScreen() {
  const { t } = useTranslation(AUTH_NS);
  const logout = useLogout();
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('twoStep.requiredTitle')}</h1>
      <p className="mb-6 text-slate-700">{t('twoStep.requiredText')}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <TwoStepSection onEnabled={() => markSecondFactorSetup(false)} />
      </div>
      {/* Or a passkey: it is a second factor too. */}
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <PasskeysSection onAdded={() => markSecondFactorSetup(false)} />
      </div>
      <Button variant="ghost" className="mt-4" onClick={() => void logout()}>
        {t('twoStep.signOut')}
      </Button>
    </main>
  );
}
