import { clearSession } from '../../../lib/auth-store';
import { undoEmailChange } from '../api/auth-api';
import { EmailLinkCard } from '../components/email-link-card';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/** Undoing signs every session out, this browser's too; the owner is offered a new password next. */
const endSession = () => clearSession();

export default function EmailUndoPage() {
  const { t } = useTranslation(AUTH_NS);
  return (
    <EmailLinkCard
      title={t('emailLink.undoTitle')}
      spend={undoEmailChange}
      afterSuccess={endSession}
      next="password"
    />
  );
}
