import { Link } from 'react-router-dom';
import { paths, serviceRoutes } from '../../../lib/paths';
import { list, Rich, type InfoT } from '../i18n';
import { telHref, type Company, type InfoDoc, type Localize } from './types';

export function aboutDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  const company = c.companyName;
  return {
    eyebrow: t('about.eyebrow'),
    title: t('about.title'),
    intro: t('about.intro', { company }),
    sections: [
      { heading: t('about.whoHeading'), body: <p>{t('about.who')}</p> },
      {
        heading: t('about.whatHeading'),
        body: (
          <ul>
            {serviceRoutes.map((s) => (
              <li key={s.serviceId}>
                <Link to={l.path(s.path)}>{l.serverText(s.name)}</Link>
              </li>
            ))}
          </ul>
        ),
      },
      {
        heading: t('about.howHeading'),
        body: (
          <ul>
            {list(t, 'about.how').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      },
      {
        heading: t('about.visitHeading'),
        body: (
          <p>
            {c.address}
            {c.phone ? (
              <>
                <br />
                {t('phone')} <a href={telHref(c.phone)}>{c.phone}</a>
              </>
            ) : null}
            {c.email ? (
              <>
                <br />
                {t('email')} <a href={`mailto:${c.email}`}>{c.email}</a>
              </>
            ) : null}
          </p>
        ),
      },
    ],
  };
}

export function teamDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  return {
    eyebrow: t('team.eyebrow'),
    title: t('team.title'),
    intro: t('team.intro', { company: c.companyName }),
    sections: [
      { heading: t('team.cleanersHeading'), body: <p>{t('team.cleaners')}</p> },
      { heading: t('team.supervisorsHeading'), body: <p>{t('team.supervisors')}</p> },
      {
        heading: t('team.supportHeading'),
        body: (
          <p>
            <Rich t={t} k="team.support" components={{ support: <Link to={l.path(paths.support)} /> }} />
          </p>
        ),
      },
      {
        heading: t('team.workHeading'),
        body: (
          <p>
            {t('team.work')}
            {c.email ? (
              <>
                {' '}
                <Rich
                  t={t}
                  k="team.workWrite"
                  values={{ email: c.email }}
                  components={{ email: <a href={`mailto:${c.email}`} /> }}
                />
              </>
            ) : null}
          </p>
        ),
      },
    ],
  };
}

export function supportDoc(c: Company, t: InfoT, l: Localize): InfoDoc {
  const email = c.supportEmail || c.email;
  return {
    eyebrow: t('support.eyebrow'),
    title: t('support.title'),
    intro: t('support.intro'),
    sections: [
      {
        heading: t('support.contactHeading'),
        body: (
          <ul>
            {c.phone ? (
              <li>
                {t('phone')} <a href={telHref(c.phone)}>{c.phone}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                {t('email')} <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            <li>{t('support.hours')}</li>
            <li>
              <Rich
                t={t}
                k="support.form"
                components={{ form: <Link to={l.path(`${paths.home}#contact`)} /> }}
              />
            </li>
          </ul>
        ),
      },
      {
        heading: t('support.manageHeading'),
        body: (
          <p>
            <Rich t={t} k="support.manage" components={{ bookings: <Link to={paths.myBookings} /> }} />
          </p>
        ),
      },
      {
        heading: t('support.paymentsHeading'),
        body: (
          <p>
            <Rich t={t} k="support.payments" components={{ refunds: <Link to={l.path(paths.refunds)} /> }} />
          </p>
        ),
      },
      {
        heading: t('support.beforeHeading'),
        body: (
          <ul>
            {list(t, 'support.before').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      },
    ],
  };
}
