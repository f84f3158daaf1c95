import Landscape from '@mui/icons-material/Landscape';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/imageAnalysis/ErrorAlert';
import { ImageScreen, NoResult } from '../../components/imageAnalysis/ImageScreen';
import { ImageUploadPanel } from '../../components/imageAnalysis/ImageUploadPanel';
import { usePickedImage } from '../../lib/imageAnalysis/usePickedImage';
import { usePredictSoilType } from './api/usePredictSoilType';
import { SoilTypeResult } from './components/SoilTypeResult';

/** /soil/type/detector (spec 2.11): a soil photo in, the soil type with its crops and states out, beside the photo. */
export default function SoilTypePage() {
  const { t } = useTranslation();
  const [picked, pick] = usePickedImage();
  const predict = usePredictSoilType();

  const choose = (file: File | null) => {
    pick(file);
    predict.reset();
  };

  return (
    <ImageScreen
      title={t('screens.soilType')}
      intro={t('image.soilType.intro')}
      resultTitle={t('image.common.result')}
      upload={
        <ImageUploadPanel
          title={t('image.soilType.photo')}
          picked={picked}
          onPick={choose}
          busy={predict.isPending}
          onUpload={() => picked && predict.mutate(picked.file)}
        />
      }
      result={
        predict.data ? (
          <SoilTypeResult result={predict.data} />
        ) : predict.error ? (
          <ErrorAlert error={predict.error} />
        ) : predict.isPending ? (
          <Alert severity="info">{t('image.common.analysing')}</Alert>
        ) : (
          <NoResult
            text={t(picked ? 'image.common.pressUpload' : 'image.soilType.empty')}
            icon={<Landscape sx={{ fontSize: 40, color: 'grey.400' }} />}
          />
        )
      }
    />
  );
}
