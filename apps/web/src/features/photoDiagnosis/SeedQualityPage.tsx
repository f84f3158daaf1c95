import Spa from '@mui/icons-material/Spa';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { ClassifierResult } from './components/ClassifierResult';
import { defaultModel, useImageModels } from './api/useImageModels';
import { ErrorAlert } from './components/ErrorAlert';
import { ImageModelCardView } from './components/ImageModelCardView';
import { ImageScreen, NoResult } from './components/ImageScreen';
import { ImageUploadPanel } from './components/ImageUploadPanel';
import { ModelSelect } from './components/ModelSelect';
import { TrainingPanel } from './components/TrainingPanel';
import { usePickedImage } from './hooks/usePickedImage';
import { KeptPhotos } from './components/KeptPhotos';
import { useKeptPhotos } from '../../lib/pwa/useKeptPhotos';
import { type SeedAnswer, usePredictSeed } from './api/usePredictSeed';
import { NoSeedModel } from './components/NoSeedModel';
import { useModelName } from '../../lib/models/useModelName';

/**
 * /seeds/detection (spec 2.17): choose an installed seed model, a seed photo, Upload; 'Prediction:
 * {class} with {confidence} confidence' and the bar chart of every class. Admins train new models
 * here, and the chosen model's card is shown below. Offline the photo is kept and sent when the
 * connection returns; its result then shows here (issue 24).
 */
export default function SeedQualityPage() {
  const { t } = useTranslation();
  const modelName = useModelName();
  const [chosenModel, setChosenModel] = useState<string | null>(null);
  const [picked, pick] = usePickedImage();
  const predict = usePredictSeed();
  const kept = useKeptPhotos();
  const answer = predict.data && !predict.data.queued ? predict.data.answer : undefined;
  const reset = () => {
    predict.reset();
    kept.clear();
  };
  const models = useImageModels('seed-quality');
  const list = models.data ?? [];
  const model = list.find((m) => m.id === chosenModel) ?? defaultModel(list);
  // 409: no seed model on the server (e.g. removed since the list loaded).
  const conflict = predict.error instanceof ApiError && predict.error.status === 409 ? predict.error : null;
  const noModel = (models.isSuccess && list.length === 0) || !!conflict;
  const seedView = (result: SeedAnswer) => (
    <ClassifierResult
      result={result}
      subject="seed"
      sentenceKey="image.seeds.sentence"
      xName={t('image.seeds.chartX')}
      yName={t('image.seeds.chartY')}
    />
  );

  return (
    <ImageScreen
      title={t('screens.seeds')}
      intro={t('image.seeds.intro')}
      resultTitle={t('image.common.result')}
      upload={
        <ImageUploadPanel
          title={t('image.seeds.photo')}
          picked={picked}
          onPick={(file) => {
            pick(file);
            reset();
          }}
          busy={predict.isPending}
          onUpload={() =>
            picked &&
            model &&
            predict.mutate({ file: picked.file, model: model.id }, { onSuccess: (sent) => sent.queued && kept.show(sent.id) })
          }
          canUpload={!!model}
          controls={
            models.isPending ? (
              <Skeleton variant="rounded" height={40} />
            ) : (
              <ModelSelect
                models={list}
                value={model?.id ?? ''}
                onChange={(id) => {
                  setChosenModel(id);
                  reset();
                }}
                disabled={predict.isPending}
              />
            )
          }
        />
      }
      result={
        <>
          {models.error && <ErrorAlert error={models.error} testId="models-error" />}
          {noModel ? (
            <NoSeedModel serverMessage={conflict?.message} />
          ) : answer ? (
            seedView(answer)
          ) : kept.item ? (
            <KeptPhotos<SeedAnswer> item={kept.item} previews={kept.previews} render={seedView} />
          ) : predict.error ? (
            <ErrorAlert error={predict.error} />
          ) : predict.isPending ? (
            <Alert severity="info">{t('image.common.analysing')}</Alert>
          ) : (
            <NoResult
              text={t(picked ? 'image.common.pressUpload' : 'image.seeds.empty')}
              icon={<Spa sx={{ fontSize: 40, color: 'grey.400' }} />}
            />
          )}
        </>
      }
    >
      <TrainingPanel
        task="seed-quality"
        onTrained={(id) => {
          setChosenModel(id);
          reset();
        }}
      />
      {model && (
        <Box component="section" aria-labelledby="seed-model-card-heading" data-testid="seed-model-card">
          <Typography id="seed-model-card-heading" variant="h6" component="h2">
            {t('image.card.title', { name: modelName(model) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('image.card.intro')}
          </Typography>
          <ImageModelCardView model={model} />
        </Box>
      )}
    </ImageScreen>
  );
}
