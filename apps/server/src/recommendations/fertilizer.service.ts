import {
  type FeedbackStatus,
  type FertilizerPredictionRequest,
  kolkataDayStart,
  type PredictionLogQuery,
  type PredictionLogRow,
} from '@agrim/contracts';
import { accountNameSql } from '../auth/accountName.js';
import { predictFertilizer } from '@agrim/ml';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { fertilizerPredictions, users } from '../db/schema/index.js';
import type { FeedbackService } from '../feedback/feedback.service.js';

const DAY_MS = 86_400_000;

/** Fertilizer predictions: the model's answer, stored with its inputs so experts can rate it later. */
export class FertilizerService {
  constructor(
    private readonly db: Db,
    /** Adds each prediction's feedback summary to the log (issue 6). */
    private readonly feedback?: FeedbackService,
  ) {}

  async predict(caller: Caller, input: FertilizerPredictionRequest) {
    const result = predictFertilizer({
      temperature: input.temperature,
      humidity: input.humidity,
      moisture: input.moisture,
      soilType: input.soiltype,
      cropType: input.croptype,
      nitrogen: input.nitrogen,
      potassium: input.potassium,
      phosphorous: input.phosphorous,
    });
    const [row] = await this.db
      .insert(fertilizerPredictions)
      .values({
        userId: caller.userId,
        temperature: input.temperature,
        humidity: input.humidity,
        moisture: input.moisture,
        nitrogen: input.nitrogen,
        phosphorus: input.phosphorous,
        potassium: input.potassium,
        cropType: input.croptype,
        soilType: input.soiltype,
        modelType: input.modeltype,
        fertilizer: result.fertilizer,
        predictedNpk: result.grade,
        probability: result.probability,
        modelVersion: result.model_version,
      })
      .returning({ id: fertilizerPredictions.id });
    return {
      status: 'success' as const,
      id: row!.id,
      data: result.grade,
      fertilizer: result.fertilizer,
      probability: result.probability,
      model_version: result.model_version,
    };
  }

  async log(q: PredictionLogQuery): Promise<{ total: number; data: PredictionLogRow[] }> {
    const p = fertilizerPredictions;
    const where: SQL[] = [];
    if (q.from_date) where.push(gte(p.predictedAt, kolkataDayStart(q.from_date)));
    if (q.to_date) where.push(lt(p.predictedAt, new Date(kolkataDayStart(q.to_date).getTime() + DAY_MS)));
    if (q.crop_type) where.push(eq(p.cropType, q.crop_type));
    if (q.soil_type) where.push(eq(p.soilType, q.soil_type));
    if (q.fertilizer) where.push(eq(p.fertilizer, q.fertilizer));
    if (q.user) {
      const like = `%${q.user.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(users.displayName, like), ilike(users.email, like))!);
    }
    const filter = and(...where);
    const [{ total }] = (await this.db.select({ total: count() }).from(p).innerJoin(users, eq(users.id, p.userId)).where(filter)) as [
      { total: number },
    ];
    const rows = await this.db
      .select({ prediction: p, name: users.displayName, email: accountNameSql() })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(filter)
      .orderBy(desc(p.predictedAt), desc(p.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const feedback = await this.feedback?.summaries(rows.map((r) => r.prediction.id));
    return {
      total: Number(total),
      data: rows.map(({ prediction: r, name, email }) => ({
        id: r.id,
        predicted_at: r.predictedAt.toISOString(),
        user_id: r.userId,
        user_name: name,
        user_email: email,
        temperature: r.temperature,
        humidity: r.humidity,
        moisture: r.moisture,
        nitrogen: r.nitrogen,
        phosphorus: r.phosphorus,
        potassium: r.potassium,
        crop_type: r.cropType,
        soil_type: r.soilType,
        fertilizer: r.fertilizer,
        predicted_npk: r.predictedNpk,
        probability: r.probability,
        model_version: r.modelVersion,
        ...(feedback && feedbackSummary(feedback.get(r.id))),
      })),
    };
  }
}

function feedbackSummary(statuses: Record<FeedbackStatus, number> = { Pending: 0, Approved: 0, Rejected: 0 }) {
  return { feedback_count: statuses.Pending + statuses.Approved + statuses.Rejected, feedback_statuses: statuses };
}
