import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ImageTask, TrainingJob } from '@agrim/contracts';
import { compiledEntry, ML_CLI_PATH } from '@agrim/ml';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditService, AuditWriter } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { imageModelJobs, users } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import type { DurableQueue } from '../work/durableQueue.js';
import type { FairQueue, Slot } from '../work/fairQueue.js';
import type { FileStorage } from '../storage/storage.js';
import type { ImageModelRegistry } from './modelRegistry.js';
import { extractTrainingZip, type TrainingImages, ZIP_LIMITS, type ZipLimits } from './trainingZip.js';

export interface TrainingOptions {
  /** Where trained models are installed (IMAGE_MODELS_DIR). */
  modelsDir: string;
  /** Where the photos of queued jobs wait (one folder per job, removed when the job ends). */
  workDir: string;
  /** The ML command line (`train <task> --images … --out … --id … --name …`). */
  cliPath?: string;
  /** A training run longer than this is stopped and the job fails. */
  timeoutMs?: number;
  /** Quick training (TRAINING_QUICK, tests only): the CLI's `--quick true`. */
  quick?: boolean;
  zipLimits?: ZipLimits;
  /**
   * With the durable queue: where the uploaded zip is kept until the job ends (the S3 store in a
   * cluster), so a worker that does not share `workDir` unpacks it from there.
   */
  inputs?: FileStorage;
}

const DEFAULT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
const MESSAGE_MAX = 500;
const PROGRESS_WRITE_MS = 1000;

export const INTERRUPTED = 'Training was interrupted by a restart of the server; upload the photos again.';
/** The durable queue's name (JOB_QUEUE=postgres). */
export const TRAINING_QUEUE = 'image-training';
const STOPPED = 'Training was stopped: the server shut down.';
const GAVE_UP = 'Training was cut off each time it ran (its worker stopped); upload the photos again.';
/** A durable job's lease beyond the training timeout: claiming the row and installing the model take well under it. */
const LEASE_MARGIN_SECONDS = 15;
/** The file store's container of training zips waiting for a worker (durable queue). */
const INPUT_CONTAINER = 'image-training';
/** Staged photos without a job row are an upload cut off mid-way once they are this old. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

type JobRow = typeof imageModelJobs.$inferSelect;

/**
 * Trains image models from Admins' zips of class-named folders. The zip is unpacked and checked on
 * upload (a bad zip is refused there and then); the job is a database row, run one at a time in a
 * child process (the ML command line), never on the server's own thread. Progress lines of the
 * child become the job's message; on success the model is installed in `modelsDir` and the
 * registry lists it.
 *
 * Where it waits: by default in this process (fairly across the Admins who upload, within each
 * one's quota: see work/fairQueue.ts), and a job found 'running' at start was cut off by a restart:
 * it fails. With a durable queue (JOB_QUEUE=postgres) in pg-boss, taken by any worker process;
 * a job whose worker dies is run again by another once its lease ends (the photos must be in a
 * DATA_DIR every worker shares), and fails only when its retries are used up.
 */
export class TrainingService {
  private running: { child: ChildProcess; done: Promise<void> } | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly registry: ImageModelRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly opts: TrainingOptions,
    private readonly audit: AuditService,
    private readonly queue: FairQueue,
    private readonly durable: DurableQueue | null = null,
  ) {}

  /** With the durable queue: declares it and, in a process that works it, takes its jobs. */
  async startDurable(): Promise<void> {
    if (!this.durable) return;
    await this.durable.define<{ id: string }>(
      TRAINING_QUEUE,
      { leaseSeconds: Math.ceil(this.timeoutMs() / 1000) + LEASE_MARGIN_SECONDS, retries: 2 },
      { run: ({ id }) => this.runDurable(id), giveUp: ({ id }) => this.giveUp(id) },
    );
  }

  private timeoutMs(): number {
    return this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** At start: jobs left running fail; queued jobs whose photos are still here run again, the others fail. */
  async recover(): Promise<void> {
    if (this.durable) return this.recoverDurable();
    const cut = await this.db
      .update(imageModelJobs)
      .set({ state: 'failed', message: INTERRUPTED, finishedAt: new Date() })
      .where(eq(imageModelJobs.state, 'running'))
      .returning();
    for (const job of cut) await this.recordEnd(job);
    const queued = await this.db
      .select({ id: imageModelJobs.id, createdBy: imageModelJobs.createdBy })
      .from(imageModelJobs)
      .where(eq(imageModelJobs.state, 'queued'))
      .orderBy(imageModelJobs.createdAt);
    const present = new Set(await readdir(this.opts.workDir).catch(() => [] as string[]));
    const lost = queued.filter((j) => !present.has(j.id)).map((j) => j.id);
    if (lost.length) {
      const failed = await this.db
        .update(imageModelJobs)
        .set({ state: 'failed', message: INTERRUPTED, finishedAt: new Date() })
        .where(and(inArray(imageModelJobs.id, lost), eq(imageModelJobs.state, 'queued')))
        .returning();
      for (const job of failed) await this.recordEnd(job);
    }
    const resumed = queued.filter((j) => present.has(j.id));
    // Folders of jobs that are over (or never got a row) are leftovers.
    for (const name of present)
      if (!resumed.some((j) => j.id === name)) await rm(path.join(this.opts.workDir, name), { recursive: true, force: true });
    // Accepted before the restart: resumed even beyond today's quota.
    for (const job of resumed) this.enqueue(this.queue.reserve(job.createdBy, true), job.id);
  }

  /**
   * With the durable queue, other processes may be running or staging jobs: running jobs are left
   * to pg-boss (retried when their lease ends), queued ones are sent again (a no-op for those
   * pg-boss holds; it covers a crash between the row and the send), and only the photos of
   * finished jobs, and of uploads cut off over an hour ago, are removed.
   */
  private async recoverDurable(): Promise<void> {
    const queued = await this.db.select({ id: imageModelJobs.id }).from(imageModelJobs).where(eq(imageModelJobs.state, 'queued'));
    for (const job of queued) await this.durable!.send(TRAINING_QUEUE, { id: job.id }, job.id);
    const present = await readdir(this.opts.workDir).catch(() => [] as string[]);
    if (present.length === 0) return;
    const rows = await this.db
      .select({ id: imageModelJobs.id, state: imageModelJobs.state })
      .from(imageModelJobs)
      .where(inArray(imageModelJobs.id, present.filter(isUuid)));
    const states = new Map(rows.map((r) => [r.id, r.state]));
    for (const name of present) {
      const state = states.get(name);
      if (state === 'queued' || state === 'running') continue;
      const folder = path.join(this.opts.workDir, name);
      const info = !state ? await stat(folder).catch(() => null) : null;
      if (info && Date.now() - info.mtimeMs < ORPHAN_AGE_MS) continue;
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Checks and unpacks the uploaded zip (`zipPath`, removed by the caller) and queues the training.
   * A name already used by an installed model of the task, or by a job not yet finished, is a 409.
   */
  async submit(caller: Caller, fields: { task: ImageTask; name: string }, zipPath: string): Promise<TrainingJob> {
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down; try again in a minute.');
    await this.requireFreeName(fields.task, fields.name);
    // The quota is checked before the zip is unpacked: a refused upload costs no disk or CPU. On
    // the durable queue the account's jobs waiting there count too (this process holds only uploads).
    const slot = this.queue.reserve(caller.userId, false, this.durable ? await this.pendingOf(caller.userId) : 0);
    const id = randomUUID();
    const staging = path.join(this.opts.workDir, id);
    let images: TrainingImages;
    let inputKey: string | null = null;
    try {
      await mkdir(staging, { recursive: true });
      images = await extractTrainingZip(zipPath, path.join(staging, 'images'), this.opts.zipLimits ?? ZIP_LIMITS);
      const summary = images.classes.map((c) => `${c.name} ${c.images}`).join(', ');
      const skipped = images.skipped ? `; ${images.skipped} file(s) that are not images skipped` : '';
      if (this.durable && this.opts.inputs) {
        // Any worker unpacks it from the store; none trains from this process's unpacked copy.
        inputKey = await this.opts.inputs.put(INPUT_CONTAINER, 'zip', await readFile(zipPath));
        await rm(staging, { recursive: true, force: true });
      }
      await this.db.transaction(async (tx) => {
        const [job] = await tx
          .insert(imageModelJobs)
          .values({
            id,
            task: fields.task,
            name: fields.name,
            state: 'queued',
            message: `Queued: ${images.classes.length} classes (${summary})${skipped}.`.slice(0, MESSAGE_MAX),
            modelId: modelIdFor(fields.name, id),
            createdBy: caller.userId,
            inputKey,
          })
          .returning();
        const classes = Object.fromEntries(images.classes.map((c) => [c.name, c.images]));
        await this.audit.record(
          caller,
          {
            action: 'model.retrained',
            targetType: 'image_model_job',
            targetId: id,
            details: { phase: 'started', task: job!.task, name: job!.name, modelId: job!.modelId, classes },
          },
          tx,
        );
      });
    } catch (err) {
      slot.cancel();
      await rm(staging, { recursive: true, force: true });
      if (inputKey) await this.opts.inputs!.remove(inputKey).catch(() => undefined);
      throw err;
    }
    if (this.durable) await this.sendDurable(slot, id);
    else this.enqueue(slot, id);
    return this.get(id);
  }

  private async pendingOf(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(imageModelJobs)
      .where(and(eq(imageModelJobs.createdBy, userId), inArray(imageModelJobs.state, ['queued', 'running'])));
    return row?.n ?? 0;
  }

  /** Hands the recorded job to the durable queue; if PostgreSQL refuses, the job fails and the caller hears it. */
  private async sendDurable(slot: Slot, id: string): Promise<void> {
    try {
      await slot.run(() => this.durable!.send(TRAINING_QUEUE, { id }, id));
    } catch (err) {
      this.log.error({ err, job: id }, 'could not queue an image model training');
      await this.finish(id, 'failed', 'The training could not be queued.').catch(() => undefined);
      await this.removeStaging(id);
      throw new AppError('SERVICE_UNAVAILABLE', 'The training could not be queued; try again in a minute.');
    }
  }

  /**
   * One run of a durable job (any worker). A job found 'running' was cut off with its worker, and
   * runs again. Shut down mid-run, the job goes back to 'queued' and the error hands it back to
   * pg-boss, which gives it to another worker.
   */
  private async runDurable(id: string): Promise<void> {
    if (this.closed) throw new Error('this worker is shutting down');
    const outcome = await this.run(id, ['queued', 'running']);
    if (outcome !== 'stopped') return;
    await this.db
      .update(imageModelJobs)
      .set({ state: 'queued', message: 'Waiting for another worker: the one training it shut down.' })
      .where(and(eq(imageModelJobs.id, id), eq(imageModelJobs.state, 'running')));
    throw new Error('training stopped by a shutdown; handed back to the queue');
  }

  /** Retries used up: the job fails, with the reason, unless a run finished it meanwhile. */
  private async giveUp(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [job] = await tx
        .update(imageModelJobs)
        .set({ state: 'failed', message: GAVE_UP, finishedAt: new Date() })
        .where(and(eq(imageModelJobs.id, id), inArray(imageModelJobs.state, ['queued', 'running'])))
        .returning();
      if (job) await this.recordEnd(job, tx);
    });
    await this.removeStaging(id);
  }

  async list(): Promise<TrainingJob[]> {
    const rows = await this.select().orderBy(desc(imageModelJobs.createdAt)).limit(100);
    return rows.map(toJob);
  }

  async get(id: string): Promise<TrainingJob> {
    const [row] = await this.select().where(eq(imageModelJobs.id, id));
    if (!row) throw notFound(`No training job ${id}.`);
    return toJob(row);
  }

  /** Resolves when the queue is empty and no job runs (tests, shutdown). */
  async idle(): Promise<void> {
    await this.queue.idle();
  }

  /** Stops a running training (its job fails, or on the durable queue goes back to it) and runs no more. */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.running;
    if (running) {
      running.child.kill('SIGTERM');
      await running.done;
    }
    // Jobs still queued pass their turn without running (their photos stay for the next start).
    await this.queue.idle();
  }

  private select() {
    return this.db
      .select({ job: imageModelJobs, email: users.email })
      .from(imageModelJobs)
      .innerJoin(users, eq(users.id, imageModelJobs.createdBy))
      .$dynamic();
  }

  private async requireFreeName(task: ImageTask, name: string): Promise<void> {
    const wanted = name.trim().toLowerCase();
    const models = await this.registry.models(task);
    if (models.some((m) => m.id.toLowerCase() === wanted || m.name.toLowerCase() === wanted)) {
      throw new AppError(
        'CONFLICT',
        `A ${task} model named ${name} is already installed: choose another name, or delete that model first.`,
      );
    }
    const pending = await this.db
      .select({ name: imageModelJobs.name })
      .from(imageModelJobs)
      .where(and(eq(imageModelJobs.task, task), inArray(imageModelJobs.state, ['queued', 'running'])));
    if (pending.some((j) => j.name.trim().toLowerCase() === wanted)) {
      throw new AppError('CONFLICT', `A ${task} model named ${name} is already being trained: wait for it, or choose another name.`);
    }
  }

  private enqueue(slot: Slot, id: string): void {
    void slot.run(async () => {
      if (this.closed) return;
      try {
        await this.run(id);
      } catch (err) {
        this.log.error({ err, job: id }, 'image model training failed to run');
        await this.finish(id, 'failed', `Training could not run: ${errorText(err)}`).catch(() => undefined);
      } finally {
        await this.removeStaging(id);
      }
    });
  }

  /** This process's unpacked copy of the job's photos. */
  private async removeLocalCopy(id: string): Promise<void> {
    await rm(path.join(this.opts.workDir, id), { recursive: true, force: true }).catch(() => undefined);
  }

  /** The job's photos are no longer needed: its staging folder, and the stored zip when there is one. */
  private async removeStaging(id: string): Promise<void> {
    await this.removeLocalCopy(id);
    if (!this.opts.inputs) return;
    const [row] = await this.db.select({ key: imageModelJobs.inputKey }).from(imageModelJobs).where(eq(imageModelJobs.id, id));
    if (row?.key)
      await this.opts.inputs.remove(row.key).catch((err: unknown) => this.log.warn({ err, job: id }, 'could not remove a training zip'));
  }

  /** A worker that does not share the accepting process's `workDir` unpacks the stored zip first. */
  private async stageFromStore(job: JobRow): Promise<void> {
    const images = path.join(this.opts.workDir, job.id, 'images');
    if (!job.inputKey || !this.opts.inputs || (await stat(images).catch(() => null))) return;
    await mkdir(path.dirname(images), { recursive: true });
    const temp = await mkdtemp(path.join(this.opts.workDir, '.fetch-'));
    try {
      const zip = path.join(temp, 'input.zip');
      await writeFile(zip, await this.opts.inputs.get(job.inputKey));
      // Unpacked aside and moved in whole: a cut-off unpacking never looks like staged photos.
      await extractTrainingZip(zip, path.join(temp, 'images'), this.opts.zipLimits ?? ZIP_LIMITS);
      await rename(path.join(temp, 'images'), images);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }

  /** Runs job `id` if it is in one of `from` (claimed atomically); 'stopped' when a shutdown cut it off. */
  private async run(id: string, from: Array<'queued' | 'running'> = ['queued']): Promise<'done' | 'stopped' | 'skipped'> {
    if (this.closed) return 'skipped';
    const [job] = await this.db
      .update(imageModelJobs)
      .set({ state: 'running', startedAt: new Date(), message: sql`replace(${imageModelJobs.message}, 'Queued: ', 'Training on ')` })
      .where(and(eq(imageModelJobs.id, id), inArray(imageModelJobs.state, from)))
      .returning();
    if (!job) return 'skipped'; // no longer waiting
    await this.stageFromStore(job);
    this.log.info({ job: id, task: job.task, model: job.modelId }, 'training an image model');
    const result = await this.spawnTraining(job);
    if (result.stopped && this.durable) {
      // Handed back: whichever worker takes it next unpacks the stored zip again.
      if (job.inputKey) await this.removeLocalCopy(id);
      return 'stopped';
    }
    // The photos go before the job is seen to end, so a finished job never leaves them behind.
    await this.removeStaging(id);
    if (result.ok) {
      const installed = (await this.registry.models(job.task)).find((m) => m.id === job.modelId);
      if (!installed) {
        const problem = await this.registry.problemOf(job.modelId);
        await this.finish(id, 'failed', `The model was trained but does not load${problem ? `: ${problem}` : ''}.`);
        return 'done';
      }
      // Processes that do not share this models folder copy it from the database.
      await this.registry.publish(job.modelId);
      await this.finish(id, 'succeeded', result.message);
      this.log.info({ job: id, model: job.modelId }, 'image model trained and installed');
    } else {
      await this.finish(id, 'failed', result.message);
      this.log.warn({ job: id, reason: result.message }, 'image model training failed');
    }
    return 'done';
  }

  private spawnTraining(job: JobRow): Promise<{ ok: boolean; message: string; stopped?: boolean }> {
    // A shutdown while the photos were being fetched found no child to stop: none may start now,
    // or it would outlive the process with its job left 'running' until the lease ends.
    if (this.closed) return Promise.resolve({ ok: false, message: STOPPED, stopped: true });
    // The production build's compiled CLI runs on plain node; from sources the CLI needs tsx.
    const compiled = this.opts.cliPath ? null : compiledEntry('ml-cli.js');
    const cli = compiled ? fileURLToPath(compiled) : (this.opts.cliPath ?? ML_CLI_PATH);
    const args = [
      ...(compiled ? [] : ['--import', 'tsx']),
      cli,
      'train',
      job.task,
      '--images',
      path.join(this.opts.workDir, job.id, 'images'),
    ];
    args.push('--out', this.opts.modelsDir, '--id', job.modelId, '--name', job.name);
    if (this.opts.quick) args.push('--quick', 'true');
    // From the ML package's folder, so `--import tsx` resolves as it does for `npm run ml`.
    const child = spawn(process.execPath, args, { cwd: path.dirname(path.dirname(cli)), stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    let stdout = '';
    let lastWrite = 0;
    let progress: Promise<unknown> = Promise.resolve();
    child.stdout!.setEncoding('utf8').on('data', (s: string) => {
      stdout = (stdout + s).slice(-64 * 1024);
    });
    createInterface({ input: child.stderr!, crlfDelay: Infinity }).on('line', (raw) => {
      const line = raw.trim();
      if (!line) return;
      stderr.push(line);
      if (stderr.length > 50) stderr.shift();
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      const message = line.slice(0, MESSAGE_MAX);
      progress = progress.then(() =>
        this.db
          .update(imageModelJobs)
          .set({ message })
          .where(and(eq(imageModelJobs.id, job.id), eq(imageModelJobs.state, 'running')))
          .catch(() => undefined),
      );
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, this.timeoutMs());
    timer.unref();
    const result = new Promise<{ ok: boolean; message: string; stopped?: boolean }>((resolve) => {
      child.once('error', (err) => resolve({ ok: false, message: `Training could not start: ${err.message}` }));
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        // The CLI's last line says why ("ml: …"); without one, the last lines it printed.
        const reason = stderr.findLast((l) => l.startsWith('ml: '))?.slice(4) ?? stderr.slice(-2).join(' | ');
        if (timedOut) return resolve({ ok: false, message: 'Training took too long and was stopped.' });
        if (this.closed && signal) return resolve({ ok: false, message: STOPPED, stopped: true });
        if (code !== 0)
          return resolve({
            ok: false,
            message: `Training failed${reason ? `: ${reason}` : ` (exit code ${code ?? signal})`}`.slice(0, MESSAGE_MAX),
          });
        const summary = parseSummary(stdout);
        if (!summary) return resolve({ ok: false, message: 'Training ended without reporting a model.' });
        resolve({
          ok: true,
          message: `Trained: held-out accuracy ${percent(summary.accuracy)}, macro-F1 ${percent(summary.macroF1)}.`,
        });
      });
    });
    // Settled once the child has exited and its last progress line is written.
    const settled = result.then(async (r) => {
      await progress;
      if (this.running?.child === child) this.running = null;
      return r;
    });
    this.running = { child, done: settled.then(() => undefined) };
    return settled;
  }

  private async finish(id: string, state: 'succeeded' | 'failed', message: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [job] = await tx
        .update(imageModelJobs)
        .set({ state, message: message.slice(0, MESSAGE_MAX), finishedAt: new Date() })
        .where(eq(imageModelJobs.id, id))
        .returning();
      if (job) await this.recordEnd(job, tx);
    });
  }

  /** The end of a training, by the system (the Admin who started it is in the 'started' entry). */
  private recordEnd(job: JobRow, writer?: AuditWriter): Promise<void> {
    return this.audit.record(
      null,
      {
        action: 'model.retrained',
        targetType: 'image_model_job',
        targetId: job.id,
        details: {
          phase: job.state,
          task: job.task,
          name: job.name,
          modelId: job.state === 'succeeded' ? job.modelId : null,
          startedBy: job.createdBy,
          message: job.message,
        },
      },
      writer,
    );
  }
}

/** `vgg16-1a2b3c4d`: the name made safe for a folder, and the start of the job id. */
export function modelIdFor(name: string, jobId: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'model'}-${jobId.replace(/-/g, '').slice(0, 8)}`;
}

function parseSummary(stdout: string): { accuracy: number; macroF1: number } | null {
  const lines = stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('{'));
  for (const line of lines.reverse()) {
    try {
      const v = JSON.parse(line) as { accuracy?: unknown; macroF1?: unknown };
      if (typeof v.accuracy === 'number' && typeof v.macroF1 === 'number') return { accuracy: v.accuracy, macroF1: v.macroF1 };
    } catch {
      // not the summary line
    }
  }
  return null;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

const isUuid = (name: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(name);

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function toJob({ job, email }: { job: JobRow; email: string }): TrainingJob {
  return {
    id: job.id,
    task: job.task,
    name: job.name,
    state: job.state,
    message: job.message,
    model_id: job.state === 'succeeded' ? job.modelId : null,
    created_by: email,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}
