import type { Db } from '../../db/client';
import {
  CALLS_PER_HOUR,
  CALL_TIME_LIMIT_SECONDS,
  callTexts,
  callWindowOpen,
} from '../../../shared/domain/masked-calls';
import { maskPhone } from '../../../shared/domain/phone-mask';
import type { AuthUser } from '../../platform/auth';
import type { CallProvider } from '../../platform/calls/call-provider';
import type { Clock } from '../../platform/clock';
import { AppError, notFound, RetryLaterError } from '../../platform/errors';
import { ProviderError } from '../../platform/messaging/provider';
import { indianMobile } from '../../platform/messaging/phone';
import type { BookingsService } from '../bookings/bookings.service';
import { callsRepository as repo } from './calls.repository';

const HOUR_MS = 60 * 60 * 1000;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * "Call your cleaner" / "Call customer": the two are joined through the call-masking provider (Exotel), which
 * rings the one who pressed first and shows both only its own number. From assignment until 2 hours after the
 * visit; outside it, or without a provider, people call the office. Five calls per person and booking an hour,
 * counted in the database under the booking's row lock, so two processes count them once.
 */
export function createCallsService(deps: {
  db: Db;
  clock: Clock;
  bookings: Pick<BookingsService, 'requireVisible'>;
  /** null: no provider configured; the apps offer the office's number instead. */
  provider: CallProvider | null;
  companyPhone: string;
}) {
  const { db, clock } = deps;

  return {
    /** A call provider is configured: bookings in their call window offer "Call" (the DTO's `canCall`). */
    enabled: deps.provider !== null,

    async place(actor: AuthUser, bookingId: string): Promise<{ message: string }> {
      if (actor.role !== 'client' && actor.role !== 'cleaner')
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      const { booking, cleaner } = await deps.bookings.requireVisible(actor, bookingId);
      const now = clock.now();
      if (!callWindowOpen(booking, now))
        throw new AppError('CALL_WINDOW_CLOSED', 409, callTexts.windowClosed(deps.companyPhone));
      if (!deps.provider)
        throw new AppError('CALLS_UNAVAILABLE', 409, callTexts.unavailable(deps.companyPhone));
      const byCustomer = actor.role === 'client';
      const own = indianMobile(
        byCustomer
          ? ((await repo.phoneOf(db, actor.id)) ?? booking.phoneNumber)
          : await repo.phoneOf(db, actor.id),
      );
      const other = indianMobile(byCustomer ? (cleaner?.phone ?? null) : booking.phoneNumber);
      if (!own) throw new AppError('CALL_NUMBER_INVALID', 409, callTexts.noOwnNumber(deps.companyPhone));
      if (!other)
        throw new AppError(
          'CALL_NUMBER_INVALID',
          409,
          byCustomer
            ? callTexts.cleanerNumberInvalid(deps.companyPhone)
            : callTexts.customerNumberInvalid(deps.companyPhone),
        );

      const callId = await db.transaction(async (tx) => {
        await repo.lockBooking(tx, booking.id);
        const since = new Date(now.getTime() - HOUR_MS);
        const recent = await repo.recentCalls(tx, booking.id, actor.id, since);
        if (recent.length >= CALLS_PER_HOUR) {
          const freesAt = recent[recent.length - CALLS_PER_HOUR].getTime() + HOUR_MS;
          throw new RetryLaterError(
            'TOO_MANY_CALLS',
            callTexts.tooMany(deps.companyPhone),
            Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
          );
        }
        return repo.insert(tx, {
          bookingId: booking.id,
          callerId: actor.id,
          callerRole: byCustomer ? 'customer' : 'cleaner',
          at: now,
        });
      });

      try {
        const placed = await deps.provider.connect({
          first: own,
          second: other,
          timeLimitSeconds: CALL_TIME_LIMIT_SECONDS,
          reference: `booking ${booking.id}`,
        });
        await repo.settle(db, callId, placed);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await repo.settle(db, callId, { failure: error.message });
        throw new AppError('CALL_FAILED', 503, callTexts.failed(deps.companyPhone));
      }
      const whom = byCustomer ? firstName(cleaner?.name ?? 'your cleaner') : firstName(booking.customerName);
      return {
        message: callTexts.calling(maskPhone(own), whom),
      };
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
