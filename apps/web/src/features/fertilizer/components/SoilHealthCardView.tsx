import { ADVICE_LANGUAGES, type AdviceLanguage, FERTILIZER_DEFAULTS, SHC_PARAMETERS, type ShcResult } from '@agrim/contracts';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useKeptPhotos } from '../../../lib/pwa/useKeptPhotos';
import { useOnline } from '../../../lib/pwa/connection';
import { formatDateTime } from '../../../lib/time';
import { useSubmitCardValues } from '../api/useSubmitCardValues';
import { type CardAnswer, useReadCard } from '../api/useReadCard';
import { AdviceText } from '../../../components/AdviceText';
import { CardPreviewDialog } from './CardPreviewDialog';
import {
  adviceNeedsForms,
  choiceOf,
  confirmShown,
  defaultedForms,
  FORM_LABELS,
  type FormChoice,
  formsToSend,
  shownForms,
  unconfirmedForms,
} from './cardForms';
import { type CardDraft, CardValuesTable, draftOf, parametersOf } from './CardValuesTable';
import { CropSoilSelects } from './CropSoilSelects';

/**
 * Soil Health Card tab (spec 2.6): pick a photo, preview it, Upload, choose soil and crop, Predict.
 * The values read are shown for correction; Update advice makes the advice from the corrected ones.
 * P and K each come with the form the card prints them in (P or P₂O₅, K or K₂O): when the server
 * could not read it from the card's normal level, it says so and the step asks the user to confirm.
 * Offline (or when the server cannot be reached) the photo is kept on the phone and read once the
 * connection returns; its values and advice then show here (`?kept=<key>`, also linked from the
 * outbox list), as the other roles' photos do (issue 39).
 */
export function SoilHealthCardView({ language }: { language: AdviceLanguage }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const kept = useKeptPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [soilType, setSoilType] = useState<string>(FERTILIZER_DEFAULTS.soiltype);
  const [cropType, setCropType] = useState<string>(FERTILIZER_DEFAULTS.croptype);
  const [result, setResult] = useState<ShcResult | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [choice, setChoice] = useState<FormChoice>({});
  const [adviceLanguage, setAdviceLanguage] = useState(language);
  const read = useReadCard();
  const confirm = useSubmitCardValues();

  const show = (next: ShcResult, asked: AdviceLanguage = language) => {
    setResult(next);
    setAdviceLanguage(asked);
    setDraft(draftOf(next.parameters));
    setChoice(choiceOf(next));
  };
  const predict = () => {
    // Spec 5: without a chosen file nothing is sent.
    if (!file) return;
    confirm.reset();
    setResult(null);
    read.mutate(
      { file, language, crop_type: cropType, soil_type: soilType },
      {
        onSuccess: (sent) => {
          if (sent.queued) {
            kept.show(sent.id);
          } else {
            kept.clear();
            show(sent.answer.data);
          }
        },
      },
    );
  };
  // A card kept offline and read once the connection returned: its values and advice come to this screen.
  const keptItem = kept.item;
  // Set while rendering (React's way to follow a changed input), once per kept card.
  const [shownKept, setShownKept] = useState<string | null>(null);
  if (keptItem?.sent && shownKept !== keptItem.id) {
    setShownKept(keptItem.id);
    const { crop_type, soil_type, language: asked } = keptItem.fields;
    if (crop_type) setCropType(crop_type);
    if (soil_type) setSoilType(soil_type);
    show(
      (keptItem.sent.answer as CardAnswer).data,
      (ADVICE_LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as AdviceLanguage) : language,
    );
  }
  const waitingCard = keptItem && !keptItem.sent && !keptItem.error ? keptItem : null;
  const update = () => {
    if (!result || !draft) return;
    confirm.mutate(
      {
        id: result.id || null,
        language,
        crop_type: cropType,
        soil_type: soilType,
        parameters: parametersOf(draft, result.parameters),
        ...formsToSend(choice),
      },
      { onSuccess: (next) => show(next) },
    );
  };
  // Typing the values is the way on when the photo cannot be read (or there is none).
  const typeByHand = () => {
    read.reset();
    kept.clear();
    confirm.reset();
    // Nothing read yet: the toggles start on the national default; the server's answer says what it took.
    show({
      id: '',
      recommendation: '',
      parameters: {},
      missing: [...SHC_PARAMETERS],
      p_form: 'P2O5',
      k_form: 'K2O',
      p_form_from: 'national_default',
      k_form_from: 'national_default',
      forms_confirmed: false,
      forms_state: null,
    });
  };
  const lacking = result ? (['n', 'p', 'k'] as const).filter((k) => result.missing.includes(k)) : [];
  const forms = result ? shownForms(result, choice) : null;
  const askForms = result !== null && adviceNeedsForms(result);
  const formsChecked = result !== null && unconfirmedForms(result, choice).length === 0;
  // What the advice shown assumed, for the nutrients whose form was not read from the card.
  const defaulted = result ? defaultedForms(result) : [];

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
              {file?.name ?? keptItem?.files[0]?.name ?? t('fertilizer.card.noFile')}
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
          {!file && !keptItem && <Typography variant="caption">{t('fertilizer.card.chooseFirst')}</Typography>}
          {waitingCard && (
            <Stack spacing={1}>
              <Alert severity="info" data-testid="card-kept">
                {t('fertilizer.card.kept')}
              </Alert>
              {kept.previews[0] && (
                <Box
                  component="img"
                  src={kept.previews[0]}
                  alt={waitingCard.files[0]?.name ?? ''}
                  data-testid="card-kept-thumb"
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
              )}
            </Stack>
          )}
          {keptItem?.error && (
            <Alert severity="error" data-testid="card-kept-failed" sx={{ overflowWrap: 'anywhere' }}>
              {t('outbox.failed', { reason: keptItem.error })}
            </Alert>
          )}
          {keptItem?.sent && result && (
            <Typography variant="body2" color="text.secondary" data-testid="card-kept-result">
              {t('fertilizer.card.keptResult', { time: formatDateTime(keptItem.queuedAt, i18n.language) })}
            </Typography>
          )}
          {read.isPending && <Alert severity="info">{t('fertilizer.card.reading')}</Alert>}
          {read.error && <ErrorNotice error={read.error} />}
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
          kept.clear();
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
              <CardValuesTable
                draft={draft}
                read={result.parameters}
                onChange={setDraft}
                forms={forms!}
                onForm={(k, form) => setChoice({ ...choice, [k]: form })}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" data-testid="card-forms-hint">
              {t('fertilizer.card.forms.hint')}
            </Typography>
            {askForms && (
              <Alert severity="warning" data-testid="card-forms-warning">
                <Stack spacing={1}>
                  <span>
                    {t('fertilizer.card.forms.unread', {
                      list: defaulted.map((k) => k.toUpperCase()).join(', '),
                      assumed: defaulted.map((k) => FORM_LABELS[result[`${k}_form`]]).join(', '),
                      why: result.forms_state
                        ? t('fertilizer.card.forms.whyState', { state: result.forms_state })
                        : t('fertilizer.card.forms.whyNational'),
                    })}
                  </span>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={formsChecked}
                        onChange={(e) => setChoice(confirmShown(result, choice, e.target.checked))}
                        slotProps={{ input: { 'data-testid': 'card-confirm-forms' } as object }}
                      />
                    }
                    label={t('fertilizer.card.forms.confirm', { p: FORM_LABELS[forms!.p], k: FORM_LABELS[forms!.k] })}
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                  {formsChecked && <span>{t('fertilizer.card.forms.thenUpdate')}</span>}
                </Stack>
              </Alert>
            )}
            <Box>
              <BusyButton variant="outlined" busy={confirm.isPending} disabled={!online} onClick={update} data-testid="card-update">
                {t('fertilizer.card.update')}
              </BusyButton>
            </Box>
            {!online && (
              <Typography variant="body2" color="text.secondary" data-testid="card-update-offline">
                {t('fertilizer.card.updateOffline')}
              </Typography>
            )}
            {confirm.isSuccess && <Alert severity="success">{t('fertilizer.card.updated')}</Alert>}
            {confirm.error && <ErrorNotice error={confirm.error} />}
            {lacking.length > 0 && (
              <Alert severity="warning">{t('fertilizer.card.needNpk', { list: lacking.map((k) => k.toUpperCase()).join(', ') })}</Alert>
            )}
            {result.recommendation && (
              <>
                <Typography variant="h6" component="h2">
                  {t('fertilizer.adviceHeading')}
                </Typography>
                {askForms && (
                  <Typography variant="body2" color="warning.main" data-testid="card-advice-preliminary">
                    {t('fertilizer.card.forms.preliminary')}
                  </Typography>
                )}
                <AdviceText text={result.recommendation} language={adviceLanguage} />
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
