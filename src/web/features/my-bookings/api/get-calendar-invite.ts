import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-store';

/** GET /api/bookings/:id/calendar.ics: the visit as an iCalendar file (text, not JSON). */
export async function getCalendarInvite(bookingId: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => {
    throw new ApiError('network', null, error.message);
  });
  if (!res.ok) throw new ApiError('http', res.status, 'Could not get the calendar invite');
  return new Blob([await res.text()], { type: 'text/calendar' });
}

/** Hands the invite to the device: the browser saves it and the calendar app opens it. */
export async function downloadCalendarInvite(bookingId: string) {
  const url = URL.createObjectURL(await getCalendarInvite(bookingId));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'chamak-booking.ics';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
