import { Link } from 'react-router-dom';
import { formatMonthYear } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { useLocalizedPath } from '../../../i18n/use-language';
import { INFO_NS, type InfoT } from '../i18n';
import { cn } from '../../../components/ui/cn';
import { MailIcon, PhoneIcon } from '../../../components/ui/line-icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { useSettings } from '../../settings/api/get-settings';
import { aboutDoc, supportDoc, teamDoc } from '../content/company-pages';
import { privacyDoc, refundsDoc, termsDoc } from '../content/policy-pages';
import { telHref, type Company, type InfoDoc, type Localize } from '../content/types';

export type InfoTopic = 'about' | 'team' | 'support' | 'privacy' | 'terms' | 'refunds';

type Doc = (c: Company, t: InfoT, l: Localize) => InfoDoc;
const topics: Record<InfoTopic, { path: string; doc: Doc }> = {
  about: { path: paths.about, doc: aboutDoc },
  team: { path: paths.team, doc: teamDoc },
  support: { path: paths.support, doc: supportDoc },
  privacy: { path: paths.privacy, doc: privacyDoc },
  terms: { path: paths.terms, doc: termsDoc },
  refunds: { path: paths.refunds, doc: refundsDoc },
};

/** When the policies last changed. */
const POLICIES_UPDATED = new Date(Date.UTC(2025, 0, 15));

const isTopic = (t: string): t is InfoTopic => t in topics;

const prose =
  'space-y-10 text-slate-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5';

/** About Us, Our Team, Support and the three policies: real pages behind the footer links. */
export function InfoPage({ topic }: { topic: string }) {
  const key: InfoTopic = isTopic(topic) ? topic : 'about';
  const settings = useSettings();
  const { t, i18n } = useTranslation(INFO_NS);
  const serverText = useServerText();
  const localized = useLocalizedPath();
  const entry = topics[key];
  // When settings cannot be read, the pages still read well without the contact lines.
  const company: Company = settings.data
    ? {
        ...settings.data,
        companyName: serverText(settings.data.companyName),
        address: serverText(settings.data.address),
      }
    : {
        companyName: t('fallbackCompany'),
        phone: '',
        email: '',
        supportEmail: '',
        address: t('fallbackAddress'),
      };
  const doc = entry.doc(company, t, {
    path: localized,
    serverText,
    updated: t('updated', { date: formatMonthYear(POLICIES_UPDATED, i18n.language) }),
  });
  usePageTitle(t(`labels.${key}`), doc.intro);

  if (settings.isPending) {
    return (
      <main className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner label={t('loading')} />
      </main>
    );
  }

  return (
    <main>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{doc.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{doc.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{doc.intro}</p>
          {doc.updated ? <p className="mt-3 text-sm text-slate-500">{doc.updated}</p> : null}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-6 lg:grid-cols-[1fr_280px]">
        <article className={prose}>
          {doc.sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-xl font-bold text-slate-900">{s.heading}</h2>
              <div className="mt-3 space-y-3">{s.body}</div>
            </section>
          ))}
        </article>
        <aside className="space-y-6 lg:pt-1">
          <nav aria-label={t('navLabel')} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              {t('moreInformation')}
            </h2>
            <ul className="mt-3 space-y-1">
              {(Object.keys(topics) as InfoTopic[]).map((topic) => (
                <li key={topic}>
                  <Link
                    to={localized(topics[topic].path)}
                    aria-current={topic === key ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm',
                      topic === key
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                    )}
                  >
                    {t(`labels.${topic}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {settings.data ? (
            <div className="rounded-2xl bg-brand-800 p-5 text-white">
              <h2 className="font-semibold">{t('needHelp')}</h2>
              <p className="mt-1 text-sm text-brand-100">{t('answerHours')}</p>
              <a
                href={telHref(company.phone)}
                className="mt-4 flex items-center gap-2 text-sm font-medium hover:underline"
              >
                <PhoneIcon className="h-4 w-4 text-amber-300" />
                {company.phone}
              </a>
              <a
                href={`mailto:${company.supportEmail || company.email}`}
                className="mt-2 flex items-center gap-2 break-all text-sm font-medium hover:underline"
              >
                <MailIcon className="h-4 w-4 shrink-0 text-amber-300" />
                {company.supportEmail || company.email}
              </a>
            </div>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
