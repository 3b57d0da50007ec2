import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { jobProofDtoSchema, type PhotoDto } from '../../../../shared/api-after-visit';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-store';
import { afterVisitKeys } from './after-visit-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/bookings/:id/proof: the checklist the crew left and the job's photos. */
export const getProof = (bookingId: string) =>
  parsedApi.get(`/api/bookings/${bookingId}/proof`, jobProofDtoSchema);

export const useProof = (bookingId: string, enabled = true) =>
  useQuery({ queryKey: afterVisitKeys.proof(bookingId), queryFn: () => getProof(bookingId), enabled });

/** POST /api/bookings/:id/photos?stage: the image itself is the body (JPEG, PNG or WebP, up to 10 MB). */
export const uploadPhoto = (bookingId: string, file: File, stage: 'before' | 'after') =>
  api
    .post<{ data: { photo: PhotoDto } }>(`/api/bookings/${bookingId}/photos?stage=${stage}`, undefined, {
      raw: file,
      timeoutMs: 60_000,
    })
    .then((r) => r.data.photo);

/** A photo as an object URL: photos need the bearer token, so an <img src> cannot fetch them itself. */
export function usePhotoUrl(url: string | null) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let revoked = false;
    let made: string | null = null;
    const token = getToken();
    void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || revoked) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      });
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}
