import type { ComplaintPhotoDto } from '../../../../shared/api-after-visit';
import { useTranslation } from '../../../i18n/react';
import { usePhotoUrl } from '../api/job-proof';
import { COMPLAINT_PHOTOS_NS } from '../complaint-photos-i18n';

function Thumbnail({ photo, n }: { photo: ComplaintPhotoDto; n: number }) {
  const { t } = useTranslation(COMPLAINT_PHOTOS_NS);
  const src = usePhotoUrl(photo.url);
  const alt = t('photoAlt', { n });
  return (
    <li className="h-20 w-20 overflow-hidden rounded-lg bg-slate-100">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={alt} className="h-full w-full object-cover" />
        </a>
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </li>
  );
}

/** A complaint's photos as thumbnails (fetched with the token); the customer's and the admin's view. */
export function ComplaintPhotoList({ photos, heading }: { photos: ComplaintPhotoDto[]; heading?: string }) {
  const { t } = useTranslation(COMPLAINT_PHOTOS_NS);
  if (!photos.length) return null;
  return (
    <div className="mt-2" data-testid="complaint-photos">
      <p className="text-xs font-semibold text-slate-700">{heading ?? t('yours')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {photos.map((p, i) => (
          <Thumbnail key={p._id} photo={p} n={i + 1} />
        ))}
      </ul>
    </div>
  );
}
