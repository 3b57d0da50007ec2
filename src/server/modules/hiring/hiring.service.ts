import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import {
  APPLICATION_RETENTION_DAYS,
  canMove,
  maskAadhaar,
  TRAINING_ITEMS,
  type ApplicationState,
  type HiringCity,
  type TrainingItem,
} from '../../../shared/domain/hiring';
import { maskPhone } from '../../../shared/domain/phone-mask';
import { isUuid } from '../../../shared/ids';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language';
import {
  hiringTexts as texts,
  type ApplicationCodeInput,
  type ApplicationDto,
  type ApplyInput,
  type MoveApplicationInput,
  type UpdateApplicationInput,
} from '../../../shared/schemas/hiring';
import type { OtpSent } from '../../../shared/schemas/otp-login';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
} from '../../../shared/schemas/phone-verification';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { indianMobile } from '../../platform/messaging/phone';
import type { PhotoStore } from '../../platform/photo-store';
import { readStoredPhoto, storePhoto } from '../../platform/photo-upload';
import type { CleanersService } from '../dispatch/cleaners.service';
import type { BookingsService } from '../bookings/bookings.service';
import type { CrewCard } from '../bookings/bookings.dto';
import { verifiedMobiles } from '../users/phone-verification.service';
import { hiringRepository as repo, type ApplicationRow } from './hiring.repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Codes to one number: one a minute, five an hour, ten a day (as mobile sign-in). */
export const APPLICATION_CODE_RESEND_MS = 60_000;
export const APPLICATION_CODES_PER_HOUR = 5;
export const APPLICATION_CODES_PER_DAY = 10;

/** What hiring needs from the notifications module (wired in app/services.ts). */
export interface HiringEffects {
  /** Queues the code's SMS inside the transaction; 503 SMS_BUDGET_SPENT past the day's budget. */
  sendCode(
    tx: DbOrTx,
    to: { number: string; language: Language },
    code: string,
    codeId: string,
  ): Promise<unknown>;
  /** The polite "not this time" SMS to a rejected applicant. */
  declined(
    tx: DbOrTx,
    to: { number: string; language: Language; name: string },
    applicationId: string,
  ): Promise<unknown>;
}

const notFoundApp = () => notFound(texts.notFound);
/** A short reference the applicant and the office can say on the phone. */
export const applicationReference = (id: string) => `A-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * Hiring cleaners (issue 38 part 3; decision 049): the public application with its mobile proven by a code, the
 * admin's steps (screening → documents → police → training → active, or rejected), the private ID photo and
 * portrait, the Aadhaar's last four digits only, and erasure on request and after APPLICATION_RETENTION_DAYS.
 * Active makes the cleaner's account in the same transaction (skills = the services applied for, the proven
 * mobile theirs to sign in with by code, a temporary password mailed) and carries the portrait and the police
 * verification day to their profile, which the customer's crew card reads.
 */
export function createHiringService(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  store: PhotoStore;
  cleaners: Pick<CleanersService, 'createInTransaction' | 'passwordFor'>;
  /** Whose booking a crew photo may be read for (the booking's customer, its crew, staff). */
  bookings: Pick<BookingsService, 'requireVisible' | 'crewsOf'>;
  effects: HiringEffects;
}) {
  const { db, clock } = deps;
  const hash = (codeId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`application-code:${codeId}:${code}`).digest();

  async function toDto(row: ApplicationRow): Promise<ApplicationDto> {
    const named = await repo.servicesNamed(db, row.serviceIds);
    return {
      _id: row.id,
      reference: applicationReference(row.id),
      name: row.name,
      phone: row.phone,
      email: row.email,
      city: row.city as HiringCity,
      services: row.serviceIds.map((id) => ({ _id: id, name: named.find((s) => s.id === id)?.name ?? '' })),
      experienceYears: row.experienceYears,
      availability: row.availability,
      language: row.language,
      state: row.state,
      idPhotoUrl: row.idPhotoKey ? `/api/admin/applications/${row.id}/photos/id` : null,
      portraitUrl: row.portraitKey ? `/api/admin/applications/${row.id}/photos/portrait` : null,
      aadhaarMasked: maskAadhaar(row.aadhaarLast4),
      policeStatus: row.policeStatus,
      policeDate: row.policeDate,
      training: row.training.filter((t): t is TrainingItem =>
        (TRAINING_ITEMS as readonly string[]).includes(t),
      ),
      cleanerId: row.cleanerId,
      rejectionNote: row.rejectionNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function requireApp(id: string) {
    const row = isUuid(id) ? await repo.find(db, id) : undefined;
    if (!row) throw notFoundApp();
    return row;
  }

  /** Checks a code for the number and closes it; throws the code's own refusals. */
  async function proveNumber(number: string, code: string) {
    const now = clock.now();
    const open = await repo.openCode(db, number);
    if (!open) throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
    if (open.expiresAt <= now) throw new AppError('PHONE_CODE_EXPIRED', 400, texts.codeExpired);
    if (open.attempts >= PHONE_CODE_TRIES) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
    const tried = await repo.takeTry(db, open.id, PHONE_CODE_TRIES, now);
    if (!tried) throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
    const expected = Buffer.from(tried.codeHash, 'hex');
    const given = hash(tried.id, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      if (PHONE_CODE_TRIES - tried.attempts <= 0)
        throw new AppError('PHONE_CODE_LOCKED', 429, texts.tooManyTries);
      throw new AppError('PHONE_CODE_WRONG', 400, texts.codeWrong, [
        { field: 'code', message: texts.codeWrong },
      ]);
    }
    return tried;
  }

  /** Deletes stored bytes after the row is gone; a store that fails leaves an orphan, never a row without bytes. */
  const forget = (...keys: (string | null)[]) =>
    Promise.all(keys.filter((k): k is string => !!k).map((k) => deps.store.delete(k).catch(() => undefined)));

  return {
    /** Texts a code to the applicant's mobile (the same answer whether or not the number applied before). */
    async sendCode(input: ApplicationCodeInput): Promise<OtpSent> {
      const number = indianMobile(input.phone)!;
      const now = clock.now();
      const last = await repo.lastCodeAt(db, number);
      if (last && now.getTime() - last.getTime() < APPLICATION_CODE_RESEND_MS)
        throw new AppError('RATE_LIMITED', 429, texts.resendWait);
      const [hour, day] = await Promise.all([
        repo.codesSince(db, number, new Date(now.getTime() - HOUR_MS)),
        repo.codesSince(db, number, new Date(now.getTime() - DAY_MS)),
      ]);
      if (hour >= APPLICATION_CODES_PER_HOUR || day >= APPLICATION_CODES_PER_DAY)
        throw new AppError('RATE_LIMITED', 429, texts.tooManyCodes);
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        const id = randomUUID();
        await repo.insertCode(tx, { id, number, codeHash: hash(id, code).toString('hex'), expiresAt, now });
        await deps.effects.sendCode(tx, { number, language: input.language ?? DEFAULT_LANGUAGE }, code, id);
      });
      return {
        sentTo: maskPhone(number),
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(now.getTime() + APPLICATION_CODE_RESEND_MS).toISOString(),
      };
    },

    /** The application, its mobile proven by the code; one open application per number. */
    async apply(input: ApplyInput): Promise<{ reference: string }> {
      const number = indianMobile(input.phone)!;
      const serviceIds = [...new Set(input.services)];
      const known = serviceIds.every(isUuid) ? await repo.servicesNamed(db, serviceIds) : [];
      if (known.length !== serviceIds.length) throw badRequest(texts.serviceUnknown, 'VALIDATION_ERROR');
      if (await repo.openApplicationOf(db, input.phone)) throw conflict(texts.alreadyApplied);
      const code = await proveNumber(number, input.code);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        if (!(await repo.closeCode(tx, code.id, now)))
          throw new AppError('PHONE_CODE_MISSING', 400, texts.noCode);
        const inserted = await repo.insert(tx, {
          name: input.name,
          phone: input.phone,
          email: input.email ? input.email.toLowerCase() : null,
          city: input.city,
          serviceIds,
          experienceYears: input.experienceYears,
          availability: input.availability,
          language: input.language ?? DEFAULT_LANGUAGE,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor: null,
          action: 'application.create',
          entityType: 'application',
          entityId: inserted.id,
          details: { city: input.city },
        });
        return inserted;
      });
      return { reference: applicationReference(row.id) };
    },

    async list(q: { state?: ApplicationState; city?: HiringCity; page: number; size: number }) {
      const { rows, total } = await repo.list(db, {
        state: q.state,
        city: q.city,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return { applications: await Promise.all(rows.map(toDto)), total };
    },

    get: async (id: string) => toDto(await requireApp(id)),

    /** The step's facts: Aadhaar last four and ID at documents, police at police, training at training. */
    async update(actor: AuthUser, id: string, input: UpdateApplicationInput) {
      await requireApp(id);
      const row = await db.transaction(async (tx) => {
        const app = await repo.lock(tx, id);
        if (!app) throw notFoundApp();
        const at = (state: ApplicationState) => {
          if (app.state !== state) throw conflict(texts.notInState);
        };
        if (app.state === 'active' || app.state === 'rejected') throw conflict(texts.moveRefused.final);
        if (input.aadhaarLast4 !== undefined) at('documents');
        if (input.policeStatus !== undefined || input.policeDate !== undefined) at('police');
        if (input.training !== undefined) at('training');
        const updated = await repo.update(tx, id, {
          ...(input.aadhaarLast4 !== undefined ? { aadhaarLast4: input.aadhaarLast4 } : {}),
          ...(input.policeStatus !== undefined ? { policeStatus: input.policeStatus } : {}),
          ...(input.policeDate !== undefined ? { policeDate: input.policeDate } : {}),
          ...(input.training !== undefined ? { training: [...new Set(input.training)] } : {}),
          ...(input.email !== undefined ? { email: input.email ? input.email.toLowerCase() : null } : {}),
          updatedAt: clock.now(),
        });
        await recordAudit(tx, {
          actor,
          action: 'application.update',
          entityType: 'application',
          entityId: id,
          // Never the digits themselves: that the Aadhaar was recorded is enough.
          details: {
            ...(input.aadhaarLast4 !== undefined ? { aadhaar: 'recorded' } : {}),
            ...(input.policeStatus !== undefined ? { policeStatus: input.policeStatus } : {}),
            ...(input.policeDate !== undefined ? { policeDate: input.policeDate } : {}),
            ...(input.training !== undefined ? { training: input.training } : {}),
            ...(input.email !== undefined ? { email: 'changed' } : {}),
          },
        });
        return updated;
      });
      return toDto(row);
    },

    /** One step forward, or rejected. Active makes the cleaner's account in the same transaction. */
    async move(actor: AuthUser, id: string, input: MoveApplicationInput) {
      await requireApp(id);
      const activating = input.to === 'active';
      const password = activating ? await deps.cleaners.passwordFor() : null;
      try {
        const row = await db.transaction(async (tx) => {
          const app = await repo.lock(tx, id);
          if (!app) throw notFoundApp();
          const verdict = canMove(
            {
              state: app.state,
              hasIdPhoto: !!app.idPhotoKey,
              hasAadhaarLast4: !!app.aadhaarLast4,
              policeStatus: app.policeStatus,
              policeDate: app.policeDate,
              training: app.training,
            },
            input.to,
          );
          if (!verdict.ok) throw conflict(texts.moveRefused[verdict.reason]);
          const now = clock.now();
          let cleanerId: string | null = null;
          if (activating) {
            if (!app.email) throw badRequest(texts.emailNeeded, 'VALIDATION_ERROR');
            cleanerId = await deps.cleaners.createInTransaction(
              tx,
              actor,
              { name: app.name, email: app.email, phone: app.phone },
              password!.passwordHash,
              password!.temporary,
              { applicationId: app.id },
            );
            await repo.setCleanerCity(tx, cleanerId, app.city);
            await repo.addSkills(
              tx,
              cleanerId,
              (await repo.servicesNamed(tx, app.serviceIds)).map((s) => s.id),
            );
            // The mobile was proven by its code: the cleaner signs in with it by code too.
            const number = indianMobile(app.phone);
            if (number) await verifiedMobiles.claim(tx, cleanerId, number, now);
            await repo.upsertProfile(
              tx,
              cleanerId,
              { photoKey: app.portraitKey, photoType: app.portraitType, policeVerifiedOn: app.policeDate },
              now,
            );
          }
          const updated = await repo.update(tx, id, {
            state: input.to,
            updatedAt: now,
            ...(activating ? { cleanerId, portraitKey: null, portraitType: null } : {}),
            ...(input.to === 'rejected' ? { rejectionNote: input.note || null } : {}),
          });
          await recordAudit(tx, {
            actor,
            action: 'application.move',
            entityType: 'application',
            entityId: id,
            details: { from: app.state, to: input.to, ...(cleanerId ? { cleanerId } : {}) },
          });
          if (input.to === 'rejected') {
            const number = indianMobile(app.phone);
            if (number)
              await deps.effects.declined(tx, { number, language: app.language, name: app.name }, app.id);
          }
          return updated;
        });
        return toDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(texts.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    /** The ID photo (documents step) or the portrait (any open step), stored privately. */
    async uploadPhoto(actor: AuthUser, id: string, kind: string, contentType: string, body: unknown) {
      const app = await requireApp(id);
      if (kind !== 'id' && kind !== 'portrait') throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
      if (app.state === 'active' || app.state === 'rejected') throw conflict(texts.moveRefused.final);
      if (kind === 'id' && app.state !== 'documents') throw conflict(texts.notInState);
      const { row, old } = await storePhoto(deps.store, `application-${app.id}`, contentType, body, (photo) =>
        db.transaction(async (tx) => {
          const locked = await repo.lock(tx, id);
          if (!locked) throw notFoundApp();
          const previous = kind === 'id' ? locked.idPhotoKey : locked.portraitKey;
          const updated = await repo.update(tx, id, {
            ...(kind === 'id'
              ? { idPhotoKey: photo.storageKey, idPhotoType: photo.contentType }
              : { portraitKey: photo.storageKey, portraitType: photo.contentType }),
            updatedAt: clock.now(),
          });
          await recordAudit(tx, {
            actor,
            action: 'application.photo',
            entityType: 'application',
            entityId: id,
            details: { kind },
          });
          return { row: updated, old: previous };
        }),
      );
      await forget(old);
      return toDto(row);
    },

    async readPhoto(id: string, kind: string) {
      const app = await requireApp(id);
      const key = kind === 'id' ? app.idPhotoKey : kind === 'portrait' ? app.portraitKey : null;
      const type = kind === 'id' ? app.idPhotoType : app.portraitType;
      const photo =
        key && type ? await readStoredPhoto(deps.store, { storageKey: key, contentType: type }) : null;
      if (!photo) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
      return photo;
    },

    /** Erased on request: the row and its photos go; the audit keeps only that it was erased. */
    async erase(actor: AuthUser, id: string) {
      const app = await requireApp(id);
      await db.transaction(async (tx) => {
        await repo.remove(tx, app.id);
        await recordAudit(tx, {
          actor,
          action: 'application.erase',
          entityType: 'application',
          entityId: app.id,
          details: { reason: 'request' },
        });
      });
      await forget(app.idPhotoKey, app.portraitKey);
    },

    /** The crew cards' facts for these cleaners (every id asked for is in the answer). */
    async crewCards(cleanerIds: string[]): Promise<Map<string, CrewCard>> {
      const unique = [...new Set(cleanerIds)];
      const { profiles, jobs } = await repo.crewFacts(db, unique);
      return new Map(
        unique.map((id) => {
          const p = profiles.find((r) => r.cleanerId === id);
          return [
            id,
            {
              hasPhoto: !!p?.hasPhoto,
              verified: !!p?.policeVerifiedOn,
              jobsDone: jobs.find((j) => j.cleanerId === id)?.jobs ?? 0,
            },
          ];
        }),
      );
    },

    /** A cleaner's own photo, the one their customers see; the earlier one is deleted. */
    async uploadOwnPhoto(actor: AuthUser, contentType: string, body: unknown) {
      const { old } = await storePhoto(deps.store, `cleaner-${actor.id}`, contentType, body, (photo) =>
        db.transaction(async (tx) => {
          const previous = await repo.profile(tx, actor.id);
          await repo.upsertProfile(
            tx,
            actor.id,
            { photoKey: photo.storageKey, photoType: photo.contentType },
            clock.now(),
          );
          await recordAudit(tx, { actor, action: 'cleaner.photo', entityType: 'user', entityId: actor.id });
          return { old: previous?.photoKey ?? null };
        }),
      );
      await forget(old);
      return { updated: true };
    },

    async readCleanerPhoto(cleanerId: string) {
      const p = await repo.profile(db, cleanerId);
      const photo =
        p?.photoKey && p.photoType
          ? await readStoredPhoto(deps.store, { storageKey: p.photoKey, contentType: p.photoType })
          : null;
      if (!photo) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
      return photo;
    },

    /** A crew member's photo for someone who may see the booking, once the crew is assigned; else 404. */
    async readCrewPhoto(actor: AuthUser, bookingId: string, cleanerId: string) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const crew = (await deps.bookings.crewsOf([booking.id])).get(booking.id) ?? [];
      const onCrew = crew.some((c) => c.cleanerId === cleanerId && c.kind === 'assigned');
      if (!onCrew || booking.status === 'cancelled' || booking.status === 'pending')
        throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
      return this.readCleanerPhoto(cleanerId);
    },

    /** The retention pass: applications untouched for APPLICATION_RETENTION_DAYS are erased with their photos. */
    async eraseExpired(): Promise<number> {
      const before = new Date(clock.now().getTime() - APPLICATION_RETENTION_DAYS * DAY_MS);
      const rows = await repo.expired(db, before);
      for (const row of rows) {
        await db.transaction(async (tx) => {
          await repo.remove(tx, row.id);
          await recordAudit(tx, {
            actor: null,
            action: 'application.erase',
            entityType: 'application',
            entityId: row.id,
            details: { reason: 'retention' },
          });
        });
        await forget(row.idPhotoKey, row.portraitKey);
      }
      return rows.length;
    },
  };
}

export type HiringService = ReturnType<typeof createHiringService>;
