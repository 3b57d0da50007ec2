import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { AppError } from './errors';
import type { PhotoStore } from './photo-store';
import { PHOTO_STORE_FORBIDDEN_CODE, PHOTO_STORE_UNAVAILABLE, s3PhotoStore } from './s3-photo-store';

let s3: FakeS3;
let store: PhotoStore;
const key = 'b0a1c2d3-0000-4000-8000-000000000001/5f0e-photo.jpg';

beforeAll(async () => {
  s3 = await startFakeS3();
  store = s3PhotoStore({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.requests.length = 0;
  s3.failNext(0, 500, '');
});

describe('the S3 photo store', () => {
  it('puts, gets and deletes an object path-style, every request signed with SigV4', async () => {
    const bytes = Buffer.from('jpeg bytes stand-in');
    await store.put(key, bytes, 'image/jpeg');
    expect(s3.objects.get(key)).toEqual({ body: bytes, contentType: 'image/jpeg' });
    expect(await store.get(key)).toEqual(bytes);
    await store.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /${s3.bucket}/${key}`,
      `GET /${s3.bucket}/${key}`,
      `DELETE /${s3.bucket}/${key}`,
    ]);
    for (const r of s3.requests)
      expect(r.authorization).toMatch(
        new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, `),
      );
  });

  it('answers null for a key S3 does not have (404 NoSuchKey) and deletes a missing key quietly', async () => {
    expect(await store.get('nothing-here/none.jpg')).toBeNull();
    await expect(store.delete('nothing-here/none.jpg')).resolves.toBeUndefined();
  });

  it('turns an S3 error into one clear 503, keeping the store error as its cause', async () => {
    s3.failNext(3, 500, 'InternalError');
    const error = await store.put(key, Buffer.from('x'), 'image/jpeg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'PHOTO_STORE_UNAVAILABLE',
      message: PHOTO_STORE_UNAVAILABLE,
    });
    expect(String((error as AppError).cause)).toContain('InternalError');
  });

  it('tells a forbidden object (403) apart from a missing one (404) and from an outage', async () => {
    s3.failNext(1, 403, 'AccessDenied');
    const error = await store.get(key).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 503,
      code: PHOTO_STORE_FORBIDDEN_CODE,
      message: PHOTO_STORE_UNAVAILABLE,
    });
    expect(String((error as AppError).cause)).toContain('AccessDenied');
    expect(await store.get('nothing-here/none.jpg')).toBeNull();
  });

  it('fails an upload to a store that never answers within its request timeout', async () => {
    const quick = s3PhotoStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      requestTimeoutMs: 300,
    });
    s3.hangNext(3);
    const started = performance.now();
    const error = await quick.put(key, Buffer.from('x'), 'image/jpeg').catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ statusCode: 503, code: 'PHOTO_STORE_UNAVAILABLE' });
    // Three attempts of 300 ms plus the SDK's back-off, far below the 15 s default and the test's 5 s.
    expect(elapsed).toBeLessThan(4_000);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('is refused by S3 when signed with a wrong secret (the fake checks the signature)', async () => {
    const wrong = s3PhotoStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    const error = await wrong.put(key, Buffer.from('x'), 'image/jpeg').catch((e: unknown) => e);
    expect(String((error as AppError).cause)).toContain('SignatureDoesNotMatch');
    expect(s3.objects.has(key)).toBe(false);
  });

  it('retries a 503 SlowDown and then succeeds', async () => {
    s3.failNext(1, 503, 'SlowDown');
    await store.put(key, Buffer.from('after a retry'), 'image/png');
    expect(s3.objects.get(key)?.body.toString()).toBe('after a retry');
    expect(s3.requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });

  it('refuses a key that could leave its prefix before asking S3', async () => {
    await expect(store.get('../etc/passwd.jpg')).rejects.toThrow('unsafe photo key');
    expect(s3.requests).toHaveLength(0);
  });
});
