import type { Db, DbOrTx } from '../../db/client';
import { addressPointTexts, pointProblem, withinReach } from '../../../shared/domain/address-point';
import type { LatLng } from '../../../shared/domain/geo';
import { isBeyondHorizon, lastBookableDate, serviceAreaTexts } from '../../../shared/domain/service-area';
import { todayInIndia } from '../../../shared/domain/time';
import type { AddPincodeInput, ServiceAreaDto } from '../../../shared/schemas/service-area';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { serviceAreaRepository as repo, type BookingAreaRules } from './service-area.repository';

/** Where we clean and how far ahead one may book. Read from the database on every use, so
 * an admin's change reaches every process at once. */
export function createServiceAreaService({ db, clock }: { db: Db; clock: Clock }) {
  async function view(): Promise<ServiceAreaDto> {
    const [pincodes, horizonDays] = await Promise.all([repo.list(db), repo.horizonDays(db)]);
    return {
      pincodes,
      horizonDays,
      lastBookableDate: lastBookableDate(todayInIndia(clock.now()), horizonDays),
    };
  }

  function assertRules(rules: BookingAreaRules, date: string, opts: { checkPincode?: boolean }) {
    if ((opts.checkPincode ?? true) && !rules.served) {
      const message = serviceAreaTexts.pincodeNotServed;
      throw new AppError('PINCODE_NOT_SERVED', 400, message, [{ field: 'address.pincode', message }]);
    }
    const today = todayInIndia(clock.now());
    if (isBeyondHorizon(date, today, rules.horizonDays)) {
      const message = serviceAreaTexts.beyondHorizon(
        rules.horizonDays,
        lastBookableDate(today, rules.horizonDays),
      );
      throw new AppError('BEYOND_BOOKING_HORIZON', 400, message, [{ field: 'scheduledDate', message }]);
    }
  }

  return {
    view,

    /** 400 for a PIN we do not serve or a date past the horizon; the booking paths call it before pricing. */
    async assertBookable(pincode: string, date: string, opts: { checkPincode?: boolean } = {}) {
      assertRules(await repo.rulesFor(db, pincode), date, opts);
    },

    /** The PIN area's centre, when known: where an address without its own point is placed. */
    centreOf: (pincode: string, tx: DbOrTx = db) => repo.centreOf(tx, pincode),

    /**
     * 400 for an address's point outside India or too far from its PIN area's centre (when the PIN has
     * one): a phone far from home or a mistyped correction, never a visit's place.
     */
    async assertPointInReach(pincode: string, point: LatLng, field: string, tx: DbOrTx = db) {
      const problem = pointProblem(point.lat, point.lng);
      const message =
        problem ??
        (withinReach(point, await repo.centreOf(tx, pincode)) ? null : addressPointTexts.outOfReach);
      if (message) throw new AppError('VALIDATION_ERROR', 400, message, [{ field, message }]);
    },

    /**
     * The same check with its read done by another statement: `sql` is selected beside it (the booking's
     * crew search), and `check` throws assertBookable's 400s for the value it read.
     */
    bookableCheck: (pincode: string, date: string) => ({
      sql: repo.rulesSql(pincode),
      check: (value: unknown) => assertRules(repo.readRules(value), date, {}),
    }),

    async addPincode(actor: AuthUser, input: AddPincodeInput) {
      return db.transaction(async (tx) => {
        const row = await repo.add(tx, input.pincode, input.area);
        await recordAudit(tx, {
          actor,
          action: 'service-area.add',
          entityType: 'pincode',
          entityId: null,
          details: { pincode: input.pincode, area: input.area },
        });
        return row;
      });
    },

    async removePincode(actor: AuthUser, pincode: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.remove(tx, pincode)))
          throw notFound('This pincode is not in the list', 'PINCODE_NOT_FOUND');
        await recordAudit(tx, {
          actor,
          action: 'service-area.remove',
          entityType: 'pincode',
          entityId: null,
          details: { pincode },
        });
      });
    },

    async setHorizon(actor: AuthUser, horizonDays: number) {
      await db.transaction(async (tx) => {
        const before = await repo.horizonDays(tx);
        await repo.setHorizon(tx, horizonDays, clock.now());
        await recordAudit(tx, {
          actor,
          action: 'booking-rules.update',
          entityType: 'booking-rules',
          entityId: null,
          details: { horizonDays: { from: before, to: horizonDays } },
        });
      });
      return view();
    },
  };
}

export type ServiceAreaService = ReturnType<typeof createServiceAreaService>;
