import {
  type AdviceLanguage,
  type FertilizerAdviceResponse,
  type FertilizerPredictionRequest,
  FEEDBACK_SUCCESS_MESSAGE,
} from '@agrim/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asksRegion, EMPTY_FEEDBACK, type FeedbackField, type FeedbackValues, validateFeedback } from './form';
import { useSubmitFeedback } from '../../api/useSubmitFeedback';
import { KeepError } from '../../../../lib/pwa/outbox';
import { BusyButton } from '../../../../components/BusyButton';
import { useToast } from '../../../../components/Toast';
import { FeedbackForm } from './FeedbackForm';
import { type CallState, type PredictionData, PredictionSummary } from './PredictionSummary';

const FORM_ID = 'expert-feedback';
/** Where focus goes when a field is refused, in the order of the form. */
const FIELD_ORDER: FeedbackField[] = ['rating', 'reason', 'confidence', 'npk', 'region', 'files'];

interface Props {
  open: boolean;
  onClose: () => void;
  prediction: CallState<PredictionData, FertilizerPredictionRequest>;
  advice: CallState<FertilizerAdviceResponse, unknown>;
  language: AdviceLanguage;
}

/**
 * The Expert's almost full-screen dialog (spec 2.6): the prediction's Summary on the left (above on
 * a phone), the FeedBack form on the right. Every close resets the form (spec 4).
 */
export function ExpertFeedbackDialog({ open, onClose, prediction, advice, language }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const submit = useSubmitFeedback();
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateFeedback(values) : {};
  const predictionId = prediction.data?.id;

  const close = () => {
    if (submit.isPending) return;
    setValues(EMPTY_FEEDBACK);
    setAttempted(false);
    submit.reset();
    onClose();
  };

  const send = async () => {
    setAttempted(true);
    const problems = validateFeedback(values);
    const first = FIELD_ORDER.find((f) => problems[f]);
    if (first) {
      document.getElementById(`${FORM_ID}-${first}`)?.focus();
      return;
    }
    if (!predictionId) return;
    const npk = values.suggestedNpk.trim();
    try {
      const res = await submit.mutateAsync({
        prediction_id: predictionId,
        rating: values.rating,
        ratingReason: values.reason.trim(),
        confidenceLevel: values.confidence,
        suggestedNpk: npk,
        AgroZone: asksRegion(values) ? values.region : '',
        Season: asksRegion(values) ? values.season : '',
        files: values.files,
      });
      if (!res.queued && res.answer.message !== FEEDBACK_SUCCESS_MESSAGE) throw new Error(res.answer.message);
      setValues(EMPTY_FEEDBACK);
      setAttempted(false);
      onClose();
      // Kept offline: the list at the top of the screen shows it until it is sent (lib/pwa/outbox.ts).
      toast(res.queued ? 'info' : 'success', res.queued ? t('outbox.queued') : res.answer.message);
    } catch (err) {
      // The form is kept so the Expert can fix what the server refused (a file type, say).
      toast(
        'error',
        err instanceof KeepError
          ? t('outbox.keepFailed', { reason: err.message })
          : `${t('feedback.submitFailed')} (${(err as Error).message})`,
      );
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      aria-labelledby="expert-feedback-title"
      slotProps={{
        paper: { sx: phone ? undefined : { width: 'calc(100% - 48px)', height: 'calc(100% - 48px)', maxHeight: 'none', m: 3 } },
      }}
    >
      <DialogTitle id="expert-feedback-title" sx={{ pb: 1 }}>
        {t('feedback.dialog.title')}
      </DialogTitle>
      {/* Side by side each half scrolls on its own, so the form stays in view while the advice is read. */}
      <DialogContent dividers sx={{ p: 0, overflowY: { md: 'hidden' } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            height: { md: '100%' },
            '& > section': { minWidth: 0, p: { xs: 2, sm: 3 }, overflowY: { md: 'auto' } },
          }}
        >
          <Box component="section" aria-labelledby="feedback-summary-heading">
            <Typography id="feedback-summary-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('feedback.dialog.summary')}
            </Typography>
            <PredictionSummary prediction={prediction} advice={advice} language={language} />
          </Box>
          <Box
            component="section"
            aria-labelledby="feedback-form-heading"
            sx={{ borderTop: { xs: 1, md: 0 }, borderLeft: { md: 1 }, borderColor: 'divider' }}
          >
            <Typography id="feedback-form-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('feedback.dialog.feedback')}
            </Typography>
            <Stack spacing={2}>
              {prediction.error && <Alert severity="warning">{t('feedback.dialog.noPrediction')}</Alert>}
              <FeedbackForm
                id={FORM_ID}
                values={values}
                onChange={setValues}
                errors={errors}
                disabled={submit.isPending}
                onSubmit={() => void send()}
              />
              {hasErrors && (
                <Alert severity="error" data-testid="feedback-errors">
                  {t('feedback.errors.fix')}
                </Alert>
              )}
            </Stack>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={submit.isPending}>
          {t('feedback.dialog.close')}
        </Button>
        <BusyButton
          type="submit"
          form={FORM_ID}
          variant="contained"
          busy={submit.isPending}
          disabled={!predictionId}
          data-testid="feedback-submit"
        >
          {t('feedback.dialog.submit')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
