import type { Brand } from '../../platform/mail/brand';
import type { EmailMessage } from '../../platform/mail/outbox';
import { renderTemporaryPassword, renderWelcome } from '../../platform/mail/templates/index';

export async function welcomeEmail(to: string, name: string, brand: Brand): Promise<EmailMessage> {
  return { kind: 'welcome', to, ...(await renderWelcome(brand, { name })) };
}

export async function temporaryPasswordEmail(opts: {
  to: string;
  name: string;
  temporaryPassword: string;
  resetUrl: string;
  brand: Brand;
}): Promise<EmailMessage> {
  const { to, brand, ...data } = opts;
  return { kind: 'temporary-password', to, ...(await renderTemporaryPassword(brand, data)) };
}
