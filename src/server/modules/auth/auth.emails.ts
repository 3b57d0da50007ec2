import type { Brand } from '../../platform/mail/brand';
import type { EmailMessage } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';

export function welcomeEmail(to: string, name: string, brand: Brand): EmailMessage {
  return { kind: 'welcome', to, ...templateCall('welcome', brand, { name }) };
}

export function temporaryPasswordEmail(opts: {
  to: string;
  name: string;
  temporaryPassword: string;
  resetUrl: string;
  brand: Brand;
}): EmailMessage {
  const { to, brand, ...data } = opts;
  return { kind: 'temporary-password', to, ...templateCall('temporary-password', brand, data) };
}
