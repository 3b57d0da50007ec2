import { and, asc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cleanerLeave, cleanerWorkingHours, packages, services, users } from '../../db/schema/index';
import type { WeekdayHours } from '../../../shared/domain/crew-calendar';
import { containsPattern } from '../../../shared/like-pattern';

export type LeaveRow = typeof cleanerLeave.$inferSelect;

export const dispatchRepository = {
  async insertCleaner(
    db: DbOrTx,
    values: { name: string; email: string; phone: string; passwordHash: string; mustChangePassword: boolean },
  ) {
    const [row] = await db
      .insert(users)
      .values({ ...values, role: 'cleaner' })
      .returning({ id: users.id });
    return row;
  },

  async setCleanerActive(db: DbOrTx, id: string, isActive: boolean, now: Date) {
    await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id));
  },

  /** A package with its service's pricing type (its duration text depends on it). */
  async packageForTiming(db: DbOrTx, packageId: string) {
    const [found] = await db
      .select({ pkg: packages, pricingType: services.pricingType })
      .from(packages)
      .innerJoin(services, eq(services.id, packages.serviceId))
      .where(eq(packages.id, packageId));
    return found;
  },

  async setPackageTiming(
    db: DbOrTx,
    packageId: string,
    values: { durationMinutes: number; minutesPerUnit: number; crewSize: number; duration: string },
  ) {
    const [row] = await db.update(packages).set(values).where(eq(packages.id, packageId)).returning();
    return row;
  },

  // --- cleaners' accounts, hours and leave ---

  async listCleaners(db: DbOrTx, opts: { search?: string; limit: number; offset: number }) {
    const where: SQL[] = [eq(users.role, 'cleaner')];
    if (opts.search) {
      const like = containsPattern(opts.search);
      where.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like))!);
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(and(...where))
        .orderBy(asc(users.name), asc(users.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(...where)),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async findCleaner(db: DbOrTx, id: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'cleaner')));
    return row;
  },

  async hoursOf(db: DbOrTx, cleanerIds: string[]): Promise<Map<string, WeekdayHours[]>> {
    const map = new Map<string, WeekdayHours[]>();
    if (cleanerIds.length === 0) return map;
    const rows = await db
      .select()
      .from(cleanerWorkingHours)
      .where(inArray(cleanerWorkingHours.cleanerId, cleanerIds))
      .orderBy(asc(cleanerWorkingHours.weekday));
    for (const r of rows)
      map.set(r.cleanerId, [
        ...(map.get(r.cleanerId) ?? []),
        { weekday: r.weekday, start: r.startTime, end: r.endTime },
      ]);
    return map;
  },

  async replaceHours(db: DbOrTx, cleanerId: string, hours: WeekdayHours[]) {
    await db.delete(cleanerWorkingHours).where(eq(cleanerWorkingHours.cleanerId, cleanerId));
    if (hours.length)
      await db
        .insert(cleanerWorkingHours)
        .values(hours.map((h) => ({ cleanerId, weekday: h.weekday, startTime: h.start, endTime: h.end })));
  },

  async leavesOf(db: DbOrTx, cleanerIds: string[], fromDate: string): Promise<LeaveRow[]> {
    if (cleanerIds.length === 0) return [];
    return db
      .select()
      .from(cleanerLeave)
      .where(and(inArray(cleanerLeave.cleanerId, cleanerIds), gte(cleanerLeave.toDate, fromDate)))
      .orderBy(asc(cleanerLeave.fromDate));
  },

  async addLeave(db: DbOrTx, values: typeof cleanerLeave.$inferInsert): Promise<LeaveRow> {
    const [row] = await db.insert(cleanerLeave).values(values).returning();
    return row;
  },

  async deleteLeave(db: DbOrTx, cleanerId: string, leaveId: string): Promise<LeaveRow | undefined> {
    const [row] = await db
      .delete(cleanerLeave)
      .where(and(eq(cleanerLeave.id, leaveId), eq(cleanerLeave.cleanerId, cleanerId)))
      .returning();
    return row;
  },
};
