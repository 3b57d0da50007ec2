import type { Db, DbOrTx } from '../../db/client';
import type { JobProofDto } from '../../../shared/api-after-visit';
import { isUuid } from '../../../shared/ids';
import { resolveChecklist, type ChecklistEntry } from '../../../shared/domain/checklist';
import { afterVisitTexts as t } from '../../../shared/texts-after-visit';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { PhotoStore } from '../../platform/photo-store';
import type { BookingRow } from '../bookings/bookings.dto';
import type { BookingsService } from '../bookings/bookings.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { jobProofRepository, type PhotoRow } from './job-proof.repository';
import { readStoredPhoto, storePhoto, withPhotoPlace } from '../../platform/photo-upload';
import { actionKeyGuard, type ClaimKey } from '../bookings/action-keys.service';

export const PHOTOS_PER_JOB = 10;
const photoNotFound = () => notFound('Photo not found', 'PHOTO_NOT_FOUND');

/** Proof of the work: the package's checklist ticked at completion, before/after photos. */
export function createJobProofService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  catalogue: CatalogueService;
  store: PhotoStore;
}) {
  const { db } = deps;
  const once = actionKeyGuard(db);

  /** The package's 'includes' list, as the catalogue has it now. */
  async function checklistItemsFor(b: Pick<BookingRow, 'serviceId' | 'packageId'>): Promise<string[]> {
    if (!b.packageId) return [];
    const found = await deps.catalogue.requireService(b.serviceId).catch(() => null);
    return found?.packages.find((p) => p.id === b.packageId)?.features ?? [];
  }

  const photoUrl = (p: PhotoRow) => `/api/bookings/${p.bookingId}/photos/${p.id}`;

  return {
    /** Checks a completing cleaner's answers against the package's list (400 with the reason), before the change. */
    async checklistFor(
      booking: BookingRow,
      answers?: { item: string; done: boolean; note?: string }[],
    ): Promise<ChecklistEntry[]> {
      const out = resolveChecklist(await checklistItemsFor(booking), answers);
      if (out.ok) return out.items;
      const message =
        out.reason === 'note-needed' ? t.checklistNoteNeeded(out.item) : t.checklistUnknownItem(out.item);
      throw new AppError('CHECKLIST_INVALID', 400, message, [{ field: 'checklist', message }]);
    },

    /** Written in the completion's own transaction. */
    saveChecklist: (tx: DbOrTx, bookingId: string, items: ChecklistEntry[], actor: AuthUser) =>
      jobProofRepository.saveChecklist(tx, { bookingId, items, recordedBy: actor.id }),

    async proof(actor: AuthUser, bookingId: string): Promise<JobProofDto> {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const [checklist, photos, items] = await Promise.all([
        jobProofRepository.checklistOf(db, booking.id),
        jobProofRepository.photosOf(db, booking.id),
        checklistItemsFor(booking),
      ]);
      return {
        checklist: checklist?.items ?? null,
        checklistItems: items,
        photos: photos.map((p) => ({
          _id: p.id,
          stage: p.stage,
          url: photoUrl(p),
          contentType: p.contentType,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    },

    /** A crew member's (or an admin's) photo of the job: checked, shrunk, stripped, stored, counted. */
    /** A photo of the job; under an Idempotency-Key a repeat is answered with the photo already kept. */
    async upload(
      actor: AuthUser,
      bookingId: string,
      stage: 'before' | 'after',
      contentType: string,
      body: unknown,
      idempotencyKey?: string,
    ) {
      return once(
        actor,
        idempotencyKey,
        'photo',
        bookingId,
        (claim) => this.uploadOnce(actor, bookingId, stage, contentType, body, claim),
        async (earlier) => {
          const row = earlier.resultId ? await jobProofRepository.photo(db, earlier.resultId) : undefined;
          if (!row) throw photoNotFound();
          return { ...row, url: photoUrl(row) };
        },
      );
    },

    async uploadOnce(
      actor: AuthUser,
      bookingId: string,
      stage: 'before' | 'after',
      contentType: string,
      body: unknown,
      claim?: ClaimKey,
    ) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (booking.status === 'pending' || booking.status === 'cancelled')
        throw new AppError('PHOTO_NOT_ALLOWED', 409, t.photoNotAllowed);
      const tooMany = () => badRequest(t.photoTooMany, 'TOO_MANY_PHOTOS');
      const stored = await jobProofRepository.photoCount(db, booking.id);
      return withPhotoPlace(`job:${booking.id}`, stored, PHOTOS_PER_JOB, tooMany, () =>
        storePhoto(deps.store, booking.id, contentType, body, (photo) =>
          db.transaction(async (tx) => {
            await jobProofRepository.lockBooking(tx, booking.id);
            if ((await jobProofRepository.photoCount(tx, booking.id)) >= PHOTOS_PER_JOB)
              throw badRequest(t.photoTooMany, 'TOO_MANY_PHOTOS');
            const row = await jobProofRepository.insertPhoto(tx, {
              ...photo,
              bookingId: booking.id,
              stage,
              uploadedBy: actor.id,
              createdAt: deps.clock.now(),
            });
            await claim?.(tx, booking.id, row.id);
            await recordAudit(tx, {
              actor,
              action: 'booking.photo',
              entityType: 'booking',
              entityId: booking.id,
              details: { photoId: row.id, stage },
            });
            return { ...row, url: photoUrl(row) };
          }),
        ),
      );
    },

    /** The bytes, for the booking's customer, its crew and admins; 404 for everyone else. */
    async read(actor: AuthUser, bookingId: string, photoId: string) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const row = isUuid(photoId) ? await jobProofRepository.photo(db, photoId) : undefined;
      if (!row || row.bookingId !== booking.id) throw photoNotFound();
      const photo = await readStoredPhoto(deps.store, row);
      if (!photo) throw photoNotFound();
      return photo;
    },
  };
}

export type JobProofService = ReturnType<typeof createJobProofService>;
