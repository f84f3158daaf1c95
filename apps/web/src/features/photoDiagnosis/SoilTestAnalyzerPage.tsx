import DocumentScanner from '@mui/icons-material/DocumentScanner';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './components/ErrorAlert';
import { ImageScreen, NoResult } from './components/ImageScreen';
import { ImageUploadPanel } from './components/ImageUploadPanel';
import { ApiError } from '../../lib/api';
import { usePickedImage } from './hooks/usePickedImage';
import { useAnalyseSoilTest } from './api/useAnalyseSoilTest';
import { ExtractedLines } from './components/ExtractedLines';

/**
 * /soil/test/analyzer (spec 2.11, 'Soil Analysis and Fertilizer Recommendation System'): a photo of a
 * soil test report in, the chosen image and the text read from it, line by line, out.
 */
export default function SoilTestAnalyzerPage() {
  const { t } = useTranslation();
  const [picked, pick] = usePickedImage();
  const analyse = useAnalyseSoilTest();
  const unreadable = analyse.error instanceof ApiError && analyse.error.status === 422 ? analyse.error : null;

  return (
    <ImageScreen
      title={t('screens.soilTestAnalyzer')}
      intro={t('image.soilTest.intro')}
      resultTitle={t('image.soilTest.extracted')}
      upload={
        <ImageUploadPanel
          title={t('image.soilTest.photo')}
          picked={picked}
          onPick={(file) => {
            pick(file);
            analyse.reset();
          }}
          busy={analyse.isPending}
          onUpload={() => picked && analyse.mutate(picked.file)}
        />
      }
      result={
        analyse.data ? (
          <ExtractedLines result={analyse.data} />
        ) : unreadable ? (
          <Alert severity="warning" data-testid="soil-test-unreadable">
            <AlertTitle>{t('image.soilTest.unreadable')}</AlertTitle>
            {t('image.soilTest.unreadableHint')} {unreadable.message}
          </Alert>
        ) : analyse.error ? (
          <ErrorAlert error={analyse.error} />
        ) : analyse.isPending ? (
          <Alert severity="info">{t('image.soilTest.reading')}</Alert>
        ) : (
          <NoResult
            text={t(picked ? 'image.common.pressUpload' : 'image.soilTest.empty')}
            icon={<DocumentScanner sx={{ fontSize: 40, color: 'grey.400' }} />}
          />
        )
      }
    />
  );
}
