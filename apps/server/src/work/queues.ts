/**
 * The fair queues of the server's expensive work, one per kind, each with its own limits (set in
 * config.ts, documented in docs/security.md "Quotas and fair queues (issue 18)").
 */
import type { Config } from '../config.js';
import { FairQueue } from './fairQueue.js';

export interface WorkQueues {
  /** Card reading and the soil test analyzer: one tesseract worker, so one reading at a time. */
  ocr: FairQueue;
  pdf: FairQueue;
  images: FairQueue;
  training: FairQueue;
}

type Limits = Pick<
  Config,
  | 'PDF_WORKERS'
  | 'PDF_PER_ACCOUNT'
  | 'PDF_QUEUE_MAX'
  | 'OCR_PER_ACCOUNT'
  | 'OCR_QUEUE_MAX'
  | 'IMAGE_ANALYSIS_CONCURRENCY'
  | 'IMAGE_ANALYSIS_PER_ACCOUNT'
  | 'IMAGE_ANALYSIS_QUEUE_MAX'
  | 'TRAINING_PER_ACCOUNT'
  | 'TRAINING_QUEUE_MAX'
>;

export function workQueues(c: Limits): WorkQueues {
  return {
    ocr: new FairQueue({
      what: { en: 'card or report readings', hi: 'कार्ड या रिपोर्ट पढ़ने', mr: 'पत्रिका किंवा अहवाल वाचण्याच्या' },
      concurrency: 1,
      perAccount: c.OCR_PER_ACCOUNT,
      maxQueued: c.OCR_QUEUE_MAX,
      retryAfterSeconds: 30,
    }),
    // As many at once as the pool has threads: the rest wait here, in fair order.
    pdf: new FairQueue({
      what: { en: 'PDF reports', hi: 'PDF रिपोर्ट', mr: 'PDF अहवालांच्या' },
      concurrency: c.PDF_WORKERS,
      perAccount: c.PDF_PER_ACCOUNT,
      maxQueued: c.PDF_QUEUE_MAX,
      retryAfterSeconds: 5,
    }),
    images: new FairQueue({
      what: { en: 'photo analyses', hi: 'फ़ोटो विश्लेषण', mr: 'फोटो विश्लेषणाच्या' },
      concurrency: c.IMAGE_ANALYSIS_CONCURRENCY,
      perAccount: c.IMAGE_ANALYSIS_PER_ACCOUNT,
      maxQueued: c.IMAGE_ANALYSIS_QUEUE_MAX,
      retryAfterSeconds: 10,
    }),
    // One training at a time: each is a child process that takes a core for minutes.
    training: new FairQueue({
      what: { en: 'model trainings', hi: 'मॉडल प्रशिक्षण', mr: 'मॉडेल प्रशिक्षणाच्या' },
      concurrency: 1,
      perAccount: c.TRAINING_PER_ACCOUNT,
      maxQueued: c.TRAINING_QUEUE_MAX,
      retryAfterSeconds: 600,
    }),
  };
}
