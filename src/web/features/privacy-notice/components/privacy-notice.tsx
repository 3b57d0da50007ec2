import { Link } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION } from '../../../../shared/privacy-notice-version';
import { useTranslation } from '../../../i18n/react';
import { PRIVACY_NOTICE_NS } from '../../../i18n/namespaces/privacy-notice';
import { paths } from '../../../lib/paths';

interface Item {
  what: string;
  why: string;
  howLong: string;
}

/**
 * The itemised privacy notice (DPDP Rules 2025): each kind of data with why we hold it and how long, folded
 * under one line at signup and open in the profile.
 */
export function PrivacyNotice({ open = false }: { open?: boolean }) {
  const { t } = useTranslation(PRIVACY_NOTICE_NS);
  const items = t('items', { returnObjects: true }) as Item[];
  return (
    <details
      open={open}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
    >
      <summary className="cursor-pointer font-semibold text-slate-900">{t('summary')}</summary>
      <p className="mt-2 text-xs text-slate-500">{t('version', { version: PRIVACY_NOTICE_VERSION })}</p>
      <dl className="mt-2 divide-y divide-slate-200">
        {items.map((item) => (
          <div key={item.what} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-3">
            <dt className="font-medium text-slate-900">{item.what}</dt>
            <dd>
              <span className="sr-only">{t('why')}: </span>
              {item.why}
            </dd>
            <dd className="text-slate-600">
              <span className="font-medium sm:sr-only">{t('howLong')}: </span>
              {item.howLong}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{t('rights')}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={paths.privacy} className="font-semibold text-brand-700 hover:underline">
          {t('policy')}
        </Link>
        <Link to={paths.grievance} className="font-semibold text-brand-700 hover:underline">
          {t('grievance')}
        </Link>
      </p>
    </details>
  );
}
