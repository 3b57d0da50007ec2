import { isUpcoming } from '../../../../shared/domain/booking-rules';

type Visit = {
  _id: string;
  seriesId: string | null;
  scheduledDate: string;
  scheduledTime: string;
  status: string;
};

/** One card on My Bookings: a single booking, or every visit of a recurring series in that section. */
export interface BookingGroup<B extends Visit> {
  key: string;
  /** Set when the visits are a recurring series. */
  seriesId: string | null;
  /** In the section's order: soonest first when upcoming, latest first when past. */
  visits: B[];
}

const startOf = (b: Visit) => `${b.scheduledDate.slice(0, 10)}T${b.scheduledTime}`;

function grouped<B extends Visit>(visits: B[], direction: 1 | -1): BookingGroup<B>[] {
  const sorted = [...visits].sort((a, b) => direction * startOf(a).localeCompare(startOf(b)));
  const groups = new Map<string, BookingGroup<B>>();
  for (const visit of sorted) {
    const key = visit.seriesId ?? visit._id;
    const group = groups.get(key) ?? { key, seriesId: visit.seriesId, visits: [] };
    group.visits.push(visit);
    groups.set(key, group);
  }
  // A Map keeps insertion order: each group stands where its first visit in this order stands.
  return [...groups.values()];
}

/**
 * My Bookings' two sections: Upcoming (soonest first) and Past (latest first), by the spec's rule
 * (a date not before today in India and not completed or cancelled is upcoming). A series' visits
 * share one card in each section they fall in.
 */
export function bookingSections<B extends Visit>(bookings: B[], now: Date) {
  return {
    upcoming: grouped(
      bookings.filter((b) => isUpcoming(b, now)),
      1,
    ),
    past: grouped(
      bookings.filter((b) => !isUpcoming(b, now)),
      -1,
    ),
  };
}
