import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addons, packages, services } from '../../db/schema/index';
import { isUuid } from '../../../shared/ids';

export type ServiceRow = typeof services.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export interface ServiceWithParts {
  service: ServiceRow;
  packages: PackageRow[];
  addons: AddonRow[];
}

async function withParts(db: DbOrTx, rows: ServiceRow[]): Promise<ServiceWithParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [pkgRows, addonRows] = await Promise.all([
    db.select().from(packages).where(inArray(packages.serviceId, ids)).orderBy(asc(packages.sortOrder)),
    db.select().from(addons).where(inArray(addons.serviceId, ids)).orderBy(asc(addons.pricePaise)),
  ]);
  return rows.map((service) => ({
    service,
    packages: pkgRows.filter((p) => p.serviceId === service.id),
    addons: addonRows.filter((a) => a.serviceId === service.id),
  }));
}

export const catalogueRepository = {
  async insertService(db: DbOrTx, values: typeof services.$inferInsert) {
    const [row] = await db.insert(services).values(values).returning({ id: services.id });
    return row;
  },

  async updateService(db: DbOrTx, id: string, values: Partial<typeof services.$inferInsert>) {
    await db.update(services).set(values).where(eq(services.id, id));
  },

  /** Packages left out of an edit are deactivated, not deleted: bookings point at them. */
  async deactivatePackagesOtherThan(db: DbOrTx, serviceId: string, names: string[]) {
    await db
      .update(packages)
      .set({ isActive: false })
      .where(and(eq(packages.serviceId, serviceId), notInArray(packages.name, names)));
  },

  async upsertPackage(db: DbOrTx, values: typeof packages.$inferInsert) {
    await db
      .insert(packages)
      .values(values)
      .onConflictDoUpdate({ target: [packages.serviceId, packages.name], set: values });
  },

  async replaceAddons(db: DbOrTx, serviceId: string, rows: (typeof addons.$inferInsert)[]) {
    await db.delete(addons).where(eq(addons.serviceId, serviceId));
    if (rows.length) await db.insert(addons).values(rows);
  },

  /**
   * A fingerprint of every catalogue row: it changes with any write by any process (or by hand in SQL),
   * so a cache that compares it needs no table of its own and misses nothing. ~50 rows: well under 1 ms.
   */
  async version(db: DbOrTx): Promise<string> {
    const result = await db.execute<{ version: string }>(sql`
      select md5(coalesce(string_agg(r, '|' order by r), '')) as version from (
        select s::text as r from services s
        union all select p::text from packages p
        union all select a::text from addons a
      ) rows`);
    const rows = (result as unknown as { rows: { version: string }[] }).rows;
    return rows[0].version;
  },

  async list(db: DbOrTx, opts: { includeInactive: boolean }): Promise<ServiceWithParts[]> {
    const rows = await db
      .select()
      .from(services)
      .where(opts.includeInactive ? undefined : eq(services.isActive, true))
      .orderBy(asc(services.sortOrder));
    return withParts(db, rows);
  },

  /** By uuid or by slug (the service pages use slugs). */
  async find(db: DbOrTx, idOrSlug: string): Promise<ServiceWithParts | undefined> {
    const rows = await db
      .select()
      .from(services)
      .where(isUuid(idOrSlug) ? eq(services.id, idOrSlug) : eq(services.slug, idOrSlug.toLowerCase()));
    return (await withParts(db, rows))[0];
  },
};

export const catalogueAdminRepository = {
  async findPackage(db: DbOrTx, id: string): Promise<PackageRow | undefined> {
    const [row] = await db.select().from(packages).where(eq(packages.id, id)).for('update');
    return row;
  },
  async updatePackage(db: DbOrTx, id: string, values: Partial<typeof packages.$inferInsert>) {
    const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
    return row;
  },
  async findAddon(db: DbOrTx, id: string): Promise<AddonRow | undefined> {
    const [row] = await db.select().from(addons).where(eq(addons.id, id)).for('update');
    return row;
  },
  async insertAddon(db: DbOrTx, values: typeof addons.$inferInsert) {
    const [row] = await db.insert(addons).values(values).returning();
    return row;
  },
  async updateAddon(db: DbOrTx, id: string, values: Partial<typeof addons.$inferInsert>) {
    const [row] = await db.update(addons).set(values).where(eq(addons.id, id)).returning();
    return row;
  },
  async deleteAddon(db: DbOrTx, id: string) {
    await db.delete(addons).where(eq(addons.id, id));
  },
};
