import { PRACTICE_STAGE_NAMES, type PracticesResponse } from '@agrim/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Chip, LinearProgress, Link, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePractices } from './api/usePractices';

type Practice = PracticesResponse['practices'][number];
const ALL = '';

/**
 * /management_practices: what a soybean grower does at each stage, grouped by topic, in the UI
 * language, with each item's source. The stage comes from ?stage=, the selector, or a sowing date
 * (the server works out the current stage from the days since sowing).
 */
export default function ManagementPracticesPage() {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const [params, setParams] = useSearchParams();
  // The chosen stage lives here (so a sowing date clears it in the same render) and in ?stage=.
  const [chosen, setChosen] = useState(() => params.get('stage') ?? ALL);
  const [zone, setZone] = useState(ALL);
  const [sowingDate, setSowingDate] = useState('');
  const query = usePractices({ stage: chosen || undefined, zone: zone || undefined, sowing_date: sowingDate || undefined });
  const data = query.data;
  const stage = chosen || (data?.current_stage ?? ALL);
  const stageNames = data?.stages.length ? data.stages.map((s) => s.name) : [...PRACTICE_STAGE_NAMES];
  const stageLabel = (name: string) => {
    const hi = data?.stages.find((s) => s.name === name)?.hi;
    return hindi && hi ? hi : t(`soybean.stages.${name}`, { defaultValue: name });
  };

  const chooseStage = (value: string) => {
    setChosen(value);
    const next = new URLSearchParams(params);
    if (value) next.set('stage', value);
    else next.delete('stage');
    setParams(next, { replace: true });
  };
  const chooseSowingDate = (value: string) => {
    setSowingDate(value);
    // The sowing date decides the stage: a stage chosen before gives way.
    if (value && chosen) chooseStage(ALL);
  };

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1">
          {t('screens.managementPractices')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('soybean.practices.intro')}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('soybean.practices.stage')}
            value={stageNames.includes(stage) ? stage : ALL}
            onChange={(e) => chooseStage(e.target.value)}
            sx={{ minWidth: 260 }}
            slotProps={{
              inputLabel: { shrink: true },
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'practice-stage' } as object },
            }}
          >
            <MenuItem value={ALL}>{t('soybean.practices.allStages')}</MenuItem>
            {stageNames.map((s) => (
              <MenuItem key={s} value={s}>
                {stageLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('soybean.practices.zone')}
            value={zone}
            onChange={(e) => setZone(e.target.value)}
            sx={{ minWidth: 180 }}
            slotProps={{
              inputLabel: { shrink: true },
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'practice-zone' } as object },
            }}
          >
            <MenuItem value={ALL}>{t('soybean.practices.allZones')}</MenuItem>
            {(data?.zones ?? []).map((z) => (
              <MenuItem key={z} value={z}>
                {t(`soybean.zones.${z}`, { defaultValue: z })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('soybean.practices.sowingDate')}
            value={sowingDate}
            onChange={(e) => chooseSowingDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'sowing-date' } }}
          />
        </Stack>
        {data?.days_after_sowing != null && data.current_stage && (
          <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="current-stage">
            {data.days_after_sowing < 0
              ? t('soybean.practices.beforeSowingDate', { stage: stageLabel(data.current_stage) })
              : t('soybean.practices.current', { count: data.days_after_sowing, stage: stageLabel(data.current_stage) })}
          </Typography>
        )}
      </Paper>
      {query.isFetching && <LinearProgress aria-label={t('soybean.loading')} />}
      {query.isError && <Alert severity="error">{t('soybean.loadFailed', { message: query.error.message })}</Alert>}
      {query.isPending && <Typography color="text.secondary">{t('soybean.loading')}</Typography>}
      {data && <Practices data={data} stageLabel={stageLabel} />}
    </Stack>
  );
}

function Practices({ data, stageLabel }: { data: PracticesResponse; stageLabel: (name: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  if (data.practices.length === 0) return <Alert severity="info">{t('soybean.practices.none')}</Alert>;
  const showStage = !data.current_stage;
  const topics = data.topics.filter((topic) => data.practices.some((p) => p.topic === topic.id));
  const orphans = data.practices.filter((p) => !data.topics.some((topic) => topic.id === p.topic));
  return (
    <Stack spacing={2} data-testid="practices">
      {topics.map((topic) => (
        <Topic
          key={topic.id}
          id={topic.id}
          name={topic.name[lang]}
          items={data.practices.filter((p) => p.topic === topic.id)}
          stageLabel={showStage ? stageLabel : undefined}
        />
      ))}
      {orphans.length > 0 && <Topic id="other" name="—" items={orphans} stageLabel={showStage ? stageLabel : undefined} />}
    </Stack>
  );
}

function Topic({ id, name, items, stageLabel }: { id: string; name: string; items: Practice[]; stageLabel?: (s: string) => string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`topic-${id}`} sx={{ p: { xs: 1.5, sm: 2 } }} data-topic={id}>
      <Typography variant="h6" component="h2" id={`topic-${id}`} sx={{ fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Stack spacing={1.75}>
        {items.map((p) => (
          <PracticeItem key={p.id} practice={p} stageLabel={stageLabel} />
        ))}
      </Stack>
    </Paper>
  );
}

function PracticeItem({ practice, stageLabel }: { practice: Practice; stageLabel?: (s: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const recalled = practice.verification === 'recalled';
  return (
    <Box component="article" data-testid="practice" data-id={practice.id} data-stage={practice.stage}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {practice.title[lang]}
        </Typography>
        {stageLabel && <Chip size="small" variant="outlined" label={stageLabel(practice.stage)} />}
        {recalled && (
          <Tooltip title={t('soybean.practices.toBeConfirmedHint')} enterTouchDelay={0}>
            <Chip size="small" color="warning" label={t('soybean.practices.toBeConfirmed')} data-testid="to-be-confirmed" />
          </Tooltip>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
        {practice.text[lang]}
      </Typography>
      {practice.zones && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('soybean.practices.zonesFor', {
            zones: practice.zones.map((z) => t(`soybean.zones.${z}`, { defaultValue: z })).join(', '),
          })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" data-testid="practice-source">
        {practice.url ? (
          <Link href={practice.url} target="_blank" rel="noopener noreferrer" color="inherit">
            {t('soybean.practices.source', { source: practice.source })}
            <OpenInNew sx={{ fontSize: 12, ml: 0.5, verticalAlign: 'middle' }} />
          </Link>
        ) : (
          t('soybean.practices.source', { source: practice.source })
        )}
      </Typography>
    </Box>
  );
}
