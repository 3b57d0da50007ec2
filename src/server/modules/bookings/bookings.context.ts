import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Brand } from '../../platform/mail/brand';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CitiesService } from '../cities/cities.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { PreferencesService } from '../notifications/preferences.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import type { CrewService } from '../schedule/crew.service';
import type { ServiceAreaService } from '../service-area/service-area.service';
import { createBookingHolds } from './booking-hold.service';
import { bookingNotifications, type BookingNotifications } from './booking-notifications';
import { holdCrewFor } from './crew-hold';

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  coupons: CouponsService;
  brand: Brand;
  crew: CrewService;
  autoAssign: boolean;
  area: ServiceAreaService;
  /** The address PIN's city: its prices, and the booking's city (none: every booking is of no city). */
  cities?: CitiesService;
  /** SMS and WhatsApp, queued beside the emails. */
  texts: TextNotifications;
  preferences?: PreferencesService;
  /** BOOKING_HOLD_MINUTES: how long a site booking waits for its payment choice (default 15). */
  holdMinutes?: number;
  /** MAX_UNPAID_BOOKINGS: bookings awaiting payment one account may have (default 3). */
  maxUnpaid?: number;
  /**
   * Gives back what a cancelled or released booking holds of the customer's credits (credits module), in the
   * cancelling transaction.
   */
  onCancelled?: (tx: DbOrTx, booking: { id: string; userId: string }) => Promise<unknown>;
  /** The member discount (memberships module): the customer's active plan's percentage, else 0. */
  members?: { discountPercentFor(userId: string): Promise<number> };
  /** Gives back the credits a booking held when its customer chooses to pay at the visit (credits pay online). */
  onPayAfterService?: (tx: DbOrTx, booking: { id: string; userId: string }) => Promise<unknown>;
}

/** What every booking operation is handed: the service's dependencies and the helpers made from them once. */
export interface BookingsContext extends BookingsDeps {
  notify: BookingNotifications;
  /** Confirmation and release of site bookings waiting for their payment choice. */
  holds: ReturnType<typeof createBookingHolds>;
}

export function bookingsContext(deps: BookingsDeps): BookingsContext {
  const notify = bookingNotifications({ brand: deps.brand, texts: deps.texts });
  const holds = createBookingHolds({
    db: deps.db,
    clock: deps.clock,
    brand: deps.brand,
    coupons: deps.coupons,
    notify,
    holdMinutes: deps.holdMinutes ?? 15,
    maxUnpaid: deps.maxUnpaid ?? 3,
    onCancelled: deps.onCancelled,
    async reserveCrew(tx: DbOrTx, row, now) {
      try {
        return (await holdCrewFor({ ...deps, notify }, tx, row, now, { savepoint: true, notify: false })).row;
      } finally {
        // The payment's transaction outlives this call; the constraint guards the rest of it.
        deps.crew.settle(row.id);
      }
    },
  });
  return { ...deps, notify, holds };
}
