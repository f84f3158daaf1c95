import { canOpen, DATASET_FILES, type DatasetKind } from '@agrim/contracts';
import Storage from '@mui/icons-material/Storage';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';

/** The server answers 409 while the dataset a forecast is fitted on has not been imported. */
export function isMissingDataset(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The command that imports a dataset on the server (README, Datasets screen). */
export const importCommand = (kind: string, file = '<file>') => `npm run data -- import ${kind} ${file}`;

export function Command({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{
        display: 'block',
        mt: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'ui-monospace, monospace',
        fontSize: 13,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** Which dataset is missing and how to import it; Admins get a link to the Datasets screen. */
export function MissingDataset({ kind }: { kind: DatasetKind }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const admin = canOpen(role, '/datasets');
  const file = DATASET_FILES[kind].split('/').pop()!;
  return (
    <Alert
      severity="warning"
      data-testid="missing-dataset"
      action={
        admin ? (
          <Button component={RouterLink} to="/datasets" color="inherit" size="small" startIcon={<Storage />}>
            {t('datasets.missing.open')}
          </Button>
        ) : undefined
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{t('datasets.missing.title')}</AlertTitle>
      <Typography variant="body2">{t(`datasets.missing.${kind}`)}</Typography>
      {admin ? (
        <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
          {t('datasets.missing.howAdmin', { file: `“${file}”` })}
          <Command>{importCommand(kind, `"${file}"`)}</Command>
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('datasets.missing.howOther')}
        </Typography>
      )}
    </Alert>
  );
}

/** The dataset is being imported (503): the queries ask again until it is ready. */
export function DatasetImporting({ kind }: { kind: DatasetKind }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={<CircularProgress size={20} />} data-testid="dataset-importing">
      {t(`datasets.importing.${kind}`)}
    </Alert>
  );
}
