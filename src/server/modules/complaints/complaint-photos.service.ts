import type { Db } from '../../db/client';
import type { ComplaintPhotoDto } from '../../../shared/api-after-visit';
import { isUuid } from '../../../shared/ids';
import { COMPLAINT_PHOTOS_MAX, complaintPhotoTexts as t } from '../../../shared/texts-complaint-photos';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { PhotoStore } from '../../platform/photo-store';
import { readStoredPhoto, storePhoto, withPhotoPlace } from '../../platform/photo-upload';
import { complaintPhotosRepository, type ComplaintPhotoRow } from './complaint-photos.repository';
import { complaintsRepository } from './complaints.repository';
import type { ComplaintsService } from './complaints.service';

const photoNotFound = () => notFound('Photo not found', 'PHOTO_NOT_FOUND');

export const toComplaintPhotoDto = (p: ComplaintPhotoRow): ComplaintPhotoDto => ({
  _id: p.id,
  url: `/api/complaints/${p.complaintId}/photos/${p.id}`,
  contentType: p.contentType,
  width: p.width,
  height: p.height,
  bytes: p.bytes,
  createdAt: p.createdAt.toISOString(),
});

/**
 * The customer's photos of what went wrong, on their complaint: the job photos' processing and store,
 * at most five, added while the complaint is open. The customer who filed it and admins see them.
 */
export function createComplaintPhotosService(deps: {
  db: Db;
  complaints: ComplaintsService;
  store: PhotoStore;
}) {
  const { db } = deps;
  return {
    async upload(actor: AuthUser, complaintId: string, contentType: string, body: unknown) {
      const complaint = await deps.complaints.require(actor, complaintId);
      if (complaint.userId !== actor.id) throw photoNotFound();
      if (complaint.status !== 'open') throw new AppError('PHOTO_NOT_ALLOWED', 409, t.notOpen);
      const tooMany = () => badRequest(t.tooMany, 'TOO_MANY_PHOTOS');
      const stored = await complaintPhotosRepository.countFor(db, complaint.id);
      return withPhotoPlace(`complaint:${complaint.id}`, stored, COMPLAINT_PHOTOS_MAX, tooMany, () =>
        storePhoto(deps.store, `complaints/${complaint.id}`, contentType, body, (photo) =>
          db.transaction(async (tx) => {
            // Uploads to one complaint are counted one at a time, so the limit holds when sent at once.
            const locked = await complaintsRepository.lock(tx, complaint.id);
            if (locked?.status !== 'open') throw new AppError('PHOTO_NOT_ALLOWED', 409, t.notOpen);
            if ((await complaintPhotosRepository.countFor(tx, complaint.id)) >= COMPLAINT_PHOTOS_MAX)
              throw tooMany();
            const row = await complaintPhotosRepository.insert(tx, { ...photo, complaintId: complaint.id });
            await recordAudit(tx, {
              actor,
              action: 'complaint.photo',
              entityType: 'complaint',
              entityId: complaint.id,
              details: { bookingId: complaint.bookingId, photoId: row.id },
            });
            return toComplaintPhotoDto(row);
          }),
        ),
      );
    },

    /** The bytes, for the customer who filed the complaint and admins; 404 for everyone else. */
    async read(actor: AuthUser, complaintId: string, photoId: string) {
      const complaint = await deps.complaints.require(actor, complaintId);
      const row = isUuid(photoId) ? await complaintPhotosRepository.find(db, photoId) : undefined;
      if (!row || row.complaintId !== complaint.id) throw photoNotFound();
      const photo = await readStoredPhoto(deps.store, row);
      if (!photo) throw photoNotFound();
      return photo;
    },

    /** Each complaint's photos, for its DTO. */
    async byComplaint(complaintIds: string[]): Promise<Map<string, ComplaintPhotoDto[]>> {
      const out = new Map<string, ComplaintPhotoDto[]>();
      for (const row of await complaintPhotosRepository.listFor(db, complaintIds)) {
        const list = out.get(row.complaintId) ?? [];
        list.push(toComplaintPhotoDto(row));
        out.set(row.complaintId, list);
      }
      return out;
    },
  };
}

export type ComplaintPhotosService = ReturnType<typeof createComplaintPhotosService>;
