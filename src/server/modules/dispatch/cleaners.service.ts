import type { Db, DbOrTx } from '../../db/client';
import type { WeekdayHours } from '../../../shared/domain/crew-calendar';
import { describeDuration } from '../../../shared/domain/durations';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { generateTemporaryPassword, hashPassword } from '../../platform/passwords';
import { assertUncommonPassword } from '../../platform/common-passwords';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Brand } from '../../platform/mail/brand';
import { templateCall } from '../../platform/mail/templates/index';
import { schedule } from '../schedule/schedule.service';
import { dispatchRepository } from './dispatch.repository';
import { isUuid } from '../../../shared/ids';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * What dispatch asks of bookings when a cleaner stops working: their future jobs go back to be
 * re-crewed, and the count of those returned (BookingChangesService; an interface, so dispatch does
 * not import bookings).
 */
export interface JobReturns {
  returnJobsOf(
    tx: DbOrTx,
    actor: AuthUser,
    cleanerId: string,
    reason: string,
    only?: { dates?: { from: string; to: string }; outsideHours?: WeekdayHours[] },
  ): Promise<number>;
}

/** Cleaners' accounts, hours and leave (admin), their own jobs (cleaner), and package timing (admin). */
/** One range for every day, or per weekday, as rows per weekday. */
/** A new cleaner's account: name, sign-in email, phone, optional hours. */
export interface NewCleaner {
  name: string;
  email: string;
  phone: string;
  workingHours?: { start: string; end: string } | WeekdayHours[] | null;
}

const weeklyHours = (hours: { start: string; end: string } | WeekdayHours[]): WeekdayHours[] =>
  Array.isArray(hours) ? hours : EVERY_DAY.map((weekday) => ({ weekday, ...hours }));

export function createCleanersService(deps: {
  db: Db;
  clock: Clock;
  changes: JobReturns;
  catalogue: CatalogueService;
  brand: Brand;
}) {
  const { db, clock } = deps;

  async function requireCleaner(id: string) {
    const found = isUuid(id) ? await dispatchRepository.findCleaner(db, id) : undefined;
    if (!found) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
    return found;
  }

  async function describe(
    rows: { id: string; name: string; email: string; phone: string; isActive: boolean }[],
  ) {
    const ids = rows.map((r) => r.id);
    const today = todayInIndia(clock.now());
    const [hours, leaves, load] = await Promise.all([
      dispatchRepository.hoursOf(db, ids),
      dispatchRepository.leavesOf(db, ids, today),
      schedule.bookedMinutesOn(db, ids, today),
    ]);
    return rows.map((c) => ({
      _id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      isActive: c.isActive,
      workingHours: hours.get(c.id) ?? [],
      leave: leaves
        .filter((l) => l.cleanerId === c.id)
        .map((l) => ({ _id: l.id, from: l.fromDate, to: l.toDate, reason: l.reason })),
      todayLoadMinutes: load.get(c.id) ?? 0,
    }));
  }

  return {
    async list(query: { page: number; size: number; search?: string }) {
      const { rows, total } = await dispatchRepository.listCleaners(db, {
        search: query.search,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { cleaners: await describe(rows), total };
    },

    async get(id: string) {
      return (await describe([await requireCleaner(id)]))[0];
    },

    /**
     * A cleaner's account inside the caller's transaction (hiring's "active" makes one with its application):
     * without a password a temporary one is mailed. Returns the new id; a taken email is a unique violation.
     */
    async createInTransaction(
      tx: DbOrTx,
      actor: AuthUser,
      input: NewCleaner,
      passwordHash: string,
      temporary: string | null,
      audit: Record<string, unknown> = {},
    ): Promise<string> {
      const row = await dispatchRepository.insertCleaner(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        mustChangePassword: !!temporary,
      });
      // Hours from the start; none given keeps the default 08:00–20:00 daily.
      if (input.workingHours)
        await dispatchRepository.replaceHours(tx, row.id, weeklyHours(input.workingHours));
      await recordAudit(tx, {
        actor,
        action: 'cleaner.create',
        entityType: 'user',
        entityId: row.id,
        details: { name: input.name, email: input.email, temporaryPassword: !!temporary, ...audit },
      });
      if (temporary)
        await enqueueEmail(tx, {
          kind: 'cleaner-welcome',
          to: input.email,
          ...templateCall('cleaner-welcome', deps.brand, { name: input.name, temporaryPassword: temporary }),
        });
      return row.id;
    },

    /** The password's hash and the temporary password to mail (none when the admin chose one). */
    async passwordFor(password?: string): Promise<{ passwordHash: string; temporary: string | null }> {
      // One password rule on every path: an admin's choice for a cleaner too.
      if (password) assertUncommonPassword(password, 'password');
      const temporary = password ? null : generateTemporaryPassword();
      return { passwordHash: await hashPassword(password ?? temporary!), temporary };
    },

    async create(actor: AuthUser, input: NewCleaner & { password?: string }) {
      const { passwordHash, temporary } = await this.passwordFor(input.password);
      try {
        const id = await db.transaction((tx) =>
          this.createInTransaction(tx, actor, input, passwordHash, temporary),
        );
        return this.get(id);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
        throw error;
      }
    },

    async update(
      actor: AuthUser,
      id: string,
      input: { isActive?: boolean; workingHours?: { start: string; end: string } | WeekdayHours[] | null },
    ) {
      const cleaner = await requireCleaner(id);
      let returned = 0;
      await db.transaction(async (tx) => {
        if (input.isActive !== undefined && input.isActive !== cleaner.isActive) {
          await dispatchRepository.setCleanerActive(tx, id, input.isActive, clock.now());
          if (!input.isActive)
            returned = await deps.changes.returnJobsOf(tx, actor, id, `${cleaner.name} was deactivated`);
        }
        if (input.workingHours !== undefined) {
          const hours = input.workingHours === null ? [] : weeklyHours(input.workingHours);
          await dispatchRepository.replaceHours(tx, id, hours);
          returned += await deps.changes.returnJobsOf(
            tx,
            actor,
            id,
            `${cleaner.name}'s working hours changed`,
            { outsideHours: hours },
          );
        }
        await recordAudit(tx, {
          actor,
          action: 'cleaner.update',
          entityType: 'user',
          entityId: id,
          details: { ...input, jobsReturned: returned },
        });
      });
      return { cleaner: await this.get(id), jobsReturned: returned };
    },

    async addLeave(actor: AuthUser, id: string, input: { from: string; to: string; reason: string }) {
      const cleaner = await requireCleaner(id);
      let returned = 0;
      const leave = await db.transaction(async (tx) => {
        const row = await dispatchRepository.addLeave(tx, {
          cleanerId: id,
          fromDate: input.from,
          toDate: input.to,
          reason: input.reason,
          createdBy: actor.id,
        });
        returned = await deps.changes.returnJobsOf(tx, actor, id, `${cleaner.name} is on leave`, {
          dates: { from: input.from, to: input.to },
        });
        await recordAudit(tx, {
          actor,
          action: 'cleaner.leave.add',
          entityType: 'user',
          entityId: id,
          details: { ...input, leaveId: row.id, jobsReturned: returned },
        });
        return row;
      });
      return {
        leave: { _id: leave.id, from: leave.fromDate, to: leave.toDate, reason: leave.reason },
        jobsReturned: returned,
      };
    },

    async deleteLeave(actor: AuthUser, id: string, leaveId: string) {
      await requireCleaner(id);
      if (!isUuid(leaveId)) throw notFound('Leave not found', 'LEAVE_NOT_FOUND');
      await db.transaction(async (tx) => {
        const row = await dispatchRepository.deleteLeave(tx, id, leaveId);
        if (!row) throw notFound('Leave not found', 'LEAVE_NOT_FOUND');
        await recordAudit(tx, {
          actor,
          action: 'cleaner.leave.delete',
          entityType: 'user',
          entityId: id,
          details: { leaveId, from: row.fromDate, to: row.toDate },
        });
      });
    },

    /** Jobs of a cleaner between two dates: an admin sees reservations too, the cleaner only assigned jobs. */
    /** A cleaner's jobs between two Indian dates; without them, the week from today. */
    async jobs({
      cleanerId,
      fromDate,
      toDate,
      onlyAssigned,
    }: {
      cleanerId: string;
      fromDate: string | undefined;
      toDate: string | undefined;
      onlyAssigned: boolean;
    }) {
      if (!onlyAssigned) await requireCleaner(cleanerId);
      const from = fromDate ?? todayInIndia(clock.now());
      const to = toDate ?? addDays(from, 6);
      const end = to > addDays(from, 92) ? addDays(from, 92) : to;
      return schedule.jobsOf(db, { cleanerId, from, to: end, onlyAssigned });
    },

    /** The crews of jobs, to name a cleaner's co-workers. */
    crewsOf: (bookingIds: string[]) => schedule.crewsOf(db, bookingIds),

    /** An admin changes how long a package takes and how many cleaners it needs. */
    async updatePackageTiming(
      actor: AuthUser,
      packageId: string,
      input: { durationMinutes?: number; minutesPerUnit?: number; crewSize?: number },
    ) {
      if (!isUuid(packageId)) throw notFound('Package not found', 'PACKAGE_NOT_FOUND');
      const updated = await db.transaction(async (tx) => {
        const found = await dispatchRepository.packageForTiming(tx, packageId);
        if (!found) throw notFound('Package not found', 'PACKAGE_NOT_FOUND');
        const next = {
          durationMinutes: input.durationMinutes ?? found.pkg.durationMinutes,
          minutesPerUnit: input.minutesPerUnit ?? found.pkg.minutesPerUnit,
          crewSize: input.crewSize ?? found.pkg.crewSize,
        };
        const row = await dispatchRepository.setPackageTiming(tx, packageId, {
          ...next,
          duration: describeDuration({ pricingType: found.pricingType, ...next }),
        });
        await recordAudit(tx, {
          actor,
          action: 'package.timing',
          entityType: 'package',
          entityId: packageId,
          details: {
            before: {
              durationMinutes: found.pkg.durationMinutes,
              minutesPerUnit: found.pkg.minutesPerUnit,
              crewSize: found.pkg.crewSize,
            },
            after: next,
          },
        });
        return row;
      });
      deps.catalogue.invalidate();
      return updated;
    },
  };
}

export type CleanersService = ReturnType<typeof createCleanersService>;
