import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (~12 ms of CPU here).
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const standard = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Test runs only (NODE_ENV=test): still argon2id, at 1 MiB and 1 iteration (~0.4 ms). The suites sign up
// and log in thousands of times; each hash records its parameters, so verifying either kind works.
const testOnly = { ...standard, memoryCost: 1024, timeCost: 1 };
let options = standard;

/** The hashing cost for this process: the cheap one only when the configuration says NODE_ENV=test. */
export function configurePasswordHashing(config: { NODE_ENV: string }) {
  options = config.NODE_ENV === 'test' ? testOnly : standard;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Readable temporary password that still meets the strong-password rule: Abcd-2345-wxyz. */
export function generateTemporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (set: string, n: number) =>
    Array.from({ length: n }, () => set[randomInt(set.length)]).join('');
  return `${pick(upper, 1)}${pick(lower, 3)}-${pick(digits, 4)}-${pick(lower, 4)}`;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
