import type { BookingDto } from '../../../shared/api-bookings';
import type { BookingRatingDto, RatingStats } from '../../../shared/schemas/rating';
import type { Role } from '../../../shared/api';
import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { paiseToRupees } from '../../../shared/money';
import { maskPhone } from '../../../shared/domain/phone-mask';
import { callWindowOpen } from '../../../shared/domain/masked-calls';
import type { CrewMember } from '../schedule/schedule.dto';
import { toBookingAddressDto } from '../../../shared/api-address';
import type { BookingDetail, BookingDtoRow } from './bookings.repository';
import { START_CODE_MAX_FAILURES } from './job-start';
import { isStaffRole } from '../../../shared/domain/permissions';
import { firstNameOf } from '../../../shared/domain/hiring';

export type { CrewMember };
export type { BookingRow } from './bookings.repository';

/**
 * A booking as its viewer may see it: while pending, nobody's name (the crew is only reserved);
 * the start code for the customer only: it proves the cleaner is at the customer's door. A customer
 * sees only their own bookings (requireVisible), so a client viewer is the booking's owner.
 */
export function toBookingDto(
  { booking: b, service, cleaner }: BookingDetail<BookingDtoRow>,
  now: Date,
  viewer: Role,
  crew: CrewMember[] = [],
  /** Ratings, when the caller looked them up: the visit's own and each crew member's stars. */
  ratings?: {
    rating?: BookingRatingDto | null;
    crew?: Map<string, RatingStats>;
    /** Each crew member's card: photo, police verification, visits done (hiring module). */
    cards?: Map<string, CrewCard>;
  },
  /** Masked calls are configured (a call provider): the customer and crew may be offered "Call". */
  opts: { maskedCalls?: boolean } = {},
): BookingDto {
  const changeable = isCancellableStatus(b.status) && beforeCutoff(b.scheduledDate, b.scheduledTime, now);
  const showCrew = b.status !== 'pending' && b.status !== 'cancelled';
  const assigned = isStaffRole(viewer) ? crew : showCrew ? crew.filter((c) => c.kind === 'assigned') : [];
  const lead = assigned.find((c) => c.cleanerId === b.cleanerId);
  // A customer sees the crew's names and masked numbers (the company line is the one to call), never a
  // cleaner's own number or email (their privacy).
  const crewPhone = (phone: string) => (viewer === 'client' ? maskPhone(phone) : phone);
  return {
    _id: b.id,
    serviceId: { _id: service.id, name: service.name, description: service.description, slug: service.slug },
    serviceName: b.serviceName,
    packageId: b.packageId,
    packageDetails: { name: b.packageName, description: b.packageDescription, duration: b.packageDuration },
    addons: b.addons.map((a) => ({ name: a.name, price: paiseToRupees(a.pricePaise) })),
    address: toBookingAddressDto(b),
    // With masked calls the crew calls through the masking number: the customer's own is not theirs to see.
    phoneNumber: viewer === 'cleaner' && opts.maskedCalls ? '' : b.phoneNumber,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    areaSqft: Number(b.areaSqft),
    measurementUnit: b.measurementUnit,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    instructions: b.instructions,
    frequency: b.frequency,
    seriesId: b.seriesId,
    totalAmount: paiseToRupees(b.totalPaise),
    baseAmount: paiseToRupees(b.basePaise),
    discountAmount: paiseToRupees(b.discountPaise),
    planDiscountAmount: paiseToRupees(b.planDiscountPaise),
    memberDiscountAmount: paiseToRupees(b.memberDiscountPaise),
    couponId: b.couponId,
    couponCode: b.couponCode,
    paymentMethod: b.paymentMethod,
    paymentStatus: b.paymentStatus,
    status: b.status,
    // The crew's personal email is the office's business: customers and cleaners see name and phone.
    cleanerId:
      showCrew && cleaner?.id
        ? {
            _id: cleaner.id,
            name: cleaner.name,
            phone: crewPhone(cleaner.phone),
            ...(isStaffRole(viewer) ? { email: cleaner.email } : {}),
          }
        : null,
    cleanerAssignedAt: showCrew ? (b.cleanerAssignedAt?.toISOString() ?? null) : null,
    crew: [...(lead ? [lead] : []), ...assigned.filter((c) => c !== lead)].map((c) => {
      const card = ratings?.cards?.get(c.cleanerId);
      return {
        _id: c.cleanerId,
        name: c.name,
        firstName: firstNameOf(c.name),
        phone: crewPhone(c.phone),
        kind: c.kind as 'reserved' | 'assigned',
        ...(ratings?.crew?.get(c.cleanerId) ? { rating: ratings.crew.get(c.cleanerId) } : {}),
        ...(card
          ? {
              // Private bytes, served to those who may see the booking (hiring.routes.ts).
              photoUrl: card.hasPhoto ? `/api/bookings/${b.id}/crew/${c.cleanerId}/photo` : null,
              verified: card.verified,
              jobsDone: card.jobsDone,
            }
          : {}),
      };
    }),
    ...(ratings ? { rating: ratings.rating ?? null } : {}),
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    durationMinutes: b.durationMinutes,
    crewSize: b.crewSize,
    // From assignment until the job starts: before, nobody is coming; after, it is spent.
    startCode: viewer === 'client' && b.status === 'assigned' ? b.startCode : null,
    ...(isStaffRole(viewer) ? { startCodeLocked: b.startCodeFailures >= START_CODE_MAX_FAILURES } : {}),
    onMyWayAt: b.onMyWayAt?.toISOString() ?? null,
    canCall: !!opts.maskedCalls && (viewer === 'client' || viewer === 'cleaner') && callWindowOpen(b, now),
    startedAt: b.startedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    completionNote: b.completionNote,
    cancelReason: b.cancelReason,
    holdExpiresAt: b.status === 'cancelled' ? null : (b.holdExpiresAt?.toISOString() ?? null),
    createdAt: b.createdAt.toISOString(),
    canCancel: changeable,
    canReschedule: changeable,
  };
}

/** What the booking routes ask the ratings module (kept to an interface: bookings does not import it). */
export interface RatingLookup {
  forBookings(bookingIds: string[]): Promise<Map<string, BookingRatingDto>>;
  statsFor(cleanerIds: string[]): Promise<Map<string, RatingStats>>;
  /** The crew cards' facts (the hiring module's cleaner profiles); none without it. */
  crewCards?(cleanerIds: string[]): Promise<Map<string, CrewCard>>;
}

/** What a customer's crew card shows beside the name and stars (issue 38 part 4). */
export interface CrewCard {
  hasPhoto: boolean;
  /** Police verification cleared. */
  verified: boolean;
  /** Completed visits. */
  jobsDone: number;
}

/**
 * Two lookups for a page of bookings: the completed ones' own ratings and their assigned crews' stars.
 * Returns each booking's share for toBookingDto.
 */
export async function ratingsOf(
  rows: { booking: { id: string; status: string }; crew: CrewMember[] }[],
  lookup: RatingLookup | undefined,
) {
  if (!lookup) return () => undefined;
  const completed = rows.filter((r) => r.booking.status === 'completed').map((r) => r.booking.id);
  const cleanerIds = rows.flatMap((r) => r.crew.filter((c) => c.kind === 'assigned').map((c) => c.cleanerId));
  const [ratings, crew, cards] = await Promise.all([
    completed.length ? lookup.forBookings(completed) : new Map<string, BookingRatingDto>(),
    cleanerIds.length ? lookup.statsFor(cleanerIds) : new Map<string, RatingStats>(),
    cleanerIds.length && lookup.crewCards ? lookup.crewCards(cleanerIds) : new Map<string, CrewCard>(),
  ]);
  return (bookingId: string) => ({ rating: ratings.get(bookingId) ?? null, crew, cards });
}
