import { type AdviceLanguage, FERTILIZER_DEFAULTS, SHC_PARAMETERS, type ShcResult } from '@agrim/contracts';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useSubmitCardValues } from '../api/useSubmitCardValues';
import { useReadCard } from '../api/useReadCard';
import { AdviceMarkdown } from '../components/AdviceMarkdown';
import { CardPreviewDialog } from '../components/CardPreviewDialog';
import { type CardDraft, CardValuesTable, draftOf, parametersOf } from '../components/CardValuesTable';
import { CropSoilSelects } from '../components/CropSoilSelects';

/**
 * Soil Health Card tab (spec 2.6): pick a photo, preview it, Upload, choose soil and crop, Predict.
 * The values read are shown for correction; Update advice makes the advice from the corrected ones.
 */
export function SoilHealthCardView({ language }: { language: AdviceLanguage }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [soilType, setSoilType] = useState<string>(FERTILIZER_DEFAULTS.soiltype);
  const [cropType, setCropType] = useState<string>(FERTILIZER_DEFAULTS.croptype);
  const [result, setResult] = useState<ShcResult | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [adviceLanguage, setAdviceLanguage] = useState(language);
  const read = useReadCard();
  const confirm = useSubmitCardValues();

  const show = (next: ShcResult) => {
    setResult(next);
    setAdviceLanguage(language);
    setDraft(draftOf(next.parameters));
  };
  const predict = () => {
    // Spec 5: without a chosen file nothing is sent.
    if (!file) return;
    confirm.reset();
    read.mutate({ file, language, crop_type: cropType, soil_type: soilType }, { onSuccess: show });
  };
  const update = () => {
    if (!result || !draft) return;
    confirm.mutate(
      { id: result.id || null, language, crop_type: cropType, soil_type: soilType, parameters: parametersOf(draft, result.parameters) },
      { onSuccess: show },
    );
  };
  // Typing the values is the way on when the photo cannot be read (or there is none).
  const typeByHand = () => {
    read.reset();
    confirm.reset();
    show({ id: '', recommendation: '', parameters: {}, missing: [...SHC_PARAMETERS] });
  };
  const lacking = result ? (['n', 'p', 'k'] as const).filter((k) => result.missing.includes(k)) : [];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
              {t('fertilizer.card.selectFile')}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              data-testid="card-file"
              onChange={(e) => {
                setPicked(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
            <Typography variant="body2" data-testid="card-file-name" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? t('fertilizer.card.noFile')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('fertilizer.card.hint')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <CropSoilSelects soilType={soilType} cropType={cropType} onSoilType={setSoilType} onCropType={setCropType} />
            <BusyButton variant="contained" busy={read.isPending} disabled={!file} onClick={predict} data-testid="card-predict">
              {t('fertilizer.predict')}
            </BusyButton>
          </Stack>
          {!file && <Typography variant="caption">{t('fertilizer.card.chooseFirst')}</Typography>}
          {read.isPending && <Alert severity="info">{t('fertilizer.card.reading')}</Alert>}
          {read.error && <Alert severity="error">{t('fertilizer.failed', { message: read.error.message })}</Alert>}
          <Box>
            <Button size="small" onClick={typeByHand} data-testid="card-type-values">
              {t('fertilizer.card.typeValues')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <CardPreviewDialog
        file={picked}
        onCancel={() => setPicked(null)}
        onUpload={() => {
          setFile(picked);
          setPicked(null);
          setResult(null);
        }}
      />
      {result && draft && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('fertilizer.card.valuesTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('fertilizer.card.valuesHelp')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <CardValuesTable draft={draft} read={result.parameters} onChange={setDraft} />
            </Box>
            <Box>
              <BusyButton variant="outlined" busy={confirm.isPending} onClick={update} data-testid="card-update">
                {t('fertilizer.card.update')}
              </BusyButton>
            </Box>
            {confirm.isSuccess && <Alert severity="success">{t('fertilizer.card.updated')}</Alert>}
            {confirm.error && <Alert severity="error">{t('fertilizer.failed', { message: confirm.error.message })}</Alert>}
            {lacking.length > 0 && (
              <Alert severity="warning">{t('fertilizer.card.needNpk', { list: lacking.map((k) => k.toUpperCase()).join(', ') })}</Alert>
            )}
            {result.recommendation && (
              <>
                <Typography variant="h6" component="h2">
                  {t('fertilizer.adviceHeading')}
                </Typography>
                <AdviceMarkdown text={result.recommendation} language={adviceLanguage} />
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
