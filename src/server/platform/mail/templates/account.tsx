import { Link } from '@react-email/components';
import type { Brand } from '../brand';
import { Action, Layout, Para } from './layout';
import { renderEmail } from './render';

export function renderWelcome(brand: Brand, data: { name: string }) {
  return renderEmail(
    `Welcome to ${brand.name}`,
    <Layout brand={brand} preview="Your account is ready" heading={`Welcome to ${brand.name}`}>
      <Para>{`Hi ${data.name},`}</Para>
      <Para>{`Welcome to ${brand.name}! Your account is ready. Book a cleaning whenever you need one.`}</Para>
      <Action href={`${brand.url}/services`}>Book a cleaning</Action>
    </Layout>,
  );
}

export function renderTemporaryPassword(
  brand: Brand,
  data: { name: string; temporaryPassword: string; resetUrl: string },
) {
  return renderEmail(
    `Your temporary ${brand.name} password`,
    <Layout brand={brand} preview="Your temporary password" heading="Your temporary password">
      <Para>{`Hi ${data.name},`}</Para>
      <Para>
        Your temporary password is: <strong>{data.temporaryPassword}</strong>
      </Para>
      <Para>
        It works once and for 30 minutes. After you log in with it you will be asked to choose a new password.
      </Para>
      <Para>
        Or choose a new password directly: <Link href={data.resetUrl}>{data.resetUrl}</Link>
      </Para>
      <Para>
        Your current password keeps working until you use one of these. If you did not ask for this, ignore
        this email.
      </Para>
    </Layout>,
  );
}

export function renderNewsletterWelcome(brand: Brand) {
  return renderEmail(
    `You're subscribed to ${brand.name} news`,
    <Layout brand={brand} preview="Thanks for subscribing" heading="Thanks for subscribing!">
      <Para>We send cleaning tips and offers about once a month.</Para>
    </Layout>,
  );
}

/** To a cleaner whose account an admin made: where to log in and the password to start with. */
export function renderCleanerWelcome(brand: Brand, data: { name: string; temporaryPassword: string }) {
  const loginUrl = `${brand.url}/login`;
  return renderEmail(
    `Your ${brand.name} cleaner account`,
    <Layout brand={brand} preview="Your cleaner account" heading={`Welcome to ${brand.name}`}>
      <Para>{`Hi ${data.name},`}</Para>
      <Para>
        An account has been made for you. Log in at <Link href={loginUrl}>{loginUrl}</Link> with this email
        and the temporary password: <strong>{data.temporaryPassword}</strong>
      </Para>
      <Para>You will be asked to choose your own password. Your jobs are under My Jobs.</Para>
    </Layout>,
  );
}
