/**
 * Dataset imports on the durable job queue (JOB_QUEUE=postgres, issue 25): the API process that
 * receives an upload stores it in `dataset_import_jobs`, any worker imports it, and the upload is
 * answered as before (the version, or the refusal) once the worker has recorded the outcome. On
 * the embedded database the import runs in the process that received it (DatasetService).
 */
import type { DatasetKind, DatasetVersion, ErrorCode } from '@agrim/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { datasetImportJobs } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { DurableQueue } from '../work/durableQueue.js';
import type { DatasetService, ImportOptions, ImportResult } from './datasets.service.js';
import { DatasetRejectedError, type RejectedRow, reportRows } from './parse.js';

export const DATASET_IMPORT_QUEUE = 'dataset-import';
/** A run longer than this is presumed lost with its worker (the full crop file takes seconds). */
const LEASE_SECONDS = 300;
/** An upload no worker has taken by then is withdrawn and the Admin told (nothing imported). */
const PICKUP_WAIT_MS = 60_000;
/** How long the upload's request waits for a run that has started. */
const RUN_WAIT_MS = 10 * 60_000;
const POLL_MS = 300;

type Options = Pick<ImportOptions, 'skipBadRows' | 'importedBy' | 'sourceFile'> & { actor?: AuditActor | null };

/** What the upload is answered with, as the worker recorded it. */
type Outcome =
  | { imported: { dataset: DatasetVersion; rejected: RejectedRow[]; timings: ImportResult['timings'] } }
  | { refused: { rejected: RejectedRow[]; count: number; total: number } }
  | { error: { code: ErrorCode; en: string; hi?: string; mr?: string } };

export class DatasetImportJobs {
  constructor(
    private readonly db: Db,
    private readonly datasets: DatasetService,
    private readonly durable: DurableQueue,
    private readonly log: FastifyBaseLogger,
    private readonly replicaId: string,
    private readonly wait = { pickupWaitMs: PICKUP_WAIT_MS },
  ) {}

  /** Declares the queue (a worker process then takes its jobs) and removes rows left behind. */
  async start(): Promise<void> {
    await this.durable.define<{ id: string }>(
      DATASET_IMPORT_QUEUE,
      { leaseSeconds: LEASE_SECONDS, retries: 2 },
      { run: ({ id }) => this.run(id), giveUp: ({ id }) => this.giveUp(id) },
    );
    await this.db
      .delete(datasetImportJobs)
      .where(
        and(inArray(datasetImportJobs.state, ['done', 'cancelled']), lt(datasetImportJobs.finishedAt, new Date(Date.now() - 3600_000))),
      );
  }

  /** Same answers as DatasetService.importBytes (a result, DatasetRejectedError, AppError), run by a worker. */
  async importBytes(kind: DatasetKind, bytes: Uint8Array, opts: Options): Promise<ImportResult> {
    const [job] = await this.db
      .insert(datasetImportJobs)
      .values({ kind, file: Buffer.from(bytes), options: { ...opts, actor: opts.actor ?? null } })
      .returning({ id: datasetImportJobs.id });
    const id = job!.id;
    try {
      await this.durable.send(DATASET_IMPORT_QUEUE, { id }, id);
      const outcome = await this.outcomeOf(id, kind);
      if ('imported' in outcome) return outcome.imported;
      if ('refused' in outcome)
        throw new DatasetRejectedError(kind, outcome.refused.rejected, outcome.refused.total, outcome.refused.count);
      throw new AppError(
        outcome.error.code,
        outcome.error.hi && outcome.error.mr ? { en: outcome.error.en, hi: outcome.error.hi, mr: outcome.error.mr } : outcome.error.en,
      );
    } finally {
      await this.db
        .delete(datasetImportJobs)
        .where(and(eq(datasetImportJobs.id, id), inArray(datasetImportJobs.state, ['done', 'cancelled'])));
    }
  }

  /** Waits for the worker's outcome; withdraws the upload if no worker takes it in time. */
  private async outcomeOf(id: string, kind: DatasetKind): Promise<Outcome> {
    const since = Date.now();
    for (;;) {
      const [row] = await this.db
        .select({ state: datasetImportJobs.state, outcome: datasetImportJobs.outcome })
        .from(datasetImportJobs)
        .where(eq(datasetImportJobs.id, id));
      if (row?.state === 'done') return row.outcome as Outcome;
      const waited = Date.now() - since;
      if (row?.state === 'queued' && waited > this.wait.pickupWaitMs) {
        const [withdrawn] = await this.db
          .update(datasetImportJobs)
          .set({ state: 'cancelled', file: null, finishedAt: new Date() })
          .where(and(eq(datasetImportJobs.id, id), eq(datasetImportJobs.state, 'queued')))
          .returning({ id: datasetImportJobs.id });
        if (withdrawn)
          throw new AppError('SERVICE_UNAVAILABLE', {
            en: 'No worker took the import within a minute, so nothing was imported. Try again; if it happens again, the worker processes are down.',
            hi: 'एक मिनट में किसी वर्कर ने आयात नहीं लिया, इसलिए कुछ भी आयात नहीं हुआ। फिर से कोशिश करें; दोबारा ऐसा हो तो वर्कर प्रोसेस बंद हैं।',
            mr: 'एका मिनिटात कोणत्याही वर्करने आयात घेतली नाही, त्यामुळे काहीही आयात झाले नाही. पुन्हा प्रयत्न करा; पुन्हा असे झाल्यास वर्कर प्रक्रिया बंद आहेत.',
          });
      }
      if (waited > this.wait.pickupWaitMs + RUN_WAIT_MS)
        throw new AppError('SERVICE_UNAVAILABLE', {
          en: `The ${kind} import is still running on a worker; the data page shows the new version when it has finished.`,
          hi: `${kind} का आयात अभी भी एक वर्कर पर चल रहा है; पूरा होने पर डेटा पेज पर नया संस्करण दिखेगा।`,
          mr: `${kind} ची आयात अजूनही एका वर्करवर चालू आहे; पूर्ण झाल्यावर डेटा पानावर नवी आवृत्ती दिसेल.`,
        });
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /**
   * One run (any worker). A row found 'running' was cut off with its worker: the version that run
   * claimed is cleared first, or, if that import had become current, reported as done.
   */
  private async run(id: string): Promise<void> {
    const [job] = await this.db
      .update(datasetImportJobs)
      .set({ state: 'running', workedBy: this.replicaId })
      .where(and(eq(datasetImportJobs.id, id), inArray(datasetImportJobs.state, ['queued', 'running'])))
      .returning();
    if (!job?.file) return; // withdrawn, or finished by an earlier run
    if (await this.finishedAnyway(job)) return;
    const options = job.options as Options;
    let outcome: Outcome;
    try {
      const result = await this.datasets.importBytes(job.kind, job.file, {
        ...options,
        onClaim: async (version) => {
          await this.db.update(datasetImportJobs).set({ version }).where(eq(datasetImportJobs.id, id));
        },
      });
      outcome = { imported: { dataset: result.dataset, rejected: result.rejected, timings: result.timings } };
    } catch (err) {
      if (err instanceof DatasetRejectedError)
        outcome = { refused: { rejected: reportRows(err.rejected), count: err.count, total: err.total } };
      else if (err instanceof AppError) outcome = { error: { code: err.code, en: err.message, hi: err.texts?.hi, mr: err.texts?.mr } };
      else throw err; // a fault: pg-boss retries the job
    }
    await this.finish(id, outcome);
  }

  /**
   * A run cut off after claiming a version: clears that version's rows, or, when its import had
   * become current before the cut, records the job as done with it (true).
   */
  private async finishedAnyway(job: typeof datasetImportJobs.$inferSelect): Promise<boolean> {
    if (job.version === null || (await this.datasets.settleCutOff(job.kind, job.version)) !== 'current') return false;
    const dataset = await this.datasets.current(job.kind);
    await this.finish(job.id, { imported: { dataset: dataset!, rejected: [], timings: { parse: 0, write: 0 } } });
    return true;
  }

  private async finish(id: string, outcome: Outcome): Promise<void> {
    await this.db
      .update(datasetImportJobs)
      .set({ state: 'done', outcome, file: null, finishedAt: new Date() })
      .where(and(eq(datasetImportJobs.id, id), inArray(datasetImportJobs.state, ['queued', 'running'])));
  }

  /** Retries used up (each run failed or its worker died): the upload is answered with the failure. */
  private async giveUp(id: string): Promise<void> {
    const [job] = await this.db.select().from(datasetImportJobs).where(eq(datasetImportJobs.id, id));
    if (!job || job.state === 'done' || job.state === 'cancelled' || (await this.finishedAnyway(job))) return;
    this.log.error({ id, kind: job.kind }, 'dataset import failed on every try');
    await this.finish(id, {
      error: {
        code: 'SERVICE_UNAVAILABLE',
        en: 'The import failed on every try (the server log has the reason); nothing was imported. Try again later.',
        hi: 'आयात हर प्रयास में विफल रहा (कारण सर्वर लॉग में है); कुछ भी आयात नहीं हुआ। बाद में फिर से कोशिश करें।',
      },
    });
  }
}
