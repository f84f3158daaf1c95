import { useTranslation } from 'react-i18next';
import { analysisLanguage } from '../../../lib/soilAnalysisFormat';
import { query, useDownload } from './download';
import type { SensorRange } from './useDownloadSensorCsv';

/** GET /api/v1/reports/sensors.pdf: the PDF summary (counts, min/mean/max, charts of the daily means), in the screen's language. */
export function useDownloadSensorPdf() {
  const { i18n } = useTranslation();
  const language = analysisLanguage(i18n.language);
  return useDownload(
    (p: SensorRange) => `/api/v1/reports/sensors.pdf${query({ deviceId: p.deviceId, startOffset: p.start, endOffset: p.end, language })}`,
    'sensor-summary.pdf',
  );
}
