import BugReport from '@mui/icons-material/BugReport';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultModel, useImageModels } from './api/useImageModels';
import { AdviceView } from './components/AdviceView';
import { ErrorAlert } from './components/ErrorAlert';
import { ImageModelCardView } from './components/ImageModelCardView';
import { ImageScreen, NoResult } from './components/ImageScreen';
import { KeptPhotos } from './components/KeptPhotos';
import { PhotoResults } from './components/PhotoResults';
import { PhotosUploadPanel } from './components/PhotosUploadPanel';
import { ModelSelect } from './components/ModelSelect';
import { knowledgeText, labelText } from './imageFile';
import { useKeptPhotos } from '../../lib/pwa/useKeptPhotos';
import { usePickedImages } from './hooks/usePickedImages';
import type { Sent } from '../../lib/pwa/outbox';
import { type SoybeanAnswer, type TomatoAnswer, useDetectSoybeanDisease, useDetectTomatoDisease } from './api/useDetectDisease';
import { ClassifierResult } from './components/ClassifierResult';
import { SoybeanResult } from './components/SoybeanResult';
import { useModelName } from '../../lib/models/useModelName';
import { SelectField } from '../../components/SelectField';

/** The crop selector's options: the spec offers soybean only; tomato is offered too so its models are reachable. */
const CROPS = ['soybean', 'tomato'] as const;
type Crop = (typeof CROPS)[number];

const answerOf = <T,>(sent: Sent<T> | undefined): T | undefined => (sent && !sent.queued ? sent.answer : undefined);

/**
 * /disease-detection (spec 2.16): choose the crop, leaf photos (up to 5 of the same plant, issue 23),
 * Upload; one disease with how sure the model is and what to do about it, each photo's own answer on
 * request. Changing the crop clears the photos and the answer (spec 4). Offline the photos are kept
 * and sent when the connection returns; their result then shows here (issue 24).
 */
export default function DiseaseDetectionPage() {
  const { t, i18n } = useTranslation();
  const modelName = useModelName();
  const [crop, setCrop] = useState<Crop>('soybean');
  const [chosenModel, setChosenModel] = useState<string | null>(null);
  const photos = usePickedImages();
  const picked = photos.picked;
  const soybean = useDetectSoybeanDisease();
  const tomato = useDetectTomatoDisease();
  const kept = useKeptPhotos();
  const soybeanAnswer = answerOf(soybean.data);
  const tomatoAnswer = answerOf(tomato.data);
  const models = useImageModels('tomato-leaf');
  const tomatoModels = models.data ?? [];
  const model = tomatoModels.find((m) => m.id === chosenModel) ?? defaultModel(tomatoModels);

  const clearResults = () => {
    soybean.reset();
    tomato.reset();
    kept.clear();
  };
  const changeCrop = (next: Crop) => {
    setCrop(next);
    photos.clear();
    clearResults();
  };
  const upload = () => {
    if (picked.length === 0) return;
    const files = picked.map((p) => p.file);
    const onSuccess = (sent: Sent<unknown>) => sent.queued && kept.show(sent.id);
    if (crop === 'soybean') soybean.mutate(files, { onSuccess });
    else tomato.mutate({ files, model: model?.id }, { onSuccess });
  };
  const call = crop === 'soybean' ? soybean : tomato;
  const previews = picked.map((p) => p.url);
  const noTomatoModel = crop === 'tomato' && models.isSuccess && tomatoModels.length === 0;

  const tomatoView = (data: TomatoAnswer, images: string[]) => {
    const advice = data.advice;
    const tomatoLabel = (label: string) =>
      advice && advice.label === label ? knowledgeText(advice.name, i18n.language).text : labelText(label);
    return (
      <Stack spacing={2}>
        <ClassifierResult
          result={data}
          subject="tomatoLeaf"
          sentenceKey="image.disease.tomatoSentence"
          xName={t('image.disease.chartX')}
          yName={t('image.disease.chartY')}
          labelOf={tomatoLabel}
        />
        <PhotoResults analysis={data.analysis} previews={images} />
        {!data.analysis.not_sure && advice && <AdviceView advice={advice} />}
      </Stack>
    );
  };
  const soybeanView = (data: SoybeanAnswer, images: string[]) => (
    <SoybeanResult result={data} photos={<PhotoResults analysis={data.analysis} previews={images} />} />
  );

  return (
    <ImageScreen
      title={t('screens.disease')}
      intro={t('image.disease.intro')}
      resultTitle={t('image.common.result')}
      upload={
        <PhotosUploadPanel
          title={t('image.disease.photo')}
          picked={picked}
          onAdd={(files) => {
            clearResults();
            return photos.add(files);
          }}
          onRemove={(key) => {
            clearResults();
            photos.remove(key);
          }}
          busy={call.isPending}
          onUpload={upload}
          canUpload={crop === 'soybean' || !!model}
          controls={
            <Stack spacing={2}>
              <SelectField
                size="small"
                label={t('image.disease.crop')}
                value={crop}
                onChange={changeCrop}
                disabled={call.isPending}
                testId="disease-crop"
                options={CROPS.map((c) => ({ value: c, label: t(`image.disease.crops.${c}`) }))}
              />
              {crop === 'tomato' &&
                (models.isPending ? (
                  <Skeleton variant="rounded" height={40} />
                ) : (
                  <ModelSelect
                    models={tomatoModels}
                    value={model?.id ?? ''}
                    onChange={(id) => {
                      setChosenModel(id);
                      tomato.reset();
                    }}
                    disabled={tomato.isPending}
                  />
                ))}
            </Stack>
          }
        />
      }
      result={
        <>
          {models.error && crop === 'tomato' && <ErrorAlert error={models.error} testId="models-error" />}
          {noTomatoModel && <Alert severity="info">{t('image.disease.noTomatoModel')}</Alert>}
          {crop === 'soybean' && soybeanAnswer ? (
            soybeanView(soybeanAnswer, previews)
          ) : crop === 'tomato' && tomatoAnswer ? (
            tomatoView(tomatoAnswer, previews)
          ) : kept.item ? (
            // Kept photos show with the crop they were taken for, whichever crop is chosen now.
            <KeptPhotos<SoybeanAnswer | TomatoAnswer>
              item={kept.item}
              previews={kept.previews}
              render={(a) =>
                kept.item?.kind === 'tomatoDisease'
                  ? tomatoView(a as TomatoAnswer, kept.previews)
                  : soybeanView(a as SoybeanAnswer, kept.previews)
              }
            />
          ) : call.error ? (
            <ErrorAlert error={call.error} />
          ) : call.isPending ? (
            <Alert severity="info">{t(picked.length > 1 ? 'image.photos.analysing' : 'image.common.analysing')}</Alert>
          ) : (
            <NoResult
              text={t(picked.length > 1 ? 'image.photos.pressUpload' : picked.length ? 'image.common.pressUpload' : 'image.disease.empty')}
              icon={<BugReport sx={{ fontSize: 40, color: 'grey.400' }} />}
            />
          )}
        </>
      }
    >
      {crop === 'tomato' && model && (
        <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls="tomato-model-card" id="tomato-model-card-header">
            <Typography sx={{ fontWeight: 600 }}>{t('image.card.about', { name: modelName(model) })}</Typography>
          </AccordionSummary>
          <AccordionDetails id="tomato-model-card">
            <ImageModelCardView model={model} />
          </AccordionDetails>
        </Accordion>
      )}
    </ImageScreen>
  );
}
