import { AppError } from '../http/errors.js';
import { OcrBusyError, prepareImage, recognisePage, UnreadableImageError, useLanguages, withOcrWorker } from '../soilHealthCard/ocr.js';
import type { Slot } from '../work/fairQueue.js';

export interface ExtractedText {
  /** The rows of text read, top to bottom (table cells of one row joined left to right). */
  lines: string[];
  /** tesseract's mean word confidence, 0..100. */
  confidence: number;
}

export const UNREADABLE_TEXT =
  'No text could be read from this image. Photograph the soil test report straight on, in good light and in focus.';

/** A word that counts as read: two letters or digits (any script) with tesseract at least this sure. */
const WORD = /[\p{L}\p{N}]{2,}/u;
const MIN_WORD_CONFIDENCE = 50;
const MIN_WORDS = 3;

/**
 * Reads the text of a photographed soil test report offline, English and Hindi together, with the
 * one OCR worker the Soil Health Card reader uses (soilHealthCard/ocr.ts), in the caller's turn of
 * the shared OCR queue (`slot`, taken before the photo was read). A damaged image is a 400, a full OCR queue a 429, and a photo with (almost)
 * no readable text a 422.
 */
export async function extractSoilTestText(image: Buffer, filename: string, slot: Slot): Promise<ExtractedText> {
  let page;
  try {
    page = await slot.run(async () => {
      const prepared = await prepareImage(image);
      return withOcrWorker(async (worker) => {
        await useLanguages(worker, 'eng+hin');
        return recognisePage(worker, prepared, { psm: '3', threshold: '0' });
      });
    });
  } catch (err) {
    if (err instanceof UnreadableImageError) throw new AppError('VALIDATION_FAILED', `${filename}: ${err.message}`);
    if (err instanceof OcrBusyError) {
      throw new AppError('RATE_LIMITED', 'The text reader is busy. Please try again in a minute.', { 'retry-after': '30' });
    }
    throw err;
  }
  const words = page.rows.flatMap((r) => r.words);
  const read = words.filter((w) => WORD.test(w.text) && w.confidence >= MIN_WORD_CONFIDENCE);
  if (read.length < MIN_WORDS) throw new AppError('UNPROCESSABLE', UNREADABLE_TEXT);
  const lines = page.rows.map((r) => r.text.replace(/\s+/g, ' ').trim()).filter((l) => l.length > 0);
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
  return { lines, confidence: Math.round(confidence * 100) / 100 };
}
