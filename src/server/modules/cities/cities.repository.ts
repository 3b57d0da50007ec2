import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, cityPackagePrices, packages, servicePincodes } from '../../db/schema/index';

export type CityRow = typeof cities.$inferSelect;

export const citiesRepository = {
  /** Every city in the site's order, with its PINs. */
  async list(db: DbOrTx) {
    const [rows, pins, prices] = await Promise.all([
      db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.nameEn)),
      db
        .select({ cityId: servicePincodes.cityId, pincode: servicePincodes.pincode })
        .from(servicePincodes)
        .orderBy(asc(servicePincodes.pincode)),
      db.select().from(cityPackagePrices),
    ]);
    return { rows, pins, prices };
  },

  /** A cheap fingerprint of what list() reads: the cache reloads when it moves. */
  async version(db: DbOrTx): Promise<string> {
    const result = await db.execute(sql`select concat_ws(':',
      (select count(*) || '.' || coalesce(max(extract(epoch from updated_at))::text, '') from ${cities}),
      (select count(*) || '.' || coalesce(max(extract(epoch from updated_at))::text, '') from ${cityPackagePrices}),
      (select count(*) || '.' || coalesce(max(extract(epoch from created_at))::text, '') || '.' || count(city_id) from ${servicePincodes})
    ) as v`);
    return String((result as unknown as { rows: { v: string }[] }).rows[0]?.v ?? '');
  },

  /** The city that owns a PIN (null: a PIN of no city, or one not served). */
  async ofPincode(db: DbOrTx, pincode: string): Promise<CityRow | null> {
    const [row] = await db
      .select({ city: cities })
      .from(servicePincodes)
      .innerJoin(cities, eq(cities.id, servicePincodes.cityId))
      .where(eq(servicePincodes.pincode, pincode));
    return row?.city ?? null;
  },

  async find(db: DbOrTx, id: string): Promise<CityRow | undefined> {
    const [row] = await db.select().from(cities).where(eq(cities.id, id));
    return row;
  },

  async bySlug(db: DbOrTx, slug: string): Promise<CityRow | undefined> {
    const [row] = await db.select().from(cities).where(eq(cities.slug, slug));
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof cities.$inferInsert>, now: Date) {
    const [row] = await db
      .update(cities)
      .set({ ...values, updatedAt: now })
      .where(eq(cities.id, id))
      .returning();
    return row;
  },

  async packageExists(db: DbOrTx, packageId: string): Promise<boolean> {
    const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
    return !!row;
  },

  async removePrice(db: DbOrTx, cityId: string, packageId: string) {
    await db
      .delete(cityPackagePrices)
      .where(and(eq(cityPackagePrices.cityId, cityId), eq(cityPackagePrices.packageId, packageId)));
  },

  async setPrice(db: DbOrTx, cityId: string, packageId: string, pricePaise: number, now: Date) {
    await db
      .insert(cityPackagePrices)
      .values({ cityId, packageId, pricePaise, updatedAt: now })
      .onConflictDoUpdate({
        target: [cityPackagePrices.cityId, cityPackagePrices.packageId],
        set: { pricePaise, updatedAt: now },
      });
  },
};
