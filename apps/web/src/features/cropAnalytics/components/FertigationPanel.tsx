import { type FertigationAction, type FertigationStartResponse, inFertigationWindow, MOISTURE_SLIDER } from '@agrim/contracts';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { Alert, Box, Chip, List, ListItem, Paper, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useNow } from '../../../lib/useNow';
import { analysisLanguage, formatReadingTime, formatValue } from '../../soilDataAnalysis/shared/format';
import { useStartFertigation } from '../api/useStartFertigation';

/** Below the band red (the valve opens), inside green, above amber (the valve closes). */
const LEVEL_COLOURS = { low: '#c62828', ok: '#2e7d32', high: '#ef6c00' } as const;

/**
 * The moisture slider (spec 5), the fertigation window notice (shown outside 10:00–19:00
 * Asia/Kolkata; the button is not blocked), Start Fertigation and its recommendation list.
 */
export function FertigationPanel({ deviceId, stage }: { deviceId: string; stage: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  const [moisture, setMoisture] = useState<number>(MOISTURE_SLIDER.default);
  const start = useStartFertigation();
  // The list belongs to the stage it was asked for; another stage starts afresh.
  const answer = start.data?.stage === stage ? start.data : undefined;

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="fertigation-panel">
      <Stack spacing={2}>
        <Box>
          <Typography id="moisture-label" gutterBottom>
            {t('soybean.analytics.moistureLabel')}{' '}
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
        {!inFertigationWindow(now) && (
          <Alert severity="error" data-testid="fertigation-notice">
            {t('soybean.analytics.notice')}
          </Alert>
        )}
        <BusyButton
          variant="contained"
          startIcon={<WaterDrop />}
          busy={start.isPending}
          onClick={() => start.mutate({ stage, moisture, deviceId, language: analysisLanguage(i18n.language) })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('soybean.analytics.start')}
        </BusyButton>
        {start.isError && <Alert severity="error">{t('soybean.analytics.startFailed', { message: start.error.message })}</Alert>}
        {answer && <Recommendations answer={answer} />}
      </Stack>
    </Paper>
  );
}

function Recommendations({ answer }: { answer: FertigationStartResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid="recommendations">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('soybean.analytics.recommendations')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('soybean.analytics.readingOf', { time: formatReadingTime(answer.reading.timestamp, i18n.language) })}
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
  const valve = t('soybean.analytics.valve', { valve: t(`soybean.analytics.valves.${action.valve}`) });
  return (
    <ListItem
      disableGutters
      data-testid="recommendation"
      data-parameter={action.parameter}
      data-level={action.level}
      data-command={action.command ?? ''}
      sx={{ display: 'block', borderLeft: 4, borderColor: colour, pl: 1.5, my: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t(`soybean.analytics.levels.${action.level}`)} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />
        <Typography sx={{ color: colour, fontWeight: 500 }} data-testid="recommendation-message">
          {action.message}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-command">
        {formatValue(action.value, i18n.language)} ({formatValue(action.low, i18n.language)}–{formatValue(action.high, i18n.language)}) ·{' '}
        {valve}: {t(`soybean.analytics.commands.${action.command ?? 'none'}`)}
        {action.delivery && ` · ${t(`soybean.analytics.delivery.${action.delivery}`)}`}
      </Typography>
    </ListItem>
  );
}
