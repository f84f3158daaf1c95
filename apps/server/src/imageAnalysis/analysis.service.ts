import type { ImageTask } from '@agrim/contracts';
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
import { cleanPhoto, type PhotoUpload } from './photo.js';
import { type ExtractedText, extractSoilTestText } from './soilTestText.js';

/** Storage container of the analysed photos (EXIF removed). */
export const IMAGE_ANALYSIS_CONTAINER = 'image-analysis';

export interface Analysis {
  model: AvailableModel;
  prediction: ImagePrediction;
  recordId: string;
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
    private readonly queues: Pick<WorkQueues, 'images' | 'ocr'>,
  ) {}

  async analyse(caller: Caller, task: ImageTask, upload: PhotoUpload, modelRef?: string): Promise<Analysis> {
    // No model (409) or an unknown one (404) is said before the photo is decoded.
    const model = await this.registry.resolve(task, modelRef);
    let photo: Buffer;
    let prediction: ImagePrediction;
    try {
      // Decoding and re-encoding the photo is as heavy as the model: both wait for the caller's turn.
      [photo, prediction] = await this.queues.images.run(caller.userId, async () => {
        const cleaned = await cleanPhoto(upload.bytes, upload.filename);
        return [cleaned, await model.classifier.predict(cleaned)] as const;
      });
    } catch (err) {
      if (err instanceof ImageDecodeError) throw new AppError('VALIDATION_FAILED', `${upload.filename}: the image cannot be decoded.`);
      throw err;
    }
    const key = await this.storage.put(IMAGE_ANALYSIS_CONTAINER, 'jpg', photo);
    try {
      const [row] = await this.db
        .insert(imageAnalyses)
        .values({
          userId: caller.userId,
          task,
          modelId: model.id,
          modelVersion: model.classifier.version,
          label: prediction.label,
          confidence: Math.min(1, Math.max(0, prediction.confidence)),
          notSure: prediction.notSure,
          reason: prediction.reason,
          oodScore: prediction.ood.score,
          imageKey: key,
        })
        .returning({ id: imageAnalyses.id });
      return { model, prediction, recordId: row!.id };
    } catch (err) {
      await this.storage.remove(key).catch(() => undefined);
      throw err;
    }
  }

  /** The text of a photographed soil test report (OCR, in the caller's turn of the OCR queue). */
  readText(caller: Caller, upload: PhotoUpload): Promise<ExtractedText> {
    return extractSoilTestText(upload.bytes, upload.filename, this.queues.ocr, caller.userId);
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
