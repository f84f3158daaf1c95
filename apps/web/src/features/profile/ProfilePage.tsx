import { CV_FILE_ACCEPT, DATASET_FILE_ACCEPT, PROFILE_CONTAINER } from '@agrim/contracts';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Avatar, Box, Button, CircularProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast';
import { signed, useContainerSas } from '../../lib/feedback/useContainerSas';
import { useProfile } from './api/useProfile';
import { type UploadField, useUploadProfileData } from './api/useUploadProfileData';
import { FileCard } from './components/FileCard';
import { PageHeader } from '../../components/PageHeader';
import { TabBar } from '../../components/TabBar';

type DatasetTab = 'fertilizer' | 'reference';
const TABS: DatasetTab[] = ['fertilizer', 'reference'];
const FIELD: Record<DatasetTab, UploadField> = { fertilizer: 'fertilizer_dataset', reference: 'reference_dataset' };

/** A button that opens the file picker; busy while its upload runs. */
function UploadButton({
  label,
  accept,
  multiple,
  busy,
  disabled,
  onFiles,
  testId,
}: {
  label: string;
  accept: string;
  multiple: boolean;
  busy: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
}) {
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files ? [...e.target.files] : [];
    e.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <Button
      component="label"
      variant="contained"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFile />}
    >
      {label}
      <input hidden type="file" accept={accept} multiple={multiple} onChange={pick} data-testid={testId} />
    </Button>
  );
}

/** Expert profile (spec 2.19): name, CV download and upload, and the two dataset lists. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const profile = useProfile();
  const sas = useContainerSas(PROFILE_CONTAINER);
  const upload = useUploadProfileData();
  const [tab, setTab] = useState<DatasetTab>('fertilizer');
  const uploading = upload.isPending ? upload.variables?.field : undefined;

  const send = async (field: UploadField, files: File[]) => {
    try {
      await upload.mutateAsync({ field, files });
      // Spec 8's messages (in Hindi, their translations).
      toast('success', field === 'cv' ? t('profile.resumeAdded') : t('profile.datasetAdded'));
    } catch (err) {
      toast('error', `${t('profile.uploadFailed')} (${(err as Error).message})`);
    }
  };
  const p = profile.data;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <PageHeader title={t('profile.title')} />
      {profile.isError && <Alert severity="error">{t('profile.loadFailed', { message: profile.error.message })}</Alert>}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }} aria-hidden>
              {(p?.name ?? '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('profile.name')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="profile-name" sx={{ lineHeight: 1.3, wordBreak: 'break-word' }}>
                {p ? p.name : <Skeleton width={160} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {p ? p.cv ? t('profile.cvUploaded', { name: p.cv.name }) : t('profile.noCv') : <Skeleton width={120} />}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<Download />}
              component="a"
              href={p?.cv && sas.data ? signed(p.cv.url, sas.data) : undefined}
              download
              disabled={!p?.cv || !sas.data}
              data-testid="download-cv"
            >
              {t('profile.downloadCv')}
            </Button>
            <UploadButton
              label={t('profile.uploadCv')}
              accept={CV_FILE_ACCEPT}
              multiple={false}
              busy={uploading === 'cv'}
              disabled={!!uploading || !p}
              onFiles={(files) => void send('cv', files)}
              testId="upload-cv"
            />
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
          {t('profile.cvHelp')}
        </Typography>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="datasets-heading">
        <Typography id="datasets-heading" variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          {t('profile.datasets')}
        </Typography>
        <Box sx={{ px: { xs: 1, sm: 2 } }}>
          <TabBar
            value={tab}
            onChange={setTab}
            tabs={TABS.map((key) => ({
              value: key,
              label: t(`profile.tabs.${key}`),
              id: `dataset-tab-${key}`,
              panelId: `dataset-panel-${key}`,
            }))}
          />
        </Box>
        {TABS.map((key) => {
          const files = p?.[key] ?? [];
          return (
            <Box
              key={key}
              hidden={key !== tab}
              role="tabpanel"
              id={`dataset-panel-${key}`}
              aria-labelledby={`dataset-tab-${key}`}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                  <UploadButton
                    label={t(`profile.upload.${key}`)}
                    accept={DATASET_FILE_ACCEPT}
                    multiple
                    busy={uploading === FIELD[key]}
                    disabled={!!uploading || !p}
                    onFiles={(picked) => void send(FIELD[key], picked)}
                    testId={`upload-${key}`}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {t('profile.datasetHelp')}
                  </Typography>
                </Stack>
                {!p ? (
                  <Skeleton variant="rounded" height={64} />
                ) : files.length === 0 ? (
                  <Typography color="text.secondary" data-testid={`empty-${key}`}>
                    {t(`profile.empty.${key}`)}
                  </Typography>
                ) : (
                  <Box
                    component="ul"
                    aria-label={t(`profile.tabs.${key}`)}
                    sx={{
                      listStyle: 'none',
                      m: 0,
                      p: 0,
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
                    }}
                  >
                    {files.map((file) => (
                      <FileCard key={file.url} file={file} sas={sas.data} />
                    ))}
                  </Box>
                )}
              </Stack>
            </Box>
          );
        })}
      </Paper>
    </Stack>
  );
}
