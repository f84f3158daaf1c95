import {
  type DashboardResponse,
  type DateFilter,
  FEEDBACK_CONTAINER,
  FERTILIZER_TRAINING_COLUMNS,
  type FeedbackFields,
  type FeedbackRow,
  type FeedbackStatus,
  fertilizerForGrade,
  kolkataDay,
  kolkataDayStart,
  MAX_FEEDBACK_FILES,
  type StoredFile,
} from '@agrim/contracts';
import { and, asc, count, desc, eq, gte, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { expertFeedback, expertFeedbackFiles, fertilizerPredictions, users } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { checkFile, type CheckedFile, FEEDBACK_FILE_KINDS } from '../storage/fileTypes.js';
import { fileUrl, type StoredFileRecord } from '../storage/fileCatalog.js';
import type { FileStorage } from '../storage/storage.js';
import { csvRows } from '../lib/csv.js';
import { kolkataDayNumber, kolkataDayNumberSql } from '../lib/time.js';
import { isUuid } from '../lib/uuid.js';

export const DAY_MS = 86_400_000;

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** Who a list or the dashboard is for: an Expert's own feedback, or everyone's. */
export interface FeedbackScope {
  ownerId?: string;
}

/**
 * Start of a dashboard period (spec 2.8): Today = since Asia/Kolkata midnight, Week = the last 7
 * Kolkata days including today, Month = the last 30; All has no start.
 */
export function periodStart(filter: DateFilter, now: Date): Date | null {
  if (filter === 'All') return null;
  const days = filter === 'Today' ? 0 : filter === 'Week' ? 6 : 29;
  return new Date(kolkataDayStart(kolkataDay(now)).getTime() - days * DAY_MS);
}

/** Remove files already written when what they belong to could not be stored. */
export async function removeQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}

/** Told when a feedback starts waiting for approval and when it is decided (the staff alert rules, issue 26). */
export interface FeedbackWatcher {
  pending(feedback: { id: string; expert: string; at: Date }): Promise<void>;
  decided(feedbackId: string, at: Date): Promise<void>;
}

/** Expert feedback on fertilizer predictions: submission, lists, approval, dashboard, training export. */
export class FeedbackService {
  private watcher: FeedbackWatcher | null = null;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
  ) {}

  /** The watcher must not throw: the feedback is stored whatever it does (it logs its own failures). */
  watch(watcher: FeedbackWatcher): void {
    this.watcher = watcher;
  }

  /**
   * Stores one Expert's feedback with its reference files. Files are checked before anything is
   * written, written before the row, and deleted again if the row cannot be stored.
   */
  async submit(caller: Caller, fields: FeedbackFields, uploads: Upload[]): Promise<string> {
    if (uploads.length > MAX_FEEDBACK_FILES) {
      throw new AppError('VALIDATION_FAILED', `files: at most ${MAX_FEEDBACK_FILES} reference files.`);
    }
    const checked = uploads.map((u) => checkFile(u.bytes, u.filename, FEEDBACK_FILE_KINDS));
    const [prediction] = await this.db
      .select({ id: fertilizerPredictions.id })
      .from(fertilizerPredictions)
      .where(eq(fertilizerPredictions.id, fields.prediction_id));
    if (!prediction) throw notFound('No such prediction: prediction_id must be the id of a stored prediction.');
    if (await this.existing(fields.prediction_id, caller.userId)) throw duplicate();

    const written: Array<{ file: CheckedFile; key: string }> = [];
    let id: string;
    try {
      for (const file of checked) written.push({ file, key: await this.storage.put(FEEDBACK_CONTAINER, file.ext, file.bytes) });
      id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(expertFeedback)
          .values({
            predictionId: fields.prediction_id,
            userId: caller.userId,
            score: fields.rating,
            comments: fields.ratingReason,
            confidenceLevel: fields.confidenceLevel,
            alternativeNpk: fields.suggestedNpk,
            // Region and season belong to a suggested N-P-K (the form shows them only then).
            agroZone: fields.suggestedNpk ? fields.AgroZone : '',
            season: fields.suggestedNpk ? fields.Season : '',
          })
          .onConflictDoNothing({ target: [expertFeedback.predictionId, expertFeedback.userId] })
          .returning({ id: expertFeedback.id });
        if (!row) throw duplicate();
        if (written.length) {
          await tx.insert(expertFeedbackFiles).values(
            written.map(({ file, key }, position) => ({
              feedbackId: row.id,
              position,
              storageKey: key,
              displayName: file.name,
              contentType: file.contentType,
              bytes: file.bytes.length,
            })),
          );
        }
        return row.id;
      });
    } catch (err) {
      await removeQuietly(
        this.storage,
        written.map((w) => w.key),
      );
      throw err;
    }
    await this.watcher?.pending({ id, expert: caller.name || caller.email, at: new Date() });
    return id;
  }

  private async existing(predictionId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: expertFeedback.id })
      .from(expertFeedback)
      .where(and(eq(expertFeedback.predictionId, predictionId), eq(expertFeedback.userId, userId)));
    return Boolean(row);
  }

  /** Newest first, server-paged; `date_filter` and `status` narrow it. */
  async list(
    scope: FeedbackScope,
    q: { page: number; page_size: number; date_filter: DateFilter; status?: FeedbackStatus },
    now = new Date(),
  ): Promise<{ total: number; data: FeedbackRow[] }> {
    const f = expertFeedback;
    const where: SQL[] = [];
    if (scope.ownerId) where.push(eq(f.userId, scope.ownerId));
    const start = periodStart(q.date_filter, now);
    if (start) where.push(gte(f.createdAt, start));
    if (q.status) where.push(eq(f.status, q.status));
    const filter = and(...where);
    const [{ total }] = (await this.db.select({ total: count() }).from(f).where(filter)) as [{ total: number }];
    const ids = await this.db
      .select({ id: f.id })
      .from(f)
      .where(filter)
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return { total: Number(total), data: await this.rows(ids.map((r) => r.id)) };
  }

  async get(id: string): Promise<FeedbackRow | null> {
    if (!isUuid(id)) return null;
    return (await this.rows([id]))[0] ?? null;
  }

  /** Feedback rows joined with their prediction, their Expert, their decider and their files, in `ids` order. */
  private async rows(ids: string[]): Promise<FeedbackRow[]> {
    if (ids.length === 0) return [];
    const f = expertFeedback;
    const p = fertilizerPredictions;
    const decider = alias(users, 'decider');
    const rows = await this.db
      .select({ f, p, expert: users.displayName, decider: decider.displayName })
      .from(f)
      .innerJoin(p, eq(p.id, f.predictionId))
      .innerJoin(users, eq(users.id, f.userId))
      .leftJoin(decider, eq(decider.id, f.decidedBy))
      .where(inArray(f.id, ids));
    const files = await this.db
      .select()
      .from(expertFeedbackFiles)
      .where(inArray(expertFeedbackFiles.feedbackId, ids))
      .orderBy(asc(expertFeedbackFiles.feedbackId), asc(expertFeedbackFiles.position));
    const byId = new Map(rows.map((r) => [r.f.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const refs: StoredFile[] = files
        .filter((file) => file.feedbackId === id)
        .map((file) => ({
          url: fileUrl(file.storageKey),
          name: file.displayName,
          format: file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1),
          content_type: file.contentType,
          bytes: file.bytes,
          uploaded_at: file.createdAt.toISOString(),
        }));
      return [
        {
          id: r.f.id,
          prediction_id: r.p.id,
          soil_type: r.p.soilType,
          crop_type: r.p.cropType,
          temperature: r.p.temperature,
          humidity: r.p.humidity,
          moisture: r.p.moisture,
          nitrogen: r.p.nitrogen,
          phosphorus: r.p.phosphorus,
          potassium: r.p.potassium,
          predicted_at: r.p.predictedAt.toISOString(),
          user_id: r.f.userId,
          user_name: r.expert,
          predicted_npk: r.p.predictedNpk,
          status: r.f.status,
          score: r.f.score,
          comments: r.f.comments,
          reference_link: refs.map((ref) => ref.url).join(','),
          confidence_level: r.f.confidenceLevel,
          alternative_npk: r.f.alternativeNpk,
          AgroZone: r.f.agroZone,
          Season: r.f.season,
          created_at: r.f.createdAt.toISOString(),
          decided_at: r.f.decidedAt?.toISOString() ?? null,
          decided_by: r.f.decidedBy,
          decided_by_name: r.decider ?? null,
          reference_files: refs,
        },
      ];
    });
  }

  /** Pending → Approved or Rejected, exactly once (a second decision is 409), with who and when. */
  async decide(caller: Caller, id: string, status: 'Approved' | 'Rejected', now = new Date()): Promise<FeedbackRow> {
    if (!isUuid(id)) throw notFound('No such feedback.');
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(expertFeedback)
        .set({ status, decidedAt: now, decidedBy: caller.userId })
        .where(and(eq(expertFeedback.id, id), eq(expertFeedback.status, 'Pending')))
        .returning({ id: expertFeedback.id, predictionId: expertFeedback.predictionId, expertId: expertFeedback.userId });
      if (row) {
        await this.audit.record(
          caller,
          {
            action: 'feedback.approval',
            targetType: 'feedback',
            targetId: row.id,
            details: { decision: status, feedbackId: row.id, predictionId: row.predictionId, expertId: row.expertId },
          },
          tx,
        );
      }
      return row;
    });
    if (updated) await this.watcher?.decided(updated.id, now);
    if (!updated) {
      const [row] = await this.db.select({ status: expertFeedback.status }).from(expertFeedback).where(eq(expertFeedback.id, id));
      if (!row) throw notFound('No such feedback.');
      throw new AppError('CONFLICT', `This feedback was already ${row.status}; a decision is made once.`);
    }
    return (await this.get(id))!;
  }

  /**
   * Spec 3 dashboard. Predictions are everyone's; feedback figures are the Expert's own when the
   * scope says so. Periods and days are Asia/Kolkata.
   */
  async dashboard(scope: FeedbackScope, filter: DateFilter, now = new Date()): Promise<DashboardResponse['data']> {
    const f = expertFeedback;
    const p = fertilizerPredictions;
    const start = periodStart(filter, now);
    const fWhere = and(...[scope.ownerId ? eq(f.userId, scope.ownerId) : undefined, start ? gte(f.createdAt, start) : undefined]);
    const pWhere = start ? gte(p.predictedAt, start) : undefined;
    const day = kolkataDayNumberSql;

    const byStatus = await this.db.select({ status: f.status, n: count() }).from(f).where(fWhere).groupBy(f.status);
    const statusCount = (s: FeedbackStatus) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
    const [{ predictions, lastPrediction }] = (await this.db
      .select({ predictions: count(), lastPrediction: max(p.predictedAt) })
      .from(p)
      .where(pWhere)) as [{ predictions: number; lastPrediction: Date | string | null }];
    const [{ lastFeedback }] = (await this.db
      .select({ lastFeedback: sql<Date | string | null>`max(greatest(${f.createdAt}, ${f.decidedAt}))` })
      .from(f)
      .where(fWhere)) as [{ lastFeedback: Date | string | null }];

    const feedbackDays = await this.db
      .select({ day: day(f.createdAt), n: count() })
      .from(f)
      .where(fWhere)
      .groupBy(sql`1`);
    const predictionDays = await this.db
      .select({ day: day(p.predictedAt), n: count() })
      .from(p)
      .where(pWhere)
      .groupBy(sql`1`);

    // Every day of the period (All: from the first day with data) up to today, zeros included.
    const today = kolkataDayNumber(now);
    const seen = [...feedbackDays, ...predictionDays].map((r) => Number(r.day));
    const first = start ? kolkataDayNumber(start) : Math.min(today, ...seen);
    const series = (rows: Array<{ day: number; n: number }>) => {
      const counts = new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
      const points: Array<{ day: string; count: number }> = [];
      for (let d = first; d <= today; d++) points.push({ day: new Date(d * DAY_MS).toISOString().slice(0, 10), count: counts.get(d) ?? 0 });
      return points;
    };

    const times = [lastPrediction, lastFeedback].filter((t): t is Date | string => t !== null).map((t) => new Date(t).getTime());
    return {
      overview: {
        total_predictions: Number(predictions),
        total_feedbacks: statusCount('Pending') + statusCount('Approved') + statusCount('Rejected'),
        feedbacks_approved: statusCount('Approved'),
        feedbacks_rejected: statusCount('Rejected'),
        'feedbacks_pending for approval': statusCount('Pending'),
        last_updated: times.length ? new Date(Math.max(...times)).toISOString() : null,
      },
      feedback_graph: { data_points: series(feedbackDays) },
      predictions_graph: { data_points: series(predictionDays) },
    };
  }

  /**
   * Approved feedback with a suggested N-P-K as rows of the fertilizer training file: the
   * prediction's inputs labelled with the product whose grade the Expert suggested. Suggestions
   * that are none of the 7 grades are skipped and counted.
   */
  async trainingCsv(): Promise<{ csv: string; rows: number; skipped: number }> {
    const f = expertFeedback;
    const p = fertilizerPredictions;
    const approved = await this.db
      .select({ npk: f.alternativeNpk, p })
      .from(f)
      .innerJoin(p, eq(p.id, f.predictionId))
      .where(and(eq(f.status, 'Approved'), ne(f.alternativeNpk, '')))
      .orderBy(asc(f.createdAt), asc(f.id));
    const lines: Array<Array<string | number>> = [[...FERTILIZER_TRAINING_COLUMNS]];
    let skipped = 0;
    for (const { npk, p: r } of approved) {
      const product = fertilizerForGrade(npk);
      if (!product) {
        skipped++;
        continue;
      }
      lines.push([r.temperature, r.humidity, r.moisture, r.soilType, r.cropType, r.nitrogen, r.potassium, r.phosphorus, product]);
    }
    return { csv: csvRows(lines), rows: lines.length - 1, skipped };
  }

  /** Feedback counts per prediction, for the prediction log. */
  async summaries(predictionIds: string[]): Promise<Map<string, Record<FeedbackStatus, number>>> {
    const out = new Map<string, Record<FeedbackStatus, number>>();
    if (predictionIds.length === 0) return out;
    const rows = await this.db
      .select({ id: expertFeedback.predictionId, status: expertFeedback.status, n: count() })
      .from(expertFeedback)
      .where(inArray(expertFeedback.predictionId, predictionIds))
      .groupBy(expertFeedback.predictionId, expertFeedback.status);
    for (const r of rows) {
      const entry = out.get(r.id) ?? { Pending: 0, Approved: 0, Rejected: 0 };
      entry[r.status] = Number(r.n);
      out.set(r.id, entry);
    }
    return out;
  }

  /** Owner and type of a file of the expert-feedback-module container (for signed links). */
  async fileOwner(key: string): Promise<StoredFileRecord | null> {
    const [row] = await this.db
      .select({ userId: expertFeedback.userId, contentType: expertFeedbackFiles.contentType, name: expertFeedbackFiles.displayName })
      .from(expertFeedbackFiles)
      .innerJoin(expertFeedback, eq(expertFeedback.id, expertFeedbackFiles.feedbackId))
      .where(eq(expertFeedbackFiles.storageKey, key));
    return row ?? null;
  }
}

const duplicate = () => new AppError('CONFLICT', 'You have already given feedback on this prediction.');
