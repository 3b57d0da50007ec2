import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applicationCodes,
  cities,
  cleanerApplications,
  cleanerDayWork,
  cleanerProfiles,
  cleanerSkills,
  services,
  users,
} from '../../db/schema/index';
import type { ApplicationState } from '../../../shared/domain/hiring';

export type ApplicationRow = typeof cleanerApplications.$inferSelect;
export type ApplicationCodeRow = typeof applicationCodes.$inferSelect;
export type CleanerProfileRow = typeof cleanerProfiles.$inferSelect;

/** Rows the retention pass erases at most per run. */
const BATCH = 200;

export const hiringRepository = {
  // ── Codes proving an applicant's mobile (as login_codes) ──
  async codesSince(db: DbOrTx, number: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applicationCodes)
      .where(and(eq(applicationCodes.number, number), gt(applicationCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async lastCodeAt(db: DbOrTx, number: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: applicationCodes.createdAt })
      .from(applicationCodes)
      .where(eq(applicationCodes.number, number))
      .orderBy(desc(applicationCodes.createdAt))
      .limit(1);
    return row?.at;
  },

  async insertCode(
    tx: DbOrTx,
    v: { id: string; number: string; codeHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await tx
      .update(applicationCodes)
      .set({ closedAt: v.now })
      .where(and(eq(applicationCodes.number, v.number), isNull(applicationCodes.closedAt)));
    await tx.insert(applicationCodes).values({
      id: v.id,
      number: v.number,
      codeHash: v.codeHash,
      expiresAt: v.expiresAt,
      createdAt: v.now,
    });
  },

  async openCode(db: DbOrTx, number: string): Promise<ApplicationCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(applicationCodes)
      .where(and(eq(applicationCodes.number, number), isNull(applicationCodes.closedAt)))
      .orderBy(desc(applicationCodes.createdAt))
      .limit(1);
    return row;
  },

  /** One try of an open, unexpired code with tries left, in one statement. */
  async takeTry(db: DbOrTx, id: string, maxTries: number, now: Date) {
    const [row] = await db
      .update(applicationCodes)
      .set({ attempts: sql`${applicationCodes.attempts} + 1` })
      .where(
        and(
          eq(applicationCodes.id, id),
          isNull(applicationCodes.closedAt),
          lt(applicationCodes.attempts, maxTries),
          gt(applicationCodes.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  async closeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(applicationCodes)
      .set({ closedAt: now })
      .where(and(eq(applicationCodes.id, id), isNull(applicationCodes.closedAt)))
      .returning({ id: applicationCodes.id });
    return rows.length === 1;
  },

  // ── Applications ──
  /** An open (not active, not rejected) application from this number, if any. */
  async openApplicationOf(db: DbOrTx, phone: string) {
    const [row] = await db
      .select({ id: cleanerApplications.id })
      .from(cleanerApplications)
      .where(
        and(
          eq(cleanerApplications.phone, phone),
          sql`${cleanerApplications.state} not in ('active', 'rejected')`,
        ),
      )
      .limit(1);
    return row;
  },

  async insert(tx: DbOrTx, values: typeof cleanerApplications.$inferInsert): Promise<ApplicationRow> {
    const [row] = await tx.insert(cleanerApplications).values(values).returning();
    return row;
  },

  async find(db: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(cleanerApplications).where(eq(cleanerApplications.id, id));
    return row;
  },

  /** The row locked for a change (inside a transaction). */
  async lock(tx: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .select()
      .from(cleanerApplications)
      .where(eq(cleanerApplications.id, id))
      .for('update');
    return row;
  },

  async update(tx: DbOrTx, id: string, set: Partial<typeof cleanerApplications.$inferInsert>) {
    const [row] = await tx
      .update(cleanerApplications)
      .set(set)
      .where(eq(cleanerApplications.id, id))
      .returning();
    return row;
  },

  async list(db: DbOrTx, q: { state?: ApplicationState; city?: string; limit: number; offset: number }) {
    const where: SQL[] = [];
    if (q.state) where.push(eq(cleanerApplications.state, q.state));
    if (q.city) where.push(eq(cleanerApplications.city, q.city));
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(cleanerApplications)
        .where(filter)
        .orderBy(desc(cleanerApplications.createdAt), desc(cleanerApplications.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(cleanerApplications).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async remove(tx: DbOrTx, id: string) {
    await tx.delete(cleanerApplications).where(eq(cleanerApplications.id, id));
  },

  /** Applications untouched since `before`: the retention pass erases them (their photo keys to delete). */
  async expired(db: DbOrTx, before: Date) {
    return db
      .select({
        id: cleanerApplications.id,
        idPhotoKey: cleanerApplications.idPhotoKey,
        portraitKey: cleanerApplications.portraitKey,
      })
      .from(cleanerApplications)
      .where(lt(cleanerApplications.updatedAt, before))
      .limit(BATCH);
  },

  async servicesNamed(db: DbOrTx, ids: string[]) {
    if (!ids.length) return [];
    return db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, ids));
  },

  /** The new cleaner works in the city they applied for (a slug no city has yet leaves them serving any). */
  async setCleanerCity(tx: DbOrTx, cleanerId: string, citySlug: string) {
    await tx
      .update(users)
      .set({ cityId: sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${citySlug})` })
      .where(eq(users.id, cleanerId));
  },

  async addSkills(tx: DbOrTx, cleanerId: string, serviceIds: string[]) {
    if (!serviceIds.length) return;
    await tx
      .insert(cleanerSkills)
      .values(serviceIds.map((serviceId) => ({ cleanerId, serviceId })))
      .onConflictDoNothing();
  },

  // ── Cleaners' profiles (photo, police verification) ──
  async profile(db: DbOrTx, cleanerId: string): Promise<CleanerProfileRow | undefined> {
    const [row] = await db.select().from(cleanerProfiles).where(eq(cleanerProfiles.cleanerId, cleanerId));
    return row;
  },

  async upsertProfile(
    tx: DbOrTx,
    cleanerId: string,
    set: { photoKey?: string | null; photoType?: string | null; policeVerifiedOn?: string | null },
    now: Date,
  ) {
    await tx
      .insert(cleanerProfiles)
      .values({ cleanerId, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: cleanerProfiles.cleanerId, set: { ...set, updatedAt: now } });
  },

  /** The crew cards' facts: photo or not, police verification, completed visits. */
  async crewFacts(db: DbOrTx, cleanerIds: string[]) {
    if (!cleanerIds.length) return { profiles: [], jobs: [] };
    const [profiles, jobs] = await Promise.all([
      db
        .select({
          cleanerId: cleanerProfiles.cleanerId,
          hasPhoto: sql<boolean>`${cleanerProfiles.photoKey} is not null`,
          policeVerifiedOn: cleanerProfiles.policeVerifiedOn,
        })
        .from(cleanerProfiles)
        .where(inArray(cleanerProfiles.cleanerId, cleanerIds)),
      db
        .select({ cleanerId: cleanerDayWork.cleanerId, jobs: sum(cleanerDayWork.jobs).mapWith(Number) })
        .from(cleanerDayWork)
        .where(and(inArray(cleanerDayWork.cleanerId, cleanerIds), ne(cleanerDayWork.jobs, 0)))
        .groupBy(cleanerDayWork.cleanerId),
    ]);
    return { profiles, jobs };
  },
};
