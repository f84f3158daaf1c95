import Landscape from '@mui/icons-material/Landscape';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/imageAnalysis/ErrorAlert';
import { ImageScreen, NoResult } from '../../components/imageAnalysis/ImageScreen';
import { PhotoResults } from '../../components/imageAnalysis/PhotoResults';
import { PhotosUploadPanel } from '../../components/imageAnalysis/PhotosUploadPanel';
import { usePickedImages } from '../../lib/imageAnalysis/usePickedImages';
import { usePredictSoilType } from './api/usePredictSoilType';
import { SoilTypeResult } from './components/SoilTypeResult';

/**
 * /soil/type/detector (spec 2.11): soil photos in (up to 5 of the same sample, issue 23), one soil type
 * with its crops and states out, beside the photos; each photo's own answer on request.
 */
export default function SoilTypePage() {
  const { t } = useTranslation();
  const photos = usePickedImages();
  const predict = usePredictSoilType();
  const picked = photos.picked;

  return (
    <ImageScreen
      title={t('screens.soilType')}
      intro={t('image.soilType.intro')}
      resultTitle={t('image.common.result')}
      upload={
        <PhotosUploadPanel
          title={t('image.soilType.photo')}
          picked={picked}
          onAdd={(files) => {
            predict.reset();
            return photos.add(files);
          }}
          onRemove={(key) => {
            predict.reset();
            photos.remove(key);
          }}
          busy={predict.isPending}
          onUpload={() => picked.length > 0 && predict.mutate(picked.map((p) => p.file))}
        />
      }
      result={
        predict.data ? (
          <SoilTypeResult
            result={predict.data}
            photos={<PhotoResults analysis={predict.data.analysis} previews={picked.map((p) => p.url)} />}
          />
        ) : predict.error ? (
          <ErrorAlert error={predict.error} />
        ) : predict.isPending ? (
          <Alert severity="info">{t(picked.length > 1 ? 'image.photos.analysing' : 'image.common.analysing')}</Alert>
        ) : (
          <NoResult
            text={t(picked.length > 1 ? 'image.photos.pressUpload' : picked.length ? 'image.common.pressUpload' : 'image.soilType.empty')}
            icon={<Landscape sx={{ fontSize: 40, color: 'grey.400' }} />}
          />
        )
      }
    />
  );
}
