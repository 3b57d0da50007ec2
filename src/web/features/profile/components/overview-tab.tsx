import { Link } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { buttonClass } from '../../../components/ui/button';
import { BookingRow } from './booking-row';
import { CreditsSection } from './credits-section';
import { ReferralSection } from './referral-section';
import { MembershipSection } from './membership-section';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

const RECENT_SHOWN = 3;

export function OverviewTab(props: {
  bookings: BookingDto[];
  loading: boolean;
  supportEmail?: string;
  onAddAddress: () => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const action =
    'flex flex-col items-start rounded-xl border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50';
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          {t('overview.recent')}
        </h2>
        {props.loading ? <p className="mt-2 text-slate-600">{t('overview.loading')}</p> : null}
        {!props.loading && props.bookings.length === 0 ? (
          <p className="mt-2 text-slate-600">
            {t('overview.noBookings')}{' '}
            <Link to="/#wealwaysprovide" className="font-semibold text-brand-700 underline">
              {t('overview.firstBooking')}
            </Link>
          </p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {props.bookings.slice(0, RECENT_SHOWN).map((b) => (
            <BookingRow key={b._id} booking={b} compact />
          ))}
        </ul>
      </section>
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">
          {t('overview.quickActions')}
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Link to="/#wealwaysprovide" className={action}>
            <span className="font-semibold text-slate-900">{t('overview.bookNew')}</span>
            <span className="text-xs text-slate-600">{t('overview.bookNewHint')}</span>
          </Link>
          <button type="button" onClick={props.onAddAddress} className={action}>
            <span className="font-semibold text-slate-900">{t('overview.addAddress')}</span>
            <span className="text-xs text-slate-600">{t('overview.addAddressHint')}</span>
          </button>
          {/* No 'Payment Methods' until Razorpay's saved methods are listed (issue 36: no 'coming soon'). */}
          <a href={`mailto:${props.supportEmail ?? ''}`} className={action}>
            <span className="font-semibold text-slate-900">{t('overview.contactSupport')}</span>
            <span className="text-xs text-slate-600">{props.supportEmail}</span>
          </a>
        </div>
        <Link to="/my-bookings" className={buttonClass('outline', 'sm', 'mt-4 w-full')}>
          {t('overview.track')}
        </Link>
        <div className="mt-6">
          <CreditsSection />
        </div>
        <div className="mt-6">
          <MembershipSection />
        </div>
        <div className="mt-6">
          <ReferralSection />
        </div>
      </section>
    </div>
  );
}
