import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane); see docs/security.md.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against for unknown emails so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('agrim-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
