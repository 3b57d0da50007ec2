import type { DbOrTx } from '../../db/client';
import { textOutboxRepository } from './text-outbox.repository';

/** SMS are paid per message: a day's share kept for sign-in codes once the rest is spent. */
export const SIGN_IN_RESERVE = 0.1;
export const ALERT_AT = 0.8;

export type SmsPurpose = 'sign-in' | 'other';

/**
 * The deployment's daily SMS budget (SMS_DAILY_BUDGET, an India day by the database's clock): counted from the text outbox, so
 * every process sees the same count. Past 80% it warns once a day in the log (the alert rule reads the
 * line); the last 10% is kept for sign-in codes, so booking texts stop first and the owner of an
 * account can still sign in; past 100% nothing more is queued. The count and the insert are not one
 * statement: at the very edge two processes may each queue one more, which a budget can bear.
 */
export function createSmsBudget(deps: {
  /** 0: no budget. */
  dailyLimit: number;
  log: { warn(obj: object, msg: string): void };
}) {
  let alertedOn: string | null = null;
  return {
    async allows(db: DbOrTx, purpose: SmsPurpose): Promise<boolean> {
      if (!deps.dailyLimit) return true;
      // The database's day: the rows' created_at is its clock, not the app's.
      const { day: today, count: sent } = await textOutboxRepository.smsToday(db);
      if (sent + 1 >= deps.dailyLimit * ALERT_AT && alertedOn !== today) {
        alertedOn = today;
        deps.log.warn(
          { smsToday: sent + 1, budget: deps.dailyLimit, alert: 'sms-budget' },
          'SMS daily budget: 80% used; booking texts stop at 90%, sign-in codes at 100%',
        );
      }
      const cap =
        purpose === 'sign-in' ? deps.dailyLimit : Math.floor(deps.dailyLimit * (1 - SIGN_IN_RESERVE));
      return sent < cap;
    },
  };
}

export type SmsBudget = ReturnType<typeof createSmsBudget>;
