import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { analysisLanguage } from '../../../lib/soilAnalysisFormat';
import { useDownload } from './download';
import type { SensorRange } from './useDownloadSensorCsv';

/** reports.sensorPdf: the PDF summary (counts, min/mean/max, charts of the daily means), in the screen's language. */
export function useDownloadSensorPdf() {
  const { i18n } = useTranslation();
  const language = analysisLanguage(i18n.language);
  return useDownload(
    reportsEndpoints.sensorPdf,
    (p: SensorRange) => ({ query: { deviceId: p.deviceId, startOffset: p.start, endOffset: p.end, language } }),
    'sensor-summary.pdf',
  );
}
