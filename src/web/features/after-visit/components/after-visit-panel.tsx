import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import { complaintWindowHours } from '../../../../shared/domain/complaint-rules';
import { useActiveMembership } from '../../../lib/use-membership';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { afterVisitTexts } from '../../../../shared/texts-after-visit';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { tipReceiptPath } from '../../../lib/paths';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useMyComplaints } from '../api/complaints';
import { useTips } from '../api/tips';
import { TipDialog } from './tip-dialog';
import { ComplaintDialog } from './complaint-dialog';
import { ComplaintPhotoList } from './complaint-photo-list';
import { RecleanDialog } from './reclean-dialog';
import { afterVisitKeys } from '../api/after-visit-keys';

/** Under a booking in My Bookings: its complaint's status, or a way to report a problem after the visit. */
export function AfterVisitPanel({ booking, onChanged }: { booking: BookingDto; onChanged: () => void }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const queryClient = useQueryClient();
  const complaints = useMyComplaints();
  const [dialog, setDialog] = useState<'complaint' | 'reclean' | 'tip' | null>(null);
  const completed = booking.status === 'completed';
  const tips = useTips(booking._id, completed);
  const paidTips = tips.data?.filter((x) => x.status === 'paid') ?? [];
  const complaint = complaints.data?.find((c) => c.bookingId === booking._id);
  const completedAt = booking.completedAt ? new Date(booking.completedAt).getTime() : null;
  // A member's plan may give longer to report a problem (and so get a re-clean), as the server allows.
  const windowHours = complaintWindowHours(useActiveMembership()?.plan.recleanDays ?? 0);
  const canReport =
    booking.status === 'completed' &&
    completedAt !== null &&
    Date.now() - completedAt <= windowHours * 3_600_000;
  const reclean = complaints.data?.find((c) => c.recleanBookingId === booking._id);
  if (!complaint && !canReport && !reclean && !completed) return null;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: afterVisitKeys.myComplaints() });
    onChanged();
  };

  return (
    <div className="mt-3 space-y-2" data-testid="after-visit">
      {reclean ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{t('reclean.free')}</p>
      ) : null}
      {complaint ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold" data-testid="complaint-status">
            {t(`complaint.status.${complaint.status}`)}
            {complaint.status === 'refunded' && complaint.refundAmount !== null
              ? t('complaint.refundAmount', { amount: formatRupees(rupeesToPaise(complaint.refundAmount)) })
              : ''}
          </p>
          {complaint.resolutionNote ? (
            <p className="mt-1" translate="no">
              {complaint.resolutionNote}
            </p>
          ) : null}
          <ComplaintPhotoList photos={complaint.photos} />
          {complaint.status === 'reclean_offered' ? (
            <Button size="sm" className="mt-2" onClick={() => setDialog('reclean')}>
              {t('reclean.pickTime')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {paidTips.map((tip) => (
        <p key={tip._id} className="text-sm text-emerald-800" data-testid="tip-receipt">
          {t('tip.paid', { amount: formatRupees(rupeesToPaise(tip.amount)) })}{' '}
          <Link to={tipReceiptPath(booking._id)} className="font-medium underline underline-offset-2">
            {t('tip.receipt')}
          </Link>
        </p>
      ))}
      {/* One row of actions with a gap between them (they touched when each stood alone, issue 37). */}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {!complaint && canReport ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('complaint')}>
            {t('complaint.report')}
          </Button>
        ) : null}
        {/* A visit takes one tip (the server refuses a second): once paid, the thanks stands in its place. */}
        {completed && booking.crew.length && !paidTips.length ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('tip')}>
            {t('tip.open')}
          </Button>
        ) : null}
      </div>
      {dialog === 'tip' ? (
        <TipDialog
          bookingId={booking._id}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', afterVisitTexts.tipThanks);
            void queryClient.invalidateQueries({ queryKey: afterVisitKeys.tips(booking._id) });
          }}
        />
      ) : null}
      {dialog === 'complaint' ? (
        <ComplaintDialog
          booking={booking}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', afterVisitTexts.complaintFiled);
            void refresh();
          }}
        />
      ) : null}
      {dialog === 'reclean' && complaint ? (
        <RecleanDialog
          complaint={complaint}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', afterVisitTexts.recleanBooked);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
