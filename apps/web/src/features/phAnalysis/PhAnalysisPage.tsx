import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { DeviceScreen } from '../../components/DeviceScreen';
import { analysisLanguage } from '../../lib/soilAnalysisFormat';
import { usePhGraph } from './api/usePhGraph';
import { usePhSummary } from './api/usePhSummary';
import { PhChart } from './components/PhChart';
import { PhSummary } from './components/PhSummary';
import { PhTable } from './components/PhTable';

/** /analysis (spec 2.12): the pH summary of the last 7 days, the pH chart with its anomalies and the pH table. */
export default function PhAnalysisPage() {
  const { t } = useTranslation();
  return (
    <DeviceScreen title={t('screens.analysis')} intro={t('soilAnalysis.ph.intro')}>
      {(deviceId) => <PhAnalysis deviceId={deviceId} />}
    </DeviceScreen>
  );
}

function PhAnalysis({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const summary = useDeferredAnswer(usePhSummary(deviceId, analysisLanguage(i18n.language)));
  const graph = useDeferredAnswer(usePhGraph(deviceId));
  return (
    <>
      <PhSummary summary={summary.data} loading={summary.isPending} error={summary.error} />
      {graph.isError && <Alert severity="error">{t('soilAnalysis.loadFailed', { message: graph.error.message })}</Alert>}
      <PhChart data={graph.data} loading={graph.isPending} error={graph.error} />
      <PhTable key={deviceId} deviceId={deviceId} above={!summary.isPending && !graph.isPending} />
    </>
  );
}
