import {
  type FertigationProfileName,
  FERTIGATION_PROFILE_IDS,
  inFertigationWindow,
  MOISTURE_SLIDER,
  SOYA_ZONES,
  type SoyaZone,
} from '@agrim/contracts';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { Alert, Box, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Slider, Stack, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { analysisLanguage, formatValue } from '../../../lib/soilAnalysisFormat';
import { useNow } from '../../../lib/useNow';
import { usePreviewFertigation } from '../api/usePreviewFertigation';
import { type FertigationAsk, useStartFertigation } from '../api/useStartFertigation';
import { FailureAlert } from './FertigationFailure';
import { PreviewDialog } from './FertigationPreviewDialog';
import { Recommendations } from './FertigationResults';
import { A } from './fertigationText';
import { SelectField } from '../../../components/SelectField';

/** The zone select's value for "the zone of the device's farm" (the request leaves `zone` out). */
const FROM_FARM = 'farm';

/**
 * Start Fertigation (spec 2.14, issue 20): the zone and threshold profile, the moisture slider (spec
 * profile only: the agronomy profile reads the probe), the fertigation window notice (shown outside
 * 10:00–19:00 Asia/Kolkata; the button is not blocked). The button first asks the server for a
 * preview and shows, per valve, what would happen and why; only Confirm sends the commands, and the
 * list of what was done follows.
 */
export const FertigationPanel = memo(function FertigationPanel({ deviceId, stage }: { deviceId: string; stage: string }) {
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
          <SelectField
            size="small"
            label={t(`${A}.zone`)}
            value={zone}
            onChange={setZone}
            sx={{ minWidth: 200, alignSelf: { xs: 'stretch', sm: 'center' } }}
            testId="fertigation-zone"
            options={[
              { value: FROM_FARM, label: t(`${A}.zoneFromFarm`) },
              ...SOYA_ZONES.map((z) => ({ value: z, label: t(`soybean.zones.${z}`) })),
            ]}
          />
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
});
