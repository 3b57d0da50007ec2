import type { ComplaintPhotoDto } from '../../../../shared/api-after-visit';
import { api } from '../../../lib/api-client';

/** POST /api/complaints/:id/photos: the image itself is the body (JPEG, PNG or WebP, up to 10 MB). */
export const uploadComplaintPhoto = (complaintId: string, file: File) =>
  api
    .post<{ data: { photo: ComplaintPhotoDto } }>(`/api/complaints/${complaintId}/photos`, undefined, {
      raw: file,
      timeoutMs: 60_000,
    })
    .then((r) => r.data.photo);
