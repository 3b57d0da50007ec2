import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from './errors';
import { assertSafePhotoKey, type PhotoStore } from './photo-store';

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, Spaces…); unset for AWS itself. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO-like services need. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain decides (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long one request may take in all (default 15 s); tests shorten it. */
  requestTimeoutMs?: number;
}

export const PHOTO_STORE_UNAVAILABLE =
  'Photos cannot be stored or shown right now. Please try again in a few minutes.';

/** What the client reads: one clear 503; the store's own error stays in the log as the cause. */
function storeUnavailable(cause: unknown): AppError {
  const error = new AppError('PHOTO_STORE_UNAVAILABLE', 503, PHOTO_STORE_UNAVAILABLE);
  error.cause = cause;
  return error;
}

export const PHOTO_STORE_FORBIDDEN_CODE = 'PHOTO_STORE_FORBIDDEN';

/**
 * S3 answers 403 (not 404) for a missing key when the credentials lack s3:ListBucket, and 403 for a
 * wrong policy or key: either is a setup fault, kept apart from an outage by its code so the log says
 * what to fix. The customer reads the same 503.
 */
function storeForbidden(cause: unknown): AppError {
  const error = new AppError(PHOTO_STORE_FORBIDDEN_CODE, 503, PHOTO_STORE_UNAVAILABLE);
  error.cause = cause;
  return error;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const isForbidden = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403;

const failure = (error: unknown) => (isForbidden(error) ? storeForbidden(error) : storeUnavailable(error));

/**
 * Photos in an S3-compatible bucket. The bucket stays private: the API reads each photo after its own
 * access check and sends the bytes (photos are ≤ 1600 px, a few hundred KB), so no URL that works
 * without our authorization ever leaves the server.
 */
export function s3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // AWS itself: a bucket in another region than the one set answers 301; the SDK follows it once.
    followRegionRedirects: !options.endpoint,
    maxAttempts: 3,
    // requestTimeout alone only logs a warning in @smithy/node-http-handler 4.x: throwOnRequestTimeout
    // makes a hung store fail the request; socketTimeout closes a socket that goes silent.
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: options.requestTimeoutMs ?? 15_000,
      throwOnRequestTimeout: true,
      socketTimeout: options.requestTimeoutMs ?? 15_000,
    },
    // The SDK's default CRC32 checksums (since 3.729) are refused by several S3-compatible services;
    // the SigV4 payload hash already covers what we send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      assertSafePhotoKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw failure(error);
      }
    },
    async get(key) {
      assertSafePhotoKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw failure(error);
      }
    },
    async delete(key) {
      assertSafePhotoKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw failure(error);
      }
    },
  };
}
