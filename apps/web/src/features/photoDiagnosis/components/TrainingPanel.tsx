import { type ImageTask, TRAINING_MIN_IMAGES_PER_CLASS, TRAINING_ZIP_MAX_BYTES, type TrainingJob } from '@agrim/contracts';
import FolderZip from '@mui/icons-material/FolderZip';
import ModelTraining from '@mui/icons-material/ModelTraining';
import { Alert, Box, Button, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartTraining, useTrainingJob, useTrainingJobs } from '../api/useTraining';
import { BusyButton } from '../../../components/BusyButton';
import { Section } from '../../../components/Section';
import { ErrorAlert } from './ErrorAlert';

const ZIP_MB = Math.round(TRAINING_ZIP_MAX_BYTES / (1024 * 1024));
const NAME_MAX = 60;

const STATE_COLOR: Record<TrainingJob['state'], 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

/**
 * Admin: train a model of any task from a zip of class-named photo folders. The job runs on the
 * server; its progress is polled until it has succeeded or failed, and a new model is handed to
 * `onTrained` (the model list reloads by itself).
 */
export function TrainingPanel({ task, onTrained }: { task: ImageTask; onTrained: (modelId: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [zip, setZip] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartTraining();
  // A job of this task still running from an earlier visit is followed too.
  const jobs = useTrainingJobs();
  const resumed = jobs.data?.find((j) => j.task === task && (j.state === 'queued' || j.state === 'running'));
  const activeId = jobId ?? resumed?.id ?? null;
  const job = useTrainingJob(activeId, task, onTrained);
  const current = job.data ?? start.data;
  const running = !!activeId && (!current || current.state === 'queued' || current.state === 'running');

  const pickZip = (file: File | undefined) => {
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) {
      setProblem(t('image.training.notZip'));
      setZip(null);
    } else if (file.size > TRAINING_ZIP_MAX_BYTES) {
      setProblem(t('image.training.tooLarge', { mb: ZIP_MB }));
      setZip(null);
    } else {
      setProblem(null);
      setZip(file);
    }
  };

  const train = () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('image.training.nameRequired'));
    if (!zip) return setProblem(t('image.training.zipRequired'));
    setProblem(null);
    setJobId(null);
    start.mutate({ task, name: trimmed, file: zip }, { onSuccess: (accepted) => setJobId(accepted.id) });
  };

  return (
    <Section
      title={t('image.training.title')}
      help={t('image.training.help', { min: TRAINING_MIN_IMAGES_PER_CLASS, mb: ZIP_MB })}
      testId="training-panel"
    >
      <Stack spacing={2}>
        <Box data-testid="training-guidance">
          <Typography variant="subtitle2" component="h3">
            {t('image.training.howTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('image.training.how')}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {t('image.training.photosTitle')}
          </Typography>
          <Typography variant="body2">{t('image.training.photos', { min: TRAINING_MIN_IMAGES_PER_CLASS })}</Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={t('image.training.name')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, NAME_MAX))}
            helperText={t('image.training.nameHelp')}
            disabled={running}
            sx={{ minWidth: { sm: 260 } }}
            slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'training-name' } }}
          />
          <Button variant="outlined" startIcon={<FolderZip />} onClick={() => input.current?.click()} disabled={running}>
            {t('image.training.chooseZip')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            hidden
            data-testid="training-file"
            onChange={(e) => {
              pickZip(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <BusyButton
            variant="contained"
            startIcon={<ModelTraining />}
            busy={start.isPending || running}
            onClick={train}
            data-testid="training-start"
          >
            {t('image.training.start')}
          </BusyButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="training-file-name" sx={{ overflowWrap: 'anywhere' }}>
          {zip ? zip.name : t('image.training.noZip')}
        </Typography>
        {problem && (
          <Alert severity="error" data-testid="training-problem">
            {problem}
          </Alert>
        )}
        {start.error && <ErrorAlert error={start.error} testId="training-error" />}
        {current && (
          <Box data-testid="training-job">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('image.training.job', { name: current.name })}
              </Typography>
              <Chip
                size="small"
                color={STATE_COLOR[current.state]}
                label={t(`image.training.states.${current.state}`)}
                data-testid="training-state"
              />
            </Stack>
            {running && <LinearProgress aria-label={t('image.training.progress')} sx={{ mb: 1 }} />}
            {current.state === 'succeeded' ? (
              <Alert severity="success" data-testid="training-done">
                {t('image.training.succeeded', { name: current.name })}
              </Alert>
            ) : current.state === 'failed' ? (
              <Alert severity="error" data-testid="training-failed">
                {t('image.training.failed', { message: current.message })}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary" data-testid="training-message">
                {current.message}
              </Typography>
            )}
          </Box>
        )}
        {job.error && <ErrorAlert error={job.error} testId="training-poll-error" />}
      </Stack>
    </Section>
  );
}
