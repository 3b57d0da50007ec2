import type { PositionInput } from '../../../shared/location';
import type { ChecklistEntry } from '../../../shared/domain/checklist';
import type { BookingStatus } from '../../../shared/schemas/booking';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import type { CouponsService } from '../coupons/coupons.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import type { CrewService } from '../schedule/crew.service';
import type { ServiceAreaService } from '../service-area/service-area.service';
import { actionKeyGuard } from './action-keys.service';
import { bookingNotifications, type BookingNotifications } from './booking-notifications';
import type { BookingRow } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import type { JobStart } from './job-start';

export type ChecklistAnswer = { item: string; done: boolean; note?: string };

export interface BookingChangesDeps {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  coupons: CouponsService;
  brand: Brand;
  crew: CrewService;
  area: ServiceAreaService;
  /** Starts the refund of a paid booking once its cancellation is committed (payments module). */
  onPaidBookingCancelled?: (bookingId: string, cancelledBy: AuthUser, reason: string) => Promise<unknown>;
  /**
   * Gives back what a cancelled or released booking holds of the customer's credits (credits module), in the
   * cancelling transaction.
   */
  onCancelled?: (tx: DbOrTx, booking: { id: string; userId: string }) => Promise<unknown>;
  /** In the completing transaction: a referee's first paid visit rewards the referral (referrals module). */
  onCompletedIn?: (tx: DbOrTx, bookingId: string) => Promise<unknown>;
  /**
   * Takes a cancelled booking's online payment back as credits, in the cancelling transaction, instead of to
   * its source (payments and credits modules). Returns the paise credited.
   */
  onRefundToCredits?: (
    tx: DbOrTx,
    booking: { id: string; userId: string },
    actor: AuthUser,
  ) => Promise<number>;
  /** Issues the tax invoice of a completed service (payments module). */
  onCompleted?: (bookingId: string) => Promise<unknown>;
  /** SMS and WhatsApp, queued beside the emails. */
  texts: TextNotifications;
  /** Who may start a job and when: the start code's tries and the early-start window (docs/product-rules.md#start-code). */
  jobStart: JobStart;
  /** Live positions end at the start; the phone's position at start and completion is kept (location module). */
  location?: {
    onStatusChange(
      tx: DbOrTx,
      actor: AuthUser,
      booking: BookingRow,
      status: BookingStatus,
      position: PositionInput | undefined,
    ): Promise<void>;
  };
  /** The package's checklist, checked before a completion and written in its transaction (job-proof module). */
  checklist?: {
    checklistFor(booking: BookingRow, answers?: ChecklistAnswer[]): Promise<ChecklistEntry[]>;
    saveChecklist(tx: DbOrTx, bookingId: string, items: ChecklistEntry[], actor: AuthUser): Promise<void>;
  };
}

/** What every booking change is handed: the service's dependencies and the helpers made from them once. */
export interface BookingChangesContext extends BookingChangesDeps {
  notify: BookingNotifications;
  /** A crew action under an Idempotency-Key is applied once (action-keys.service.ts). */
  once: ReturnType<typeof actionKeyGuard>;
}

export function bookingChangesContext(deps: BookingChangesDeps): BookingChangesContext {
  return {
    ...deps,
    notify: bookingNotifications({ brand: deps.brand, texts: deps.texts }),
    once: actionKeyGuard(deps.db),
  };
}

/** A crew's action on a job cancelled meanwhile (their phone may have queued it without signal). */
export const cancelledMeanwhile = () =>
  new AppError('BOOKING_CANCELLED', 409, 'This booking has already been cancelled.');
