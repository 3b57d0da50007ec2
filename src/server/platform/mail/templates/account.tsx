import { Link } from '@react-email/components';
import type { Brand } from '../brand';
import { Action, Layout, Para } from './layout';
import { renderEmail } from './render';
import { wordsFor } from './words';

export function renderWelcome(brand: Brand, data: { name: string }) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('welcome.subject', { brand: company }),
    <Layout brand={brand} preview={t('welcome.preview')} heading={t('welcome.subject', { brand: company })}>
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>{t('welcome.body', { brand: company })}</Para>
      <Action href={`${brand.url}/services`}>{t('welcome.action')}</Action>
    </Layout>,
  );
}

export function renderTemporaryPassword(
  brand: Brand,
  data: { name: string; temporaryPassword: string; resetUrl: string },
) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('temporaryPassword.subject', { brand: company }),
    <Layout brand={brand} preview={t('temporaryPassword.heading')} heading={t('temporaryPassword.heading')}>
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>
        {`${t('temporaryPassword.code')} `}
        <strong>{data.temporaryPassword}</strong>
      </Para>
      <Para>{t('temporaryPassword.once')}</Para>
      <Para>
        {`${t('temporaryPassword.direct')} `}
        <Link href={data.resetUrl}>{data.resetUrl}</Link>
      </Para>
      <Para>{t('temporaryPassword.ignore')}</Para>
    </Layout>,
  );
}

/** To the new address: the only way an email change completes. */
export function renderEmailChangeConfirm(brand: Brand, data: { name: string; confirmUrl: string }) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('emailChangeConfirm.subject', { brand: company }),
    <Layout brand={brand} preview={t('emailChangeConfirm.heading')} heading={t('emailChangeConfirm.heading')}>
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>{t('emailChangeConfirm.body', { brand: company })}</Para>
      <Action href={data.confirmUrl}>{t('emailChangeConfirm.action')}</Action>
      <Para>{t('emailChangeConfirm.expires')}</Para>
    </Layout>,
  );
}

/** To the old address: what is happening, and the way back if it was not its owner. */
export function renderEmailChangeNotice(
  brand: Brand,
  data: { name: string; newEmail: string; undoUrl: string },
) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('emailChangeNotice.subject', { brand: company }),
    <Layout brand={brand} preview={t('emailChangeNotice.heading')} heading={t('emailChangeNotice.heading')}>
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>{t('emailChangeNotice.body', { email: data.newEmail })}</Para>
      <Para>{t('emailChangeNotice.undo')}</Para>
      <Action href={data.undoUrl}>{t('emailChangeNotice.action')}</Action>
      <Para>{t('emailChangeNotice.expires')}</Para>
    </Layout>,
  );
}

/** Five wrong current passwords in a signed-in session: the owner hears of it (a stolen session guessing). */
export function renderPasswordGuessesNotice(brand: Brand, data: { name: string }) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('passwordGuesses.subject', { brand: company }),
    <Layout brand={brand} preview={t('passwordGuesses.heading')} heading={t('passwordGuesses.heading')}>
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>{t('passwordGuesses.body')}</Para>
      <Para>{t('passwordGuesses.advice')}</Para>
    </Layout>,
  );
}

/** The way out, at the foot of every newsletter mail (the List-Unsubscribe header carries it too). */
function UnsubscribeLine({ t, url }: { t: ReturnType<typeof wordsFor>['t']; url: string }) {
  return (
    <Para>
      {`${t('newsletter.unsubscribe')} `}
      <Link href={url}>{url}</Link>
    </Para>
  );
}

/** Double opt-in: the only mail a sign-up gets until its owner confirms from the link. */
export function renderNewsletterConfirm(brand: Brand, data: { confirmUrl: string; unsubscribeUrl: string }) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('newsletter.confirmSubject', { brand: company }),
    <Layout brand={brand} preview={t('newsletter.confirmHeading')} heading={t('newsletter.confirmHeading')}>
      <Para>{t('newsletter.confirmBody', { brand: company })}</Para>
      <Action href={data.confirmUrl}>{t('newsletter.confirmAction')}</Action>
      <Para>{t('newsletter.confirmIgnore')}</Para>
      <UnsubscribeLine t={t} url={data.unsubscribeUrl} />
    </Layout>,
  );
}

export function renderNewsletterWelcome(brand: Brand, data: { unsubscribeUrl: string }) {
  const { t, brand: company } = wordsFor(brand);
  return renderEmail(
    t('newsletter.subject', { brand: company }),
    <Layout brand={brand} preview={t('newsletter.preview')} heading={t('newsletter.heading')}>
      <Para>{t('newsletter.body')}</Para>
      <UnsubscribeLine t={t} url={data.unsubscribeUrl} />
    </Layout>,
  );
}

/** To a cleaner whose account an admin made: where to log in and the password to start with. */
export function renderCleanerWelcome(brand: Brand, data: { name: string; temporaryPassword: string }) {
  const { t, brand: company } = wordsFor(brand);
  const loginUrl = `${brand.url}/login`;
  return renderEmail(
    t('cleanerWelcome.subject', { brand: company }),
    <Layout
      brand={brand}
      preview={t('cleanerWelcome.preview')}
      heading={t('cleanerWelcome.heading', { brand: company })}
    >
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>
        {`${t('cleanerWelcome.logIn')} `}
        <Link href={loginUrl}>{loginUrl}</Link>
        {` ${t('cleanerWelcome.password')} `}
        <strong>{data.temporaryPassword}</strong>
      </Para>
      <Para>{t('cleanerWelcome.next')}</Para>
    </Layout>,
  );
}

/** To a staff member whose account an owner made: where to sign in and the password to start with. */
export function renderStaffWelcome(brand: Brand, data: { name: string; temporaryPassword: string }) {
  const { t, brand: company } = wordsFor(brand);
  const loginUrl = `${brand.url}/login`;
  return renderEmail(
    t('staffWelcome.subject', { brand: company }),
    <Layout
      brand={brand}
      preview={t('staffWelcome.preview')}
      heading={t('staffWelcome.heading', { brand: company })}
    >
      <Para>{t('common.hello', { name: data.name })}</Para>
      <Para>
        {`${t('staffWelcome.logIn')} `}
        <Link href={loginUrl}>{loginUrl}</Link>
        {` ${t('staffWelcome.password')} `}
        <strong>{data.temporaryPassword}</strong>
      </Para>
      <Para>{t('staffWelcome.next')}</Para>
    </Layout>,
  );
}
