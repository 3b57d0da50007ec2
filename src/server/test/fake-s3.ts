import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for S3 (path-style: /bucket/key) answering PutObject, GetObject, HeadObject and
 * DeleteObject as S3 does (status codes and XML error bodies from the S3 API reference's "Error
 * responses"), and checking each request's SigV4 signature as S3 would, with the one key pair it knows.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as it came: method, path, the Authorization header. */
  requests: { method: string; path: string; authorization?: string }[];
  /** The next n requests get this S3 error instead of an answer. */
  failNext(n: number, status: number, code: string): void;
  /** The next n requests are read and never answered (a hung store). */
  hangNext(n: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string, resource: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
  `<Resource>${resource}</Resource><RequestId>4442587FB7D0A2F9</RequestId></Error>`;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The signature SigV4 gives this request (AWS's "Create a signed AWS API request", S3 flavour). */
function expectedSignature(
  req: http.IncomingMessage,
  url: URL,
  signedHeaders: string[],
  secret: string,
  scope: { date: string; region: string },
) {
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    req.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    req.headers['x-amz-content-sha256'],
  ].join('\n');
  const credentialScope = `${scope.date}/${scope.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], credentialScope, sha256(canonical)].join(
    '\n',
  );
  let key = hmac(`AWS4${secret}`, scope.date);
  key = hmac(key, scope.region);
  key = hmac(key, 's3');
  key = hmac(key, 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'chamak-photos';
  const region = 'ap-south-1';
  const accessKeyId = 'AKIAFAKEPHOTOS000001';
  const secretAccessKey = 'fake-secret-for-loopback-tests-only';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  let failures: { left: number; status: number; code: string } = { left: 0, status: 500, code: '' };
  let hangs = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://s3.local');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
      });
      const send = (status: number, payload = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'x-amz-request-id': '4442587FB7D0A2F9', ...headers });
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const fail = (status: number, code: string, message: string) =>
        send(status, xmlError(code, message, url.pathname), { 'content-type': 'application/xml' });

      const auth =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
          req.headers.authorization ?? '',
        );
      if (!auth) return fail(403, 'AccessDenied', 'Access Denied');
      const [, keyId, date, signedRegion, signed, signature] = auth;
      if (keyId !== accessKeyId)
        return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
        return fail(
          400,
          'XAmzContentSHA256Mismatch',
          'The provided x-amz-content-sha256 header does not match.',
        );
      const expected = expectedSignature(req, url, signed.split(';'), secretAccessKey, {
        date,
        region: signedRegion,
      });
      if (signedRegion !== region || expected !== signature)
        return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
      if (hangs > 0) {
        hangs--;
        return;
      }
      if (failures.left > 0) {
        failures.left--;
        return fail(failures.status, failures.code, 'Injected by the test.');
      }

      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return fail(400, 'InvalidRequest', 'Only object requests are answered here.');
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
          return send(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        case 'GET':
        case 'HEAD':
          if (!stored) {
            // HEAD answers have no body: S3 sends 404 alone, the SDK names it NotFound.
            return req.method === 'HEAD'
              ? send(404)
              : fail(404, 'NoSuchKey', 'The specified key does not exist.');
          }
          return send(200, stored.body as unknown as string, {
            'content-type': stored.contentType,
            'content-length': String(stored.body.length),
            etag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
            'last-modified': new Date().toUTCString(),
          });
        case 'DELETE':
          objects.delete(key);
          return send(204);
        default:
          return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext(n, status, code) {
      failures = { left: n, status, code };
    },
    hangNext(n) {
      hangs = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
