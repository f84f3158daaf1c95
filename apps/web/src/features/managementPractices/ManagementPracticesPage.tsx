import { PRACTICE_STAGE_NAMES, type PracticesResponse } from '@agrim/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePractices } from './api/usePractices';
import { numberReferences } from './references';
import { serverStageName } from './stageName';
import { languageOf, textIn } from '../../lib/language';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';

type Practice = PracticesResponse['practices'][number];
const ALL = '';

/**
 * /management_practices: what a soybean grower does at each stage, grouped by topic, in the UI
 * language, in sections that fold; each item cites its source by number ([1], [2]) and the sources
 * are listed once, numbered, at the end. The stage comes from ?stage=, the selector, or a sowing date
 * (the server works out the current stage from the days since sowing).
 */
export default function ManagementPracticesPage() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [params, setParams] = useSearchParams();
  // The chosen stage lives here (so a sowing date clears it in the same render) and in ?stage=.
  const [chosen, setChosen] = useState(() => params.get('stage') ?? ALL);
  const [zone, setZone] = useState(ALL);
  const [sowingDate, setSowingDate] = useState('');
  const query = usePractices({ stage: chosen || undefined, zone: zone || undefined, sowing_date: sowingDate || undefined });
  // The list's first render is long (every topic's items); drawn from a deferred copy, it is rendered in slices
  // between the browser's other work instead of one task of the page's load (issue 43 item 5).
  const data = useDeferredValue(query.data);
  const stage = chosen || (data?.current_stage ?? ALL);
  const stageNames = data?.stages.length ? data.stages.map((s) => s.name) : [...PRACTICE_STAGE_NAMES];
  const stageLabel = (name: string) => {
    return serverStageName(data?.stages, name, language) ?? t(`soybean.stages.${name}`, { defaultValue: name });
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
      <PageHeader title={t('screens.managementPractices')} subtitle={t('soybean.practices.intro')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <SelectField
            size="small"
            label={t('soybean.practices.stage')}
            value={stageNames.includes(stage) ? stage : ALL}
            onChange={chooseStage}
            sx={{ minWidth: 260 }}
            testId="practice-stage"
            options={[
              { value: ALL, label: t('soybean.practices.allStages') },
              ...stageNames.map((s) => ({ value: s, label: stageLabel(s) })),
            ]}
          />
          <SelectField
            size="small"
            label={t('soybean.practices.zone')}
            value={zone}
            onChange={setZone}
            sx={{ minWidth: 180 }}
            testId="practice-zone"
            options={[
              { value: ALL, label: t('soybean.practices.allZones') },
              ...(data?.zones ?? []).map((z) => ({ value: z, label: t(`soybean.zones.${z}`, { defaultValue: z }) })),
            ]}
          />
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
      {!data && !query.isError && <Typography color="text.secondary">{t('soybean.loading')}</Typography>}
      {data && <Practices data={data} stageLabel={stageLabel} />}
    </Stack>
  );
}

function Practices({ data, stageLabel }: { data: PracticesResponse; stageLabel: (name: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const topics = data.topics.filter((topic) => data.practices.some((p) => p.topic === topic.id));
  const orphans = data.practices.filter((p) => !data.topics.some((topic) => topic.id === p.topic));
  const sections = [
    ...topics.map((topic) => ({ id: topic.id, name: textIn(topic.name, lang), items: data.practices.filter((p) => p.topic === topic.id) })),
    ...(orphans.length ? [{ id: 'other', name: '—', items: orphans }] : []),
  ];
  // The first section open; the others fold, so the topics read as a list first.
  const [open, setOpen] = useState<Set<string> | null>(null);
  const expanded = open ?? new Set(sections.slice(0, 1).map((s) => s.id));
  if (data.practices.length === 0) return <Alert severity="info">{t('soybean.practices.none')}</Alert>;
  const showStage = !data.current_stage;
  // The order items are shown in, so the numbers run 1, 2, 3 down the page.
  const { references, numberOf } = numberReferences(sections.flatMap((s) => s.items));
  const allOpen = sections.every((s) => expanded.has(s.id));
  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  return (
    <Stack spacing={1.5} data-testid="practices">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={allOpen ? <UnfoldLess /> : <UnfoldMore />}
          onClick={() => setOpen(allOpen ? new Set() : new Set(sections.map((s) => s.id)))}
          data-testid="practices-toggle-all"
        >
          {allOpen ? t('soybean.practices.closeAll') : t('soybean.practices.openAll')}
        </Button>
      </Box>
      <div>
        {sections.map((section) => (
          <Topic
            key={section.id}
            id={section.id}
            name={section.name}
            items={section.items}
            expanded={expanded.has(section.id)}
            onToggle={() => toggle(section.id)}
            numberOf={numberOf}
            stageLabel={showStage ? stageLabel : undefined}
          />
        ))}
      </div>
      <Paper variant="outlined" component="section" aria-labelledby="practice-references" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" id="practice-references" sx={{ fontWeight: 700, mb: 1 }}>
          {t('soybean.practices.references')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3.5, '& li + li': { mt: 0.75 } }} data-testid="practice-references">
          {references.map((r) => (
            <Typography
              component="li"
              variant="body2"
              key={r.n}
              value={r.n}
              id={`ref-${r.n}`}
              data-testid="practice-reference"
              sx={{ overflowWrap: 'anywhere', scrollMarginTop: 80 }}
            >
              {r.url ? (
                <Link href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.source}
                  <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
                </Link>
              ) : (
                r.source
              )}
            </Typography>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}

interface TopicProps {
  id: string;
  name: string;
  items: Practice[];
  expanded: boolean;
  onToggle: () => void;
  numberOf: (p: Practice) => number;
  stageLabel?: (s: string) => string;
}

function Topic({ id, name, items, expanded, onToggle, numberOf, stageLabel }: TopicProps) {
  const { t } = useTranslation();
  return (
    // A folded topic's items are not drawn until it is opened (MUI mounts them folded by default): most topics
    // start folded, and drawing them all was the longest task of the screen's load (issue 43 item 5).
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      component="section"
      data-topic={id}
      data-expanded={expanded}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`topic-${id}-items`} id={`topic-${id}`}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 17, sm: 19 } }}>
          {name}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('soybean.practices.itemCount', { count: items.length })}
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`topic-${id}-items`}>
        <Stack spacing={1.75}>
          {items.map((p) => (
            <PracticeItem key={p.id} practice={p} reference={numberOf(p)} stageLabel={stageLabel} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function PracticeItem({ practice, reference, stageLabel }: { practice: Practice; reference: number; stageLabel?: (s: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const recalled = practice.verification === 'recalled';
  return (
    <Box component="article" lang={languageOf(lang)} data-testid="practice" data-id={practice.id} data-stage={practice.stage}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {textIn(practice.title, lang)}
        </Typography>
        {stageLabel && <Chip size="small" variant="outlined" label={stageLabel(practice.stage)} />}
        {recalled && (
          <Tooltip title={t('soybean.practices.toBeConfirmedHint')} enterTouchDelay={0}>
            <Chip size="small" color="warning" label={t('soybean.practices.toBeConfirmed')} data-testid="to-be-confirmed" />
          </Tooltip>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
        {textIn(practice.text, lang)}{' '}
        <Link
          href={`#ref-${reference}`}
          onClick={(e) => {
            e.preventDefault();
            document.getElementById(`ref-${reference}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          }}
          underline="hover"
          aria-label={t('soybean.practices.referenceLabel', { n: reference })}
          data-testid="practice-source"
          data-ref={reference}
          sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
        >
          [{reference}]
        </Link>
      </Typography>
      {practice.zones && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('soybean.practices.zonesFor', {
            zones: practice.zones.map((z) => t(`soybean.zones.${z}`, { defaultValue: z })).join(', '),
          })}
        </Typography>
      )}
    </Box>
  );
}
