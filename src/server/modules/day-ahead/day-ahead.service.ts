import type { Db, DbOrTx } from '../../db/client';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import type { Clock } from '../../platform/clock';
import type { TextBooking } from '../notifications/text-notifications.service';
import { dayAheadRepository as repo } from './day-ahead.repository';

/**
 * Each evening from `time` (India), every cleaner with a confirmed job tomorrow gets one push naming
 * their first one. Once per cleaner and day however many processes run it: the claim row and the
 * queued pushes are written in one transaction. Tomorrow is re-planned first (`beforePush`), so the
 * push names the job the cleaner will do.
 */
export function createDayAheadService(deps: {
  db: Db;
  clock: Clock;
  /** DAY_AHEAD_PUSH_TIME, HH:MM in Asia/Kolkata. */
  time: string;
  texts: { cleanerFirstJobTomorrow(tx: DbOrTx, b: TextBooking, cleanerId: string): Promise<number> };
  /** Runs before tomorrow's pushes, each pass (dispatch's re-plan of tomorrow: once a date, unless locked). */
  beforePush?: (tomorrow: string) => Promise<unknown>;
}) {
  const { db, clock } = deps;
  return {
    /** Queues the evening pushes due now; returns how many cleaners this call told. */
    async sendDue(): Promise<number> {
      const now = clock.now();
      const today = todayInIndia(now);
      if (now < slotStart(today, deps.time)) return 0;
      const tomorrow = addDays(today, 1);
      await deps.beforePush?.(tomorrow);
      let told = 0;
      for (const { cleanerId, booking } of await repo.firstJobs(db, tomorrow)) {
        const sent = await db.transaction(async (tx) => {
          if (!(await repo.claim(tx, cleanerId, tomorrow, booking.id))) return false;
          await deps.texts.cleanerFirstJobTomorrow(tx, booking, cleanerId);
          return true;
        });
        if (sent) told++;
      }
      return told;
    },
  };
}
