import { type FertigationAction, type FertigationStartResponse, VALVE_MAX_AGE_MINUTES } from '@agrim/contracts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { FertigationActionItem } from './FertigationActionItem';
import { FailureAlert } from './FertigationFailure';
import { A, actionText, LEVEL_COLOURS, readingText, readingTimeText, unitText, valveText, zoneText } from './fertigationText';

/** The preview: per valve what Confirm would do, the reading, the band and where the figures come from. */
export function PreviewDialog({
  answer,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  answer: FertigationStartResponse;
  busy: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const changes = answer.recommendations.some((r) => r.command !== null);
  // Outside 10 AM–7 PM the spec keeps the button, so the farmer confirms the hour as well (issue 39).
  const askHour = changes && !answer.in_window;
  const [hourOk, setHourOk] = useState(false);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="fertigation-preview-title"
      data-testid="fertigation-preview"
    >
      <DialogTitle id="fertigation-preview-title" sx={{ overflowWrap: 'anywhere', pb: 0.5 }}>
        {t(`${A}.confirm.title`)}
      </DialogTitle>
      <DialogContent sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary" data-testid="preview-summary">
          {t(`${A}.confirm.summary`, {
            stage: t(`soybean.stages.${answer.stage}`, { defaultValue: answer.stage }),
            zone: zoneText(t, answer.zone),
            profile: t(`${A}.profiles.${answer.profile}`),
          })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" data-testid="preview-reading-time">
          {readingTimeText(t, answer.reading.timestamp, i18n.language)} ·{' '}
          {t(`${A}.readingAge`, { count: Math.round(answer.reading_age_minutes) })}
        </Typography>
        {answer.reading_age_minutes > VALVE_MAX_AGE_MINUTES && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="preview-stale">
            {t(`${A}.readingStale`)}
          </Alert>
        )}
        <Alert severity={answer.calibrated ? 'success' : 'info'} sx={{ mt: 1 }} data-testid="preview-calibration">
          {t(answer.calibrated ? `${A}.calibratedOn` : `${A}.uncalibrated`)}
        </Alert>
        {!answer.in_window && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="preview-notice">
            {t(`${A}.notice`)}
            {askHour && (
              <FormControlLabel
                sx={{ display: 'flex', mt: 0.5 }}
                control={
                  <Checkbox
                    checked={hourOk}
                    onChange={(e) => setHourOk(e.target.checked)}
                    slotProps={{ input: { 'data-testid': 'preview-hour-confirm' } as object }}
                  />
                }
                label={t('monitoring.fertigation.confirmWindow.acknowledge')}
              />
            )}
          </Alert>
        )}
        {!changes && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="preview-nothing">
            {t(`${A}.confirm.nothing`)}
          </Alert>
        )}
        <List disablePadding>
          {answer.recommendations.map((r) => (
            <PreviewValve key={r.parameter} action={r} />
          ))}
        </List>
      </DialogContent>
      {/* Outside the scrolling list, so it is seen wherever the list is scrolled to. */}
      {error && (
        <Box sx={{ px: 3, pt: 1 }}>
          <FailureAlert kind="start" error={error} />
        </Box>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {changes ? (
          <>
            <Button onClick={onCancel} disabled={busy} data-testid="fertigation-cancel">
              {t(`${A}.confirm.cancel`)}
            </Button>
            <BusyButton variant="contained" busy={busy} disabled={askHour && !hourOk} onClick={onConfirm} data-testid="fertigation-confirm">
              {t(`${A}.confirm.confirm`)}
            </BusyButton>
          </>
        ) : (
          <Button variant="contained" onClick={onCancel} data-testid="fertigation-close">
            {t(`${A}.confirm.close`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PreviewValve({ action }: { action: FertigationAction }) {
  const { t, i18n } = useTranslation();
  const num = (v: number) => formatValue(v, i18n.language);
  const heading = (
    <Typography sx={{ fontWeight: 600, minWidth: 0 }} data-testid="preview-action">
      {valveText(t, action)}: {actionText(t, action)}
    </Typography>
  );
  return (
    <FertigationActionItem action={action} testId="preview-valve" sourceTestId="preview-source" heading={heading} spacing={1.5}>
      <Typography variant="body2" data-testid="preview-reading">
        {readingText(t, action, i18n.language)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="preview-band">
        {t(`${A}.bandLine`, { low: num(action.low), high: num(action.high), unit: unitText(t, action.unit) })}
      </Typography>
      <Typography variant="body2" sx={{ color: LEVEL_COLOURS[action.level], mt: 0.5 }} data-testid="preview-message">
        {action.message}
      </Typography>
    </FertigationActionItem>
  );
}
