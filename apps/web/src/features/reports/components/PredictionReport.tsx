import { useTranslation } from 'react-i18next';
import { useExportCorrections } from '../../../lib/feedback/useExportCorrections';
import { useDownloadFeedbackCsv } from '../api/useDownloadFeedbackCsv';
import { useDownloadPredictionsCsv } from '../api/useDownloadPredictionsCsv';
import { DownloadButton } from './DownloadButton';
import { ReportSection } from './ReportSection';
import { Row } from './Row';

/** The prediction log, every Expert feedback and the approved corrections, each as CSV. */
export function PredictionReport() {
  const { t } = useTranslation();
  const predictions = useDownloadPredictionsCsv();
  const feedback = useDownloadFeedbackCsv();
  const corrections = useExportCorrections();
  return (
    <ReportSection id="predictions" title={t('reports.predictions.title')} help={t('reports.predictions.help')}>
      <Row>
        <DownloadButton
          download={predictions}
          params={undefined}
          label={t('reports.predictions.predictions')}
          testId="download-predictions-csv"
        />
        <DownloadButton download={feedback} params={undefined} label={t('reports.predictions.feedback')} testId="download-feedback-csv" />
        <DownloadButton
          download={corrections}
          params={undefined}
          label={t('reports.predictions.corrections')}
          testId="download-corrections-csv"
        />
      </Row>
    </ReportSection>
  );
}
