import { useState } from 'react';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { useBookingComplaints } from '../api/get-complaints';
import { BookRecleanDialog } from './book-reclean-dialog';
import { ComplaintItem } from './complaint-item';
import { ResolveComplaintDialog } from './resolve-complaint-dialog';

/** The booking page's complaint, when the customer reported one. */
export function BookingComplaintsCard({
  bookingId,
  visit,
}: {
  bookingId: string;
  visit: NonNullable<ComplaintDto['booking']>;
}) {
  const query = useBookingComplaints(bookingId);
  const [resolving, setResolving] = useState<ComplaintDto | null>(null);
  const [booking, setBooking] = useState<ComplaintDto | null>(null);
  if (!query.data?.length) return null;
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50 p-4" aria-label="Complaint">
      <h2 className="mb-2 text-base font-semibold text-slate-900">Complaint</h2>
      <ul className="space-y-2">
        {query.data.map((c) => (
          <ComplaintItem
            key={c._id}
            complaint={c}
            onResolve={() => setResolving({ ...c, booking: visit })}
            onBookReclean={() => setBooking({ ...c, booking: visit })}
          />
        ))}
      </ul>
      <ResolveComplaintDialog complaint={resolving} onClose={() => setResolving(null)} />
      <BookRecleanDialog complaint={booking} onClose={() => setBooking(null)} />
    </section>
  );
}
