import { query, useDownload } from './download';
import type { SensorRange } from './useDownloadSensorCsv';

/** GET /api/v1/reports/sensors.pdf: the PDF summary (counts, min/mean/max, charts of the daily means). */
export function useDownloadSensorPdf() {
  return useDownload(
    (p: SensorRange) => `/api/v1/reports/sensors.pdf${query({ deviceId: p.deviceId, startOffset: p.start, endOffset: p.end })}`,
    'sensor-summary.pdf',
  );
}
