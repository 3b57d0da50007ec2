import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo bytes live: a folder on disk by default, an S3-compatible bucket when configured
 * (s3-photo-store.ts). A store that cannot answer throws an AppError (503), never its own error.
 */
export interface PhotoStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp)$/;

/** Keys are ours (uuids), checked again so no key can leave its folder or bucket prefix. */
export function assertSafePhotoKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe photo key: ${key}`);
}

/** Files under one folder. */
export function diskPhotoStore(root: string): PhotoStore {
  const fileOf = (key: string) => {
    assertSafePhotoKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
