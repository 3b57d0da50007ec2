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

/** A counting semaphore: `run` waits for one of `size` places, in arrival order. */
export function createSemaphore(size: number) {
  let busy = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy >= size) await new Promise<void>((resolve) => queue.push(resolve));
      else busy++;
      try {
        return await work();
      } finally {
        // The place passes straight to the next in line (busy stays), or is given back.
        const next = queue.shift();
        if (next) next();
        else busy--;
      }
    },
    get busy() {
      return busy;
    },
  };
}

/**
 * At most two photos decode at once in this process: each decode holds tens of MB and a core, and a burst
 * of uploads would otherwise starve every other request on a small machine.
 */
export const PHOTO_DECODES_AT_ONCE = 2;
const decodes = createSemaphore(PHOTO_DECODES_AT_ONCE);
const decodeStats = { started: 0, peak: 0 };
/** How many decodes started and the most that ran at once (read by tests in this process). */
export const photoDecodeStats = () => ({ ...decodeStats });

/**
 * The photo as we keep it: turned upright, at most 1600 px on its longer side, in its own format, with every
 * metadata block (EXIF with GPS, XMP, IPTC) dropped: sharp writes none unless asked to.
 */
export async function preparePhoto(bytes: Buffer, declared: string) {
  if (!isPhotoType(declared)) throw badRequest(t.photoWrongType, 'PHOTO_TYPE');
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_TOO_LARGE', 413, t.photoTooLarge);
  return decodes.run(() => {
    decodeStats.started++;
    decodeStats.peak = Math.max(decodeStats.peak, decodes.busy);
    return decode(bytes, declared);
  });
}

async function decode(bytes: Buffer, declared: PhotoType) {
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
