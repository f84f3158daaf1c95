import {
  DATASET_ADDED_MESSAGE,
  MAX_PROFILE_DATASET_FILES,
  PROFILE_CONTAINER,
  PROFILE_UPLOAD_FIELDS,
  type ProfileResponse,
  RESUME_ADDED_MESSAGE,
  type StoredFile,
} from '@agrim/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { expertProfileFiles, users } from '../db/schema/index.js';
import { removeQuietly } from '../feedback/feedback.service.js';
import { AppError, notFound } from '../http/errors.js';
import { checkFile, type CheckedFile, CV_FILE_KINDS, DATASET_FILE_KINDS } from '../storage/fileTypes.js';
import { fileUrl, type StoredFileRecord } from '../storage/fileCatalog.js';
import type { FileStorage } from '../storage/storage.js';

type ProfileField = (typeof PROFILE_UPLOAD_FIELDS)[number];
type ProfileRow = typeof expertProfileFiles.$inferSelect;

export interface ProfileUpload {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** An Expert's profile (spec 2.19): one CV, which an upload replaces, and two lists of datasets. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async get(caller: Caller): Promise<ProfileResponse['data']> {
    const [user] = await this.db.select({ name: users.displayName }).from(users).where(eq(users.id, caller.userId));
    if (!user) throw notFound('Your account no longer exists.');
    const rows = await this.db
      .select()
      .from(expertProfileFiles)
      .where(eq(expertProfileFiles.userId, caller.userId))
      .orderBy(asc(expertProfileFiles.createdAt), asc(expertProfileFiles.displayName), asc(expertProfileFiles.id));
    const of = (kind: ProfileField) => rows.filter((r) => r.kind === kind).map(toStoredFile);
    const cv = of('cv')[0] ?? null;
    const fertilizer = of('fertilizer_dataset');
    const reference = of('reference_dataset');
    return {
      name: user.name,
      uploaded_cv: cv?.url ?? null,
      fertilizer_dataset: JSON.stringify(fertilizer.map((f) => f.url)),
      reference_dataset: JSON.stringify(reference.map((f) => f.url)),
      files: { cv, fertilizer_dataset: fertilizer, reference_dataset: reference },
    };
  }

  /**
   * Adds datasets and/or replaces the CV. Every file is checked first; all are written, then
   * recorded in one transaction (nothing is kept if any part fails); the replaced CV's file is
   * deleted after the commit.
   */
  async upload(caller: Caller, uploads: ProfileUpload[]): Promise<{ message: string; data: ProfileResponse['data'] }> {
    if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', `Choose a file (fields: ${PROFILE_UPLOAD_FIELDS.join(', ')}).`);
    const unknown = uploads.find((u) => !(PROFILE_UPLOAD_FIELDS as readonly string[]).includes(u.field));
    if (unknown) {
      throw new AppError('VALIDATION_FAILED', `${unknown.field}: not an upload field; use ${PROFILE_UPLOAD_FIELDS.join(', ')}.`);
    }
    if (uploads.filter((u) => u.field === 'cv').length > 1) throw new AppError('VALIDATION_FAILED', 'cv: upload one CV file.');
    const checked = uploads.map((u) => ({
      kind: u.field as ProfileField,
      file: checkFile(u.bytes, u.filename, u.field === 'cv' ? CV_FILE_KINDS : DATASET_FILE_KINDS),
    }));

    const written: Array<{ kind: ProfileField; file: CheckedFile; key: string }> = [];
    let replaced: string[] = [];
    try {
      for (const { kind, file } of checked)
        written.push({ kind, file, key: await this.storage.put(PROFILE_CONTAINER, file.ext, file.bytes) });
      replaced = await this.db.transaction(async (tx) => {
        // One change at a time per Expert: the list caps and the single CV hold under concurrency.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
        for (const kind of ['fertilizer_dataset', 'reference_dataset'] as const) {
          const adding = written.filter((w) => w.kind === kind).length;
          if (adding === 0) continue;
          const [{ n }] = (await tx
            .select({ n: count() })
            .from(expertProfileFiles)
            .where(and(eq(expertProfileFiles.userId, caller.userId), eq(expertProfileFiles.kind, kind)))) as [{ n: number }];
          if (Number(n) + adding > MAX_PROFILE_DATASET_FILES) {
            throw new AppError('VALIDATION_FAILED', `${kind}: a profile keeps at most ${MAX_PROFILE_DATASET_FILES} files in each list.`);
          }
        }
        let old: string[] = [];
        if (written.some((w) => w.kind === 'cv')) {
          old = (
            await tx
              .delete(expertProfileFiles)
              .where(and(eq(expertProfileFiles.userId, caller.userId), eq(expertProfileFiles.kind, 'cv')))
              .returning({ key: expertProfileFiles.storageKey })
          ).map((r) => r.key);
        }
        await tx.insert(expertProfileFiles).values(
          written.map(({ kind, file, key }) => ({
            userId: caller.userId,
            kind,
            storageKey: key,
            displayName: file.name,
            format: file.ext,
            contentType: file.contentType,
            bytes: file.bytes.length,
          })),
        );
        return old;
      });
    } catch (err) {
      await removeQuietly(
        this.storage,
        written.map((w) => w.key),
      );
      throw err;
    }
    await removeQuietly(this.storage, replaced);
    const onlyCv = written.every((w) => w.kind === 'cv');
    return { message: onlyCv ? RESUME_ADDED_MESSAGE : DATASET_ADDED_MESSAGE, data: await this.get(caller) };
  }

  /** Owner and type of a file of the expert-profile container (for signed links). */
  async fileOwner(key: string): Promise<StoredFileRecord | null> {
    const [row] = await this.db
      .select({ userId: expertProfileFiles.userId, contentType: expertProfileFiles.contentType, name: expertProfileFiles.displayName })
      .from(expertProfileFiles)
      .where(eq(expertProfileFiles.storageKey, key));
    return row ?? null;
  }
}

function toStoredFile(r: ProfileRow): StoredFile {
  return {
    url: fileUrl(r.storageKey),
    name: r.displayName,
    format: r.format,
    content_type: r.contentType,
    bytes: r.bytes,
    uploaded_at: r.createdAt.toISOString(),
  };
}
