import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_WINDOW_HOURS } from '@agrim/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A request still unanswered after this long was cut short (a restart mid-request): its key may be
 * taken over. Far longer than any write takes, far shorter than a phone waits before retrying.
 */
const ABANDONED_MS = 2 * 60_000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What a request carried, as one SHA-256: its fields as JSON with sorted keys, each file (a
 * Buffer) by its own SHA-256. File names are left to the caller: a retry may rename a photo.
 */
export function contentHash(content: unknown): string {
  const canonical = (v: unknown): unknown =>
    Buffer.isBuffer(v)
      ? { sha256: sha256(v) }
      : Array.isArray(v)
        ? v.map(canonical)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((key) => [key, canonical((v as Record<string, unknown>)[key])]),
            )
          : v;
  return sha256(JSON.stringify(canonical(content)) ?? 'null');
}

/**
 * Idempotency-Key (issue 24): a write sent with a key is applied once per account and key within
 * the window; a repeat gets the first answer back (with Idempotent-Replayed: true). Only successful
 * answers are kept: a refused request applied nothing, so its key is free for a corrected retry.
 * A key sent again with other content (`content`: the fields and files, see `contentHash`) is 422:
 * replaying the first answer would report the first photo's diagnosis for the second (issue 38).
 */
export class IdempotencyKeys {
  constructor(
    private readonly db: Db,
    private readonly windowMs = IDEMPOTENCY_WINDOW_HOURS * 3_600_000,
  ) {}

  async once(
    request: FastifyRequest,
    userId: string,
    content: unknown,
    apply: () => Promise<Answer>,
  ): Promise<Answer & { replayed: boolean }> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return { ...(await apply()), replayed: false };
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION_FAILED', {
        en: 'Idempotency-Key: use 16 to 100 letters, digits, - or _ (a UUID will do).',
        hi: 'Idempotency-Key: 16 से 100 अक्षर, अंक, - या _ भेजें (UUID चलेगा)।',
        mr: 'Idempotency-Key: 16 ते 100 अक्षरे, अंक, - किंवा _ पाठवा (UUID चालेल).',
      });
    }
    const key = header;
    const bodyHash = contentHash(content);
    const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const k = idempotencyKeys;
    const mine = and(eq(k.userId, userId), eq(k.key, key));
    const now = Date.now();
    // Keys past the window are forgotten here, as new ones arrive (the index on created_at keeps it cheap).
    await this.db.delete(k).where(lt(k.createdAt, new Date(now - this.windowMs)));

    let claimed =
      (await this.db.insert(k).values({ userId, key, endpoint, bodyHash }).onConflictDoNothing().returning({ key: k.key })).length > 0;
    if (!claimed) {
      const [row] = await this.db.select().from(k).where(mine);
      if (row && row.endpoint !== endpoint) {
        throw new AppError('CONFLICT', {
          en: 'Idempotency-Key: this key was already used for another kind of request. Send a new key.',
          hi: 'Idempotency-Key: यह कुंजी किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है। नई कुंजी भेजें।',
          mr: 'Idempotency-Key: ही की दुसऱ्या विनंतीसाठी आधीच वापरली आहे. नवी की पाठवा.',
        });
      }
      if (row?.bodyHash && row.bodyHash !== bodyHash) {
        throw new AppError('UNPROCESSABLE', {
          en: 'Idempotency-Key: this key was already used with different content (another photo or other fields). Send a new key for a new request.',
          hi: 'Idempotency-Key: यह कुंजी अलग सामग्री (दूसरी फ़ोटो या दूसरे फ़ील्ड) के साथ पहले ही इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई कुंजी भेजें।',
          mr: 'Idempotency-Key: ही की वेगळ्या मजकुरासह (दुसरा फोटो किंवा दुसरी फील्ड) आधीच वापरली आहे. नव्या विनंतीसाठी नवी की पाठवा.',
        });
      }
      if (row && row.statusCode !== null) return { status: row.statusCode, body: row.body, replayed: true };
      if (row && row.createdAt.getTime() < now - ABANDONED_MS) {
        // Taken over only if still unanswered and not taken over by another request meanwhile.
        claimed =
          (
            await this.db
              .update(k)
              .set({ createdAt: new Date(now), bodyHash })
              .where(and(mine, isNull(k.statusCode), eq(k.createdAt, row.createdAt)))
              .returning({ key: k.key })
          ).length > 0;
      }
      if (!claimed) {
        throw new AppError(
          'CONFLICT',
          {
            en: 'The same request is still being handled. Try again in a moment.',
            hi: 'यही अनुरोध अभी संभाला जा रहा है। थोड़ी देर में फिर से प्रयास करें।',
            mr: 'हीच विनंती सध्या हाताळली जात आहे. थोड्या वेळाने पुन्हा प्रयत्न करा.',
          },
          { 'retry-after': '5' },
        );
      }
    }
    try {
      const answer = await apply();
      await this.db.update(k).set({ statusCode: answer.status, body: answer.body }).where(mine);
      return { ...answer, replayed: false };
    } catch (err) {
      await this.db
        .delete(k)
        .where(mine)
        .catch(() => undefined);
      throw err;
    }
  }
}
