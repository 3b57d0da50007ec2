import { Link } from 'react-router-dom';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { complaintCategoryLabels } from '../../../../shared/texts-after-visit';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { adminComplaintStatusLabels } from '../model/complaint-labels';
import { formatInstant, formatVisit } from '../model/format';
import { ComplaintPhotoList } from '../../after-visit';

/** One complaint: what the customer said, where it stands, and the admin's way to answer it. */
export function ComplaintItem({
  complaint: c,
  onResolve,
  onBookReclean,
}: {
  complaint: ComplaintDto;
  onResolve: () => void;
  onBookReclean: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="complaint-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{complaintCategoryLabels[c.category]}</p>
          {c.booking ? (
            <Link to={`${paths.adminDashboard}/bookings/${c.bookingId}`} className="text-brand-700 underline">
              {c.booking.serviceName} · {c.booking.customerName} ·{' '}
              {formatVisit(c.booking.scheduledDate, c.booking.scheduledTime)}
            </Link>
          ) : null}
          <p className="text-xs text-slate-600">
            Reported {formatInstant(c.createdAt)}
            {c.resolvedAt ? ` · answered ${formatInstant(c.resolvedAt)}` : ''}
          </p>
        </div>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {adminComplaintStatusLabels[c.status]}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800">{c.description}</p>
      <ComplaintPhotoList photos={c.photos} heading="Customer's photos" />
      {c.resolutionNote ? <p className="mt-2 text-slate-600">Answer: {c.resolutionNote}</p> : null}
      {c.recleanBookingId ? (
        <Link
          to={`${paths.adminDashboard}/bookings/${c.recleanBookingId}`}
          className="mt-2 inline-block text-brand-700 underline"
        >
          Re-clean booking
        </Link>
      ) : null}
      {c.status === 'open' ? (
        <Button size="sm" className="mt-3" onClick={onResolve}>
          Resolve
        </Button>
      ) : null}
      {c.status === 'reclean_offered' ? (
        <Button size="sm" className="mt-3" onClick={onBookReclean}>
          Book re-clean
        </Button>
      ) : null}
    </li>
  );
}
