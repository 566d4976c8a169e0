/**
 * Password hashing (DESIGN.md section 6): argon2id at m = 19 MiB, t = 2 (about 20 ms here). Callers
 * rate-limit before hashing.
 */
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

// Spent on unknown identifiers so that "no such account" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-A1!');
  await verifyPassword(await dummyHash, password);
}
