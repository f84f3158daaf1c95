import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

const SECRET_NAME = 'totp-key';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals TOTP secrets with AES-256-GCM. The key is its own row in app_secrets rather than derived
 * from the JWT signing key, so rotating JWT_SECRET does not lock out every enrolled account. The
 * account id is bound in as associated data: a sealed secret copied onto another account does not open.
 */
export class TotpCipher {
  private constructor(private readonly key: Buffer) {}

  static async load(db: Db): Promise<TotpCipher> {
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    return new TotpCipher(Buffer.from(row!.value, 'base64url'));
  }

  seal(secret: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string, userId: string): string {
    const [version, payload] = sealed.split(':');
    if (version !== VERSION || !payload) throw new Error('Unknown TOTP secret format.');
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
