import Landscape from '@mui/icons-material/Landscape';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './components/ErrorAlert';
import { ImageScreen, NoResult } from './components/ImageScreen';
import { KeptPhotos } from './components/KeptPhotos';
import { PhotoResults } from './components/PhotoResults';
import { PhotosUploadPanel } from './components/PhotosUploadPanel';
import { useKeptPhotos } from '../../lib/pwa/useKeptPhotos';
import { usePickedImages } from './hooks/usePickedImages';
import { type SoilTypeAnswer, usePredictSoilType } from './api/usePredictSoilType';
import { SoilTypeResult } from './components/SoilTypeResult';

/**
 * /soil/type/detector (spec 2.11): soil photos in (up to 5 of the same sample, issue 23), one soil type
 * with its crops and states out, beside the photos; each photo's own answer on request. Offline the
 * photos are kept and sent when the connection returns; their result then shows here (issue 24).
 */
export default function SoilTypePage() {
  const { t } = useTranslation();
  const photos = usePickedImages();
  const predict = usePredictSoilType();
  const kept = useKeptPhotos();
  const picked = photos.picked;
  const answer = predict.data && !predict.data.queued ? predict.data.answer : undefined;
  const reset = () => {
    predict.reset();
    kept.clear();
  };

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
            reset();
            return photos.add(files);
          }}
          onRemove={(key) => {
            reset();
            photos.remove(key);
          }}
          busy={predict.isPending}
          onUpload={() =>
            picked.length > 0 &&
            predict.mutate(
              picked.map((p) => p.file),
              { onSuccess: (sent) => sent.queued && kept.show(sent.id) },
            )
          }
        />
      }
      result={
        answer ? (
          <SoilTypeResult result={answer} photos={<PhotoResults analysis={answer.analysis} previews={picked.map((p) => p.url)} />} />
        ) : kept.item ? (
          <KeptPhotos<SoilTypeAnswer>
            item={kept.item}
            previews={kept.previews}
            render={(a) => <SoilTypeResult result={a} photos={<PhotoResults analysis={a.analysis} previews={kept.previews} />} />}
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
