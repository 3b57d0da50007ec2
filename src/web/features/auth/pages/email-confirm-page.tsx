import { getSession, updateSessionUser } from '../../../lib/auth-store';
import { confirmEmailChange, getOwnAccount } from '../api/auth-api';
import { EmailLinkCard } from '../components/email-link-card';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/** A session open in this browser shows the new email at once. */
async function refreshSessionUser() {
  if (!getSession()) return;
  const user = await getOwnAccount().catch(() => null);
  if (user) updateSessionUser(user);
}

export default function EmailConfirmPage() {
  const { t } = useTranslation(AUTH_NS);
  return (
    <EmailLinkCard
      title={t('emailLink.confirmTitle')}
      spend={confirmEmailChange}
      afterSuccess={refreshSessionUser}
      next={getSession() ? 'profile' : 'login'}
    />
  );
}
