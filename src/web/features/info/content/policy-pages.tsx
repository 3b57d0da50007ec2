import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { list, Rich, type InfoT } from '../i18n';
import { telHref, type Company, type InfoDoc, type Localize } from './types';

function ContactLine({ c, t }: { c: Company; t: InfoT }) {
  const email = c.supportEmail || c.email;
  return (
    <p>
      {t('contactLine', { company: c.companyName, address: c.address })}
      {email ? (
        <>
          {' '}
          {t('email')} <a href={`mailto:${email}`}>{email}</a>.
        </>
      ) : null}
      {c.phone ? (
        <>
          {' '}
          {t('phone')} <a href={telHref(c.phone)}>{c.phone}</a>.
        </>
      ) : null}
    </p>
  );
}

const bulleted = (t: InfoT, k: string) => (
  <ul>
    {list(t, k).map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export function privacyDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  return {
    eyebrow: t('privacy.eyebrow'),
    title: t('privacy.title'),
    intro: t('privacy.intro', { company: c.companyName }),
    updated: l.updated,
    sections: [
      { heading: t('privacy.collectHeading'), body: bulleted(t, 'privacy.collect') },
      { heading: t('privacy.useHeading'), body: <p>{t('privacy.use')}</p> },
      { heading: t('privacy.shareHeading'), body: bulleted(t, 'privacy.share') },
      { heading: t('privacy.storageHeading'), body: <p>{t('privacy.storage')}</p> },
      {
        heading: t('privacy.rightsHeading'),
        body: (
          <p>
            <Rich t={t} k="privacy.rights" components={{ profile: <Link to={paths.profile} /> }} />
          </p>
        ),
      },
      {
        heading: t('privacy.grievanceHeading'),
        body: (
          <>
            <ContactLine c={c} t={t} />
            <p>
              <Rich
                t={t}
                k="privacy.grievanceForm"
                components={{ form: <Link to={l.path(paths.grievance)} /> }}
              />
            </p>
          </>
        ),
      },
    ],
  };
}

export function termsDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  return {
    eyebrow: t('terms.eyebrow'),
    title: t('terms.title'),
    intro: t('terms.intro', { company: c.companyName }),
    updated: l.updated,
    sections: [
      { heading: t('terms.bookingsHeading'), body: <p>{t('terms.bookings')}</p> },
      { heading: t('terms.pricesHeading'), body: <p>{t('terms.prices')}</p> },
      {
        heading: t('terms.cancelHeading'),
        body: (
          <p>
            <Rich t={t} k="terms.cancel" components={{ refunds: <Link to={l.path(paths.refunds)} /> }} />
          </p>
        ),
      },
      { heading: t('terms.yourPartHeading'), body: bulleted(t, 'terms.yourPart') },
      { heading: t('terms.ourPartHeading'), body: <p>{t('terms.ourPart')}</p> },
      { heading: t('terms.lawHeading'), body: <p>{t('terms.law')}</p> },
      { heading: t('terms.contactHeading'), body: <ContactLine c={c} t={t} /> },
    ],
  };
}

export function refundsDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  return {
    eyebrow: t('refunds.eyebrow'),
    title: t('refunds.title'),
    intro: t('refunds.intro'),
    updated: l.updated,
    sections: [
      {
        heading: t('refunds.cancelHeading'),
        body: (
          <p>
            <Rich t={t} k="refunds.cancel" components={{ bookings: <Link to={paths.myBookings} /> }} />
          </p>
        ),
      },
      { heading: t('refunds.rescheduleHeading'), body: <p>{t('refunds.reschedule')}</p> },
      { heading: t('refunds.onlineHeading'), body: <p>{t('refunds.online')}</p> },
      { heading: t('refunds.afterHeading'), body: <p>{t('refunds.after')}</p> },
      { heading: t('refunds.unhappyHeading'), body: <p>{t('refunds.unhappy')}</p> },
      { heading: t('refunds.contactHeading'), body: <ContactLine c={c} t={t} /> },
    ],
  };
}
