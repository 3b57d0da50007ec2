import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRules, servicePincodes } from '../../db/schema/index';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../../../shared/domain/service-area';
import type { LatLng } from '../../../shared/domain/geo';

export const serviceAreaRepository = {
  async horizonDays(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ days: bookingRules.horizonDays }).from(bookingRules);
    return row?.days ?? DEFAULT_BOOKING_HORIZON_DAYS;
  },

  /** One round trip for a booking: is the PIN served, and how far ahead may it book. */
  async rulesFor(db: DbOrTx, pincode: string): Promise<{ served: boolean; horizonDays: number }> {
    const result = await db.execute(sql`
      select exists(select 1 from ${servicePincodes} where ${servicePincodes.pincode} = ${pincode}) as served,
        (select ${bookingRules.horizonDays} from ${bookingRules} where ${bookingRules.id} = 1) as horizon_days`);
    const [row] = (result as unknown as { rows: { served: boolean; horizon_days: number | null }[] }).rows;
    return { served: !!row?.served, horizonDays: row?.horizon_days ?? DEFAULT_BOOKING_HORIZON_DAYS };
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
