import { type AdviceLanguage, SHC_PARAMETERS, type ShcParameter, type ShcParameters } from '@agrim/contracts';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { soilHealthCardReadings } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { OcrBusyError, UnreadableImageError } from '../soilHealthCard/index.js';
import { checkImage } from '../storage/images.js';
import type { FairQueue } from '../work/fairQueue.js';
import type { AdviceService } from './advice.service.js';

export interface CardReading {
  readable: boolean;
  parameters: ShcParameters;
  missing: ShcParameter[];
  ms: number;
}
export type CardReader = (image: Buffer) => Promise<CardReading>;

export interface CardRequest {
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
}

export const UNREADABLE_CARD =
  'No Soil Health Card values could be read from this image. Photograph the "Soil Test Results" table straight on, in good light and in focus, or enter the values by hand.';

const NEEDED: ShcParameter[] = ['n', 'p', 'k'];

/** Reads Soil Health Cards by OCR (one at a time, fairly across accounts) and turns their values into advice. */
export class ShcService {
  constructor(
    private readonly db: Db,
    private readonly reader: CardReader,
    private readonly advice: AdviceService,
    /** The OCR queue shared with the soil test analyzer (one tesseract worker). */
    private readonly ocr: FairQueue,
  ) {}

  async read(caller: Caller, file: { bytes: Buffer; filename: string }, request: CardRequest) {
    checkImage(file.bytes, file.filename);
    let reading: CardReading;
    try {
      reading = await this.ocr.run(caller.userId, () => this.reader(file.bytes));
    } catch (err) {
      if (err instanceof UnreadableImageError)
        throw new AppError('VALIDATION_FAILED', `${file.filename}: the image is damaged and cannot be decoded.`);
      if (err instanceof OcrBusyError) throw busy();
      throw err;
    }
    if (!reading.readable) throw new AppError('UNPROCESSABLE', UNREADABLE_CARD);
    const [row] = await this.db
      .insert(soilHealthCardReadings)
      .values({
        userId: caller.userId,
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
        extracted: reading.parameters,
        ocrMs: Math.round(reading.ms),
      })
      .returning({ id: soilHealthCardReadings.id });
    return { ...(await this.answer(row!.id, reading.parameters, request)), ocr_ms: Math.round(reading.ms) };
  }

  /** Values typed from a card that could not be read (or without a photo at all). */
  async enter(caller: Caller, request: CardRequest & { parameters: ShcParameters }) {
    requireNpk(request.parameters);
    const [row] = await this.db
      .insert(soilHealthCardReadings)
      .values({
        userId: caller.userId,
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
        extracted: {},
        confirmed: request.parameters,
        confirmedAt: new Date(),
        ocrMs: 0,
      })
      .returning({ id: soilHealthCardReadings.id });
    return this.answer(row!.id, request.parameters, request);
  }

  /** The user's corrected values replace what OCR read, and the advice is made from them. */
  async confirm(caller: Caller, id: string, request: CardRequest & { parameters: ShcParameters }) {
    requireNpk(request.parameters);
    const updated = await this.db
      .update(soilHealthCardReadings)
      .set({
        confirmed: request.parameters,
        confirmedAt: new Date(),
        cropType: request.crop_type,
        soilType: request.soil_type,
        language: request.language,
      })
      .where(and(eq(soilHealthCardReadings.id, id), eq(soilHealthCardReadings.userId, caller.userId)))
      .returning({ id: soilHealthCardReadings.id });
    if (updated.length === 0) throw notFound('No such card reading of yours.');
    return this.answer(id, request.parameters, request);
  }

  private async answer(id: string, parameters: ShcParameters, request: CardRequest) {
    const missing = SHC_PARAMETERS.filter((k) => parameters[k] === undefined);
    // Without N, P and K there is no dose to compute: the screen asks for the missing values.
    const complete = NEEDED.every((k) => parameters[k] !== undefined);
    const recommendation = complete
      ? (await this.advice.forCard(parameters, { language: request.language, crop: request.crop_type, soilType: request.soil_type }))
          .response
      : '';
    return { id, recommendation, parameters, missing };
  }
}

function requireNpk(parameters: ShcParameters): void {
  const lacking = NEEDED.filter((k) => parameters[k] === undefined);
  if (lacking.length) {
    throw new AppError('VALIDATION_FAILED', `Enter the card's ${lacking.map((k) => k.toUpperCase()).join(', ')} value to get advice.`);
  }
}

const busy = () => new AppError('RATE_LIMITED', 'The card reader is busy. Please try again in a minute.', { 'retry-after': '30' });
