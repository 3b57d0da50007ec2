import sharp from 'sharp';
import { afterVisitTexts as t } from '../../shared/texts-after-visit';
import { AppError, badRequest } from './errors';

export const PHOTO_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_EDGE = 1600;
export const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const isPhotoType = (type: string): type is PhotoType => type in PHOTO_TYPES;

/**
 * The photo as we keep it: turned upright, at most 1600 px on its longer side, in its own format, with every
 * metadata block (EXIF with GPS, XMP, IPTC) dropped: sharp writes none unless asked to.
 */
export async function preparePhoto(bytes: Buffer, declared: string) {
  if (!isPhotoType(declared)) throw badRequest(t.photoWrongType, 'PHOTO_TYPE');
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_TOO_LARGE', 413, t.photoTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw badRequest(t.photoUnreadable, 'PHOTO_UNREADABLE');
  }
  // The bytes must be what the header says: a PNG sent as image/jpeg is refused, not converted.
  if (format !== PHOTO_TYPES[declared]) throw badRequest(t.photoWrongType, 'PHOTO_TYPE');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toFormat(PHOTO_TYPES[declared], declared === 'image/png' ? {} : { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: declared };
  } catch {
    throw badRequest(t.photoUnreadable, 'PHOTO_UNREADABLE');
  }
}
