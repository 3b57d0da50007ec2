import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRules, servicePincodes } from '../../db/schema/index';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../../../shared/domain/service-area';
import type { LatLng } from '../../../shared/domain/geo';

/** Is a PIN served, and how far ahead may it book. */
export interface BookingAreaRules {
  served: boolean;
  horizonDays: number;
}

export const serviceAreaRepository = {
  async horizonDays(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ days: bookingRules.horizonDays }).from(bookingRules);
    return row?.days ?? DEFAULT_BOOKING_HORIZON_DAYS;
  },

  /** One round trip for a booking: is the PIN served, and how far ahead may it book. */
  async rulesFor(db: DbOrTx, pincode: string): Promise<BookingAreaRules> {
    const result = await db.execute(sql`select ${serviceAreaRepository.rulesSql(pincode)} as rules`);
    const [row] = (result as unknown as { rows: { rules: unknown }[] }).rows;
    return serviceAreaRepository.readRules(row?.rules);
  },

  /**
   * The same rules as a json value another statement can select beside its own (the booking's crew search
   * reads them with the calendars: one round trip for both); readRules reads the value.
   */
  rulesSql: (pincode: string) =>
    sql`json_build_object('served', exists(select 1 from ${servicePincodes} where ${servicePincodes.pincode} = ${pincode}),
      'horizonDays', (select ${bookingRules.horizonDays} from ${bookingRules} where ${bookingRules.id} = 1))`,

  readRules(value: unknown): BookingAreaRules {
    const rules = (typeof value === 'string' ? JSON.parse(value) : value) as {
      served?: boolean;
      horizonDays?: number | null;
    } | null;
    return { served: !!rules?.served, horizonDays: rules?.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS };
  },

  /** The PIN area's centre, when the service area has one. */
  async centreOf(db: DbOrTx, pincode: string): Promise<LatLng | null> {
    const [row] = await db
      .select({ lat: servicePincodes.lat, lng: servicePincodes.lng })
      .from(servicePincodes)
      .where(eq(servicePincodes.pincode, pincode));
    return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
  },

  list: (db: DbOrTx) =>
    db
      .select({ pincode: servicePincodes.pincode, area: servicePincodes.area })
      .from(servicePincodes)
      .orderBy(asc(servicePincodes.pincode)),

  async add(db: DbOrTx, pincode: string, area: string) {
    const [row] = await db
      .insert(servicePincodes)
      .values({ pincode, area })
      .onConflictDoUpdate({ target: servicePincodes.pincode, set: { area } })
      .returning({ pincode: servicePincodes.pincode, area: servicePincodes.area });
    return row;
  },

  async remove(db: DbOrTx, pincode: string) {
    const rows = await db
      .delete(servicePincodes)
      .where(eq(servicePincodes.pincode, pincode))
      .returning({ pincode: servicePincodes.pincode });
    return rows.length > 0;
  },

  async setHorizon(db: DbOrTx, horizonDays: number, now: Date) {
    await db
      .insert(bookingRules)
      .values({ id: 1, horizonDays, updatedAt: now })
      .onConflictDoUpdate({ target: bookingRules.id, set: { horizonDays, updatedAt: now } });
  },
};
