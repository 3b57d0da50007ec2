import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for server tests: makes and uses an ES256 passkey exactly as a browser hands its
 * answers over (RegistrationResponseJSON / AuthenticationResponseJSON, attestation 'none'), with user
 * presence and verification flagged. Playwright's virtual authenticator does the same in the browser.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (b: Buffer) => b.toString('base64url');

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export function softAuthenticator(opts: { rpId: string; origin: string; counter?: boolean }) {
  const flags = (extra: number) => Buffer.from([0x01 | 0x04 | extra]);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, origin = opts.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** A new passkey for the options' challenge: the answer to send and the key to sign in with later. */
    register(options: { challenge: string }, origin?: string) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const credentialId = randomBytes(16);
      const credLen = Buffer.alloc(2);
      credLen.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(opts.rpId),
        flags(0x40),
        counterBytes(0),
        Buffer.alloc(16),
        credLen,
        credentialId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const passkey: SoftPasskey = { credentialId, privateKey, counter: 0 };
      return {
        passkey,
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: 'public-key' as const,
          response: {
            clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
            attestationObject: b64url(attestationObject),
            transports: ['internal' as const],
          },
          clientExtensionResults: {},
        },
      };
    },

    /** The passkey's answer to a sign-in's challenge (its counter moves on unless `counter: false`). */
    assert(passkey: SoftPasskey, options: { challenge: string }, origin?: string) {
      if (opts.counter !== false) passkey.counter += 1;
      const authData = Buffer.concat([sha256(opts.rpId), flags(0), counterBytes(passkey.counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
