import type { ImageTask, PhotoResult } from '@agrim/contracts';
import { ImageDecodeError, type ImagePrediction } from '@agrim/ml';
import { eq } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { imageAnalyses } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { StoredFileRecord } from '../storage/fileCatalog.js';
import type { FileStorage } from '../storage/storage.js';
import type { WorkQueues } from '../work/queues.js';
import type { AvailableModel, ImageModelRegistry } from './modelRegistry.js';
import { combinePredictions, leftOut } from './combine.js';
import { cleanPhoto, type PhotosUpload, type PhotoUpload } from './photo.js';
import { type ExtractedText, extractSoilTestText } from './soilTestText.js';

/** Storage container of the analysed photos (EXIF removed). */
export const IMAGE_ANALYSIS_CONTAINER = 'image-analysis';

export interface Analysis {
  model: AvailableModel;
  /** The answer: the photo's own, or the combination of several photos' (combine.ts). */
  prediction: ImagePrediction;
  recordId: string;
  /** Each photo's own answer, only when several were sent (its `name` is the answer's to give: answers.ts). */
  photos?: Array<Omit<PhotoResult, 'name'>>;
}

/**
 * Runs a photo through a task's model and keeps the record: the photo re-encoded without its
 * metadata (the model sees exactly the stored photo, so the answer can be reproduced from it) and
 * a row with the model, its version and the answer.
 */
export class ImageAnalysisService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    readonly registry: ImageModelRegistry,
    readonly queues: Pick<WorkQueues, 'images' | 'ocr'>,
  ) {}

  async analyse(caller: Caller, task: ImageTask, upload: PhotosUpload, modelRef?: string): Promise<Analysis> {
    // No model (409) or an unknown one (404) is said before the photo is decoded.
    const model = await this.registry.resolve(task, modelRef);
    let analysed: Array<{ photo: Buffer; prediction: ImagePrediction }>;
    let current = upload.photos[0]!.filename;
    try {
      // Decoding and re-encoding a photo is as heavy as the model: all wait for the caller's turn,
      // and the photos of one call run one after another in that one turn, so a call of 5 photos
      // takes one of the IMAGE_ANALYSIS_CONCURRENCY slots (never 5) and the CPU stays bounded.
      analysed = await (upload.slot ?? this.queues.images.reserve(caller.userId)).run(async () => {
        const out: Array<{ photo: Buffer; prediction: ImagePrediction }> = [];
        for (const { filename, bytes } of upload.photos) {
          current = filename;
          const photo = await cleanPhoto(bytes, filename);
          out.push({ photo, prediction: await model.classifier.predict(photo) });
        }
        return out;
      });
    } catch (err) {
      if (err instanceof ImageDecodeError) throw new AppError('VALIDATION_FAILED', `${current}: the image cannot be decoded.`);
      throw err;
    }
    const keys: string[] = [];
    try {
      for (const { photo } of analysed) keys.push(await this.storage.put(IMAGE_ANALYSIS_CONTAINER, 'jpg', photo));
      // One row per photo with that photo's own answer: each record can be reproduced from its photo.
      const rows = await this.db
        .insert(imageAnalyses)
        .values(
          analysed.map(({ prediction }, i) => ({
            userId: caller.userId,
            task,
            modelId: model.id,
            modelVersion: model.classifier.version,
            label: prediction.label,
            confidence: Math.min(1, Math.max(0, prediction.confidence)),
            notSure: prediction.notSure,
            reason: prediction.reason,
            oodScore: prediction.ood.score,
            imageKey: keys[i]!,
          })),
        )
        .returning({ id: imageAnalyses.id, imageKey: imageAnalyses.imageKey });
      // Rows come back in insert order on both databases, but the key says which is which for sure.
      const recordOf = new Map(rows.map((r) => [r.imageKey, r.id]));
      const recordIds = keys.map((k) => recordOf.get(k)!);
      const predictions = analysed.map((a) => a.prediction);
      if (analysed.length === 1) return { model, prediction: predictions[0]!, recordId: recordIds[0]! };
      const firstUsed = predictions.findIndex((p) => !leftOut(p));
      return {
        model,
        prediction: combinePredictions(predictions),
        recordId: recordIds[Math.max(0, firstUsed)]!,
        photos: predictions.map((p, i) => ({
          filename: upload.photos[i]!.filename,
          label: p.label,
          confidence: p.confidence,
          not_sure: p.notSure,
          reason: p.reason,
          left_out: leftOut(p),
          record_id: recordIds[i]!,
        })),
      };
    } catch (err) {
      await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
      throw err;
    }
  }

  /** The text of a photographed soil test report (OCR, in the caller's turn of the OCR queue). */
  readText(caller: Caller, upload: PhotoUpload): Promise<ExtractedText> {
    return extractSoilTestText(upload.bytes, upload.filename, upload.slot ?? this.queues.ocr.reserve(caller.userId));
  }

  /** Who a stored photo belongs to (the signed-link file route asks). */
  async fileOwner(key: string): Promise<StoredFileRecord | null> {
    const [row] = await this.db
      .select({ userId: imageAnalyses.userId, task: imageAnalyses.task, createdAt: imageAnalyses.createdAt })
      .from(imageAnalyses)
      .where(eq(imageAnalyses.imageKey, key));
    if (!row) return null;
    return { userId: row.userId, contentType: 'image/jpeg', name: `${row.task}-${row.createdAt.toISOString().slice(0, 10)}.jpg` };
  }
}
