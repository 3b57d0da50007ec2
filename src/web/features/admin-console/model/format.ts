const instant = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant as India reads it: '23 Nov 2026, 3:45 pm'. */
export const formatInstant = (iso: string | null | undefined) => (iso ? instant.format(new Date(iso)) : '—');

/** Maps search for an address. */
export const mapSearchLink = (parts: string[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.filter(Boolean).join(', '))}`;

/** What a cleaner change did to their booked jobs, as the end of a toast. */
export const jobsReturnedText = (count: number) =>
  count === 0 ? '' : ` ${count} ${count === 1 ? 'job goes' : 'jobs go'} back to unassigned.`;
