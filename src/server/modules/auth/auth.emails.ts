import type { EmailMessage } from '../../platform/mail/outbox';

export function welcomeEmail(to: string, name: string, companyName: string): EmailMessage {
  return {
    kind: 'welcome',
    to,
    subject: `Welcome to ${companyName}`,
    text: `Hi ${name},\n\nWelcome to ${companyName}! Your account is ready. Book a cleaning whenever you need one.\n\n— ${companyName}`,
  };
}

export function temporaryPasswordEmail(opts: {
  to: string;
  name: string;
  temporaryPassword: string;
  resetUrl: string;
  companyName: string;
}): EmailMessage {
  return {
    kind: 'temporary-password',
    to: opts.to,
    subject: `Your temporary ${opts.companyName} password`,
    text:
      `Hi ${opts.name},\n\nYour temporary password is: ${opts.temporaryPassword}\n\n` +
      `It works once and for 30 minutes. After you log in with it you will be asked to choose a new password.\n` +
      `Or choose a new password directly: ${opts.resetUrl}\n\n` +
      `Your current password keeps working until you use one of these. If you did not ask for this, ignore this email.\n\n— ${opts.companyName}`,
  };
}
