/**
 * Trained image models shared through the database (JOB_QUEUE=postgres, issue 25): the process
 * that trains a model (a worker, maybe on another machine) publishes its folder's files to
 * `image_model_files`, and every process copies the published models it lacks into its own
 * IMAGE_MODELS_DIR; a model deleted anywhere is unpublished and its copies removed. Models are a
 * few MB and change rarely; the database is already shared by every process of a cluster.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { imageModelFiles } from '../db/schema/index.js';

/** Written into every published model's folder: a copy this sync may remove when the model is unpublished. */
const MARKER = '.published';
/** How often a process looks for models published or unpublished elsewhere (one small query). */
const CHECK_EVERY_MS = 5_000;

export class ModelSync {
  private checkedAt = 0;
  private seen = '';
  private pulling: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly modelsDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Publishes the files of the installed model `id` (replacing an earlier publication). */
  async publish(id: string): Promise<void> {
    const folder = path.join(this.modelsDir, id);
    const names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
    const files = await Promise.all(names.map(async (name) => ({ modelId: id, name, bytes: await readFile(path.join(folder, name)) })));
    await this.db.transaction(async (tx) => {
      await tx.delete(imageModelFiles).where(eq(imageModelFiles.modelId, id));
      if (files.length) await tx.insert(imageModelFiles).values(files);
    });
    await writeFile(path.join(folder, MARKER), '');
    this.checkedAt = 0;
  }

  async unpublish(id: string): Promise<void> {
    await this.db.delete(imageModelFiles).where(eq(imageModelFiles.modelId, id));
    this.checkedAt = 0;
  }

  /**
   * Brings the models folder in line with the publications: copies the models it lacks, removes
   * the copies of unpublished ones. Checks at most every few seconds; a failure is logged, and
   * the folder is served as it is.
   */
  async pull(): Promise<void> {
    if (Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.pulling ??= this.sync()
      .catch((err: unknown) => this.log.warn({ err }, 'could not bring the image models in line with the database'))
      .finally(() => {
        this.checkedAt = Date.now();
        this.pulling = null;
      });
    await this.pulling;
  }

  private async sync(): Promise<void> {
    const published = (
      await this.db.execute<{ id: string; at: string }>(
        sql`select model_id as id, max(published_at)::text as at from image_model_files group by model_id order by model_id`,
      )
    ).rows;
    const signature = JSON.stringify(published);
    if (signature === this.seen) return;
    const ids = new Set(published.map((p) => p.id));
    await mkdir(this.modelsDir, { recursive: true });
    for (const { id } of published) {
      if (existsSync(path.join(this.modelsDir, id))) continue;
      const files = await this.db.select().from(imageModelFiles).where(eq(imageModelFiles.modelId, id));
      // Written aside and moved in whole: the registry never lists half a model.
      const partial = path.join(this.modelsDir, `.${id}.partial`);
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial);
      for (const f of files) await writeFile(path.join(partial, path.basename(f.name)), f.bytes);
      await writeFile(path.join(partial, MARKER), '');
      await rename(partial, path.join(this.modelsDir, id));
      this.log.info({ model: id }, 'image model copied from the database');
    }
    for (const entry of await readdir(this.modelsDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || ids.has(entry.name)) continue;
      if (!existsSync(path.join(this.modelsDir, entry.name, MARKER))) continue; // installed here by hand (an ONNX drop-in)
      await rm(path.join(this.modelsDir, entry.name), { recursive: true, force: true });
      this.log.info({ model: entry.name }, 'image model removed: deleted on another process');
    }
    this.seen = signature;
  }
}
