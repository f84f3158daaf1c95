import {
  type FertigationAction,
  type FertigationProfileName,
  type FertigationStartResponse,
  FERTIGATION_PROFILE_IDS,
  inFertigationWindow,
  MOISTURE_SLIDER,
  SOYA_ZONES,
  type SoyaZone,
} from '@agrim/contracts';
import WaterDrop from '@mui/icons-material/WaterDrop';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { ApiError } from '../../../lib/api';
import { useNow } from '../../../lib/useNow';
import { analysisLanguage, formatReadingTime, formatValue } from '../../soilDataAnalysis/shared/format';
import { usePreviewFertigation } from '../api/usePreviewFertigation';
import { type FertigationAsk, useStartFertigation } from '../api/useStartFertigation';

/** Below the band red (the valve opens), inside green, above amber (the valve closes). */
const LEVEL_COLOURS = { low: '#c62828', ok: '#2e7d32', high: '#ef6c00' } as const;
/** The zone select's value for "the zone of the device's farm" (the request leaves `zone` out). */
const FROM_FARM = 'farm';
const A = 'soybean.analytics';

/**
 * Start Fertigation (spec 2.14, issue 20): the zone and threshold profile, the moisture slider (spec
 * profile only: the agronomy profile reads the probe), the fertigation window notice (shown outside
 * 10:00–19:00 Asia/Kolkata; the button is not blocked). The button first asks the server for a
 * preview and shows, per valve, what would happen and why; only Confirm sends the commands, and the
 * list of what was done follows.
 */
export function FertigationPanel({ deviceId, stage }: { deviceId: string; stage: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  const [moisture, setMoisture] = useState<number>(MOISTURE_SLIDER.default);
  const [profile, setProfile] = useState<FertigationProfileName>('agronomy');
  const [zone, setZone] = useState<SoyaZone | typeof FROM_FARM>(FROM_FARM);
  /** The body the open dialog previewed; Confirm sends exactly this. */
  const [asked, setAsked] = useState<FertigationAsk | null>(null);
  const preview = usePreviewFertigation();
  const start = useStartFertigation();
  // The list belongs to the stage it was asked for; another stage starts afresh.
  const answer = start.data?.stage === stage ? start.data : undefined;
  const shown = asked && preview.data && preview.variables === asked ? preview.data : undefined;

  const onStart = () => {
    const body: FertigationAsk = {
      stage,
      deviceId,
      language: analysisLanguage(i18n.language),
      profile,
      ...(zone === FROM_FARM ? {} : { zone }),
      ...(profile === 'spec' ? { moisture } : {}),
    };
    setAsked(null);
    if (start.isError) start.reset();
    preview.mutate(body, { onSuccess: () => setAsked(body) });
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="fertigation-panel">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t(`${A}.zone`)}
            value={zone}
            onChange={(e) => setZone(e.target.value as SoyaZone | typeof FROM_FARM)}
            sx={{ minWidth: 200, alignSelf: { xs: 'stretch', sm: 'center' } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'fertigation-zone' } as object } }}
          >
            <MenuItem value={FROM_FARM}>{t(`${A}.zoneFromFarm`)}</MenuItem>
            {SOYA_ZONES.map((z) => (
              <MenuItem key={z} value={z}>
                {t(`soybean.zones.${z}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="fertigation-profile-label" sx={{ typography: 'body2' }}>
              {t(`${A}.profile`)}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="fertigation-profile-label"
              value={profile}
              onChange={(e) => setProfile(e.target.value as FertigationProfileName)}
              data-testid="fertigation-profile"
            >
              {FERTIGATION_PROFILE_IDS.map((p) => (
                <FormControlLabel key={p} value={p} control={<Radio size="small" />} label={t(`${A}.profiles.${p}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
        {profile === 'spec' ? (
          <Box>
            <Typography id="moisture-label" gutterBottom>
              {t(`${A}.moistureLabel`)}{' '}
              <Box component="strong" data-testid="moisture-value">
                {formatValue(moisture, i18n.language)}
              </Box>
            </Typography>
            <Slider
              aria-labelledby="moisture-label"
              value={moisture}
              min={MOISTURE_SLIDER.min}
              max={MOISTURE_SLIDER.max}
              step={MOISTURE_SLIDER.step}
              valueLabelDisplay="auto"
              onChange={(_, v) => setMoisture(v)}
              sx={{ display: 'block', width: 'auto', maxWidth: 520, mx: 1.5 }}
              slotProps={{ input: { 'data-testid': 'moisture-slider' } as object }}
            />
          </Box>
        ) : (
          <Typography variant="caption" color="text.secondary" data-testid="probe-moisture-note">
            {t(`${A}.probeMoisture`)}
          </Typography>
        )}
        {!inFertigationWindow(now) && (
          <Alert severity="error" data-testid="fertigation-notice">
            {t(`${A}.notice`)}
          </Alert>
        )}
        <BusyButton
          variant="contained"
          startIcon={<WaterDrop />}
          busy={preview.isPending}
          onClick={onStart}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(`${A}.start`)}
        </BusyButton>
        {preview.isError && <FailureAlert kind="preview" error={preview.error} />}
        {!asked && start.isError && <FailureAlert kind="start" error={start.error} />}
        {answer && <Recommendations answer={answer} />}
      </Stack>
      {shown && (
        <PreviewDialog
          answer={shown}
          busy={start.isPending}
          error={start.isError && start.variables === asked ? start.error : null}
          onCancel={() => setAsked(null)}
          onConfirm={() => start.mutate(asked!, { onSuccess: () => setAsked(null) })}
        />
      )}
    </Paper>
  );
}

/** What to do after a failed call, by the kind of failure (the server's own message comes first). */
function errorHint(t: TFunction, error: Error): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const key =
    code === 'NETWORK'
      ? 'network'
      : code === 'FORBIDDEN'
        ? 'forbidden'
        : code === 'NOT_FOUND'
          ? 'notFound'
          : code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST'
            ? 'invalid'
            : 'retry';
  return t(`${A}.errorHints.${key}`);
}

function FailureAlert({ kind, error }: { kind: 'preview' | 'start'; error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="fertigation-error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{t(kind === 'preview' ? `${A}.previewFailed` : `${A}.startFailedTitle`)}</AlertTitle>
      <Typography variant="body2" data-testid="fertigation-error-message">
        {error.message}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {errorHint(t, error)} {t(kind === 'preview' ? `${A}.previewNothingSent` : `${A}.startMaybeSent`)}
      </Typography>
    </Alert>
  );
}

/** The valve's action in words: opens for N minutes, closes, no change, or stays closed and why. */
function actionText(t: TFunction, a: FertigationAction): string {
  if (a.command === 'on') return t(`${A}.actions.on`, { count: a.duration_minutes ?? 0 });
  if (a.command === 'off') return t(`${A}.actions.off`);
  if (a.held) return t(`${A}.actions.held`, { reason: t(`${A}.held.${a.held}`) });
  return t(`${A}.actions.none`);
}

const unitText = (t: TFunction, unit: FertigationAction['unit']) => t(`${A}.units.${unit}`, { defaultValue: unit });

function readingText(t: TFunction, a: FertigationAction, language: string): string {
  const reading = t(`${A}.readingValue`, { value: formatValue(a.value, language), unit: unitText(t, a.unit) });
  return a.rating ? `${reading}, ${t(`${A}.rated`, { rating: t(`${A}.ratings.${a.rating}`) })}` : reading;
}

const sourceText = (t: TFunction, a: FertigationAction) =>
  t(`${A}.sourceLine`, { source: a.source, verification: t(`${A}.verifications.${a.verification}`) });

/** The preview: per valve what Confirm would do, the reading, the band and where the figures come from. */
function PreviewDialog({
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
            zone: t(`soybean.zones.${answer.zone}`, { defaultValue: answer.zone }),
            profile: t(`${A}.profiles.${answer.profile}`),
          })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t(`${A}.readingOf`, { time: formatReadingTime(answer.reading.timestamp, i18n.language) })}
        </Typography>
        {!answer.in_window && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="preview-notice">
            {t(`${A}.notice`)}
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
            <BusyButton variant="contained" busy={busy} onClick={onConfirm} data-testid="fertigation-confirm">
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
  const colour = LEVEL_COLOURS[action.level];
  const valve = t(`${A}.valve`, { valve: t(`${A}.valves.${action.valve}`) });
  const num = (v: number) => formatValue(v, i18n.language);
  return (
    <ListItem
      disableGutters
      data-testid="preview-valve"
      data-parameter={action.parameter}
      data-level={action.level}
      data-command={action.command ?? ''}
      data-held={action.held ?? ''}
      sx={{ display: 'block', borderLeft: 4, borderColor: colour, pl: 1.5, my: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t(`${A}.levels.${action.level}`)} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />
        <Typography sx={{ fontWeight: 600, minWidth: 0 }} data-testid="preview-action">
          {valve}: {actionText(t, action)}
        </Typography>
      </Stack>
      <Typography variant="body2" data-testid="preview-reading">
        {readingText(t, action, i18n.language)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="preview-band">
        {t(`${A}.bandLine`, { low: num(action.low), high: num(action.high), unit: unitText(t, action.unit) })}
      </Typography>
      <Typography variant="body2" sx={{ color: colour, mt: 0.5 }} data-testid="preview-message">
        {action.message}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="preview-source">
        {sourceText(t, action)}
      </Typography>
    </ListItem>
  );
}

function Recommendations({ answer }: { answer: FertigationStartResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid="recommendations">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(`${A}.recommendations`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`${A}.readingOf`, { time: formatReadingTime(answer.reading.timestamp, i18n.language) })} ·{' '}
        {t(`soybean.zones.${answer.zone}`, { defaultValue: answer.zone })} · {t(`${A}.profiles.${answer.profile}`)}
      </Typography>
      <List disablePadding>
        {answer.recommendations.map((r) => (
          <Recommendation key={r.parameter} action={r} />
        ))}
      </List>
    </Box>
  );
}

function Recommendation({ action }: { action: FertigationAction }) {
  const { t, i18n } = useTranslation();
  const colour = LEVEL_COLOURS[action.level];
  const valve = t(`${A}.valve`, { valve: t(`${A}.valves.${action.valve}`) });
  const num = (v: number) => formatValue(v, i18n.language);
  const details = [
    action.duration_minutes !== null ? t(`${A}.minutes`, { count: action.duration_minutes }) : null,
    action.rating ? t(`${A}.rated`, { rating: t(`${A}.ratings.${action.rating}`) }) : null,
    action.held ? t(`${A}.heldShort`, { reason: t(`${A}.held.${action.held}`) }) : null,
  ].filter((d): d is string => d !== null);
  return (
    <ListItem
      disableGutters
      data-testid="recommendation"
      data-parameter={action.parameter}
      data-level={action.level}
      data-command={action.command ?? ''}
      data-held={action.held ?? ''}
      sx={{ display: 'block', borderLeft: 4, borderColor: colour, pl: 1.5, my: 1, overflowWrap: 'anywhere' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t(`${A}.levels.${action.level}`)} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />
        <Typography sx={{ color: colour, fontWeight: 500, minWidth: 0 }} data-testid="recommendation-message">
          {action.message}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-command">
        {num(action.value)} {unitText(t, action.unit)} ({num(action.low)}–{num(action.high)}) · {valve}:{' '}
        {t(`${A}.commands.${action.command ?? 'none'}`)}
        {action.delivery && ` · ${t(`${A}.delivery.${action.delivery}`)}`}
        {details.length > 0 && ` · ${details.join(' · ')}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="recommendation-source">
        {sourceText(t, action)}
      </Typography>
    </ListItem>
  );
}
