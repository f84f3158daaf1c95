import { DATASET_UPLOAD_MAX_BYTES, type DatasetKind, type DatasetsResponse } from '@agrim/contracts';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { formatDateTime } from '../../../lib/time';
import { useImportDataset } from '../api/useImportDataset';
import { Facts } from '../../../components/Section';
import { ImportReport } from './ImportReport';
import { numberLocale } from '../../../lib/language';

type Entry = DatasetsResponse['datasets'][number];

const MAX_MB = Math.round(DATASET_UPLOAD_MAX_BYTES / (1024 * 1024));

/** A summary key such as 'first_year' read as 'First year' unless the locale names it. */
const humanise = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** One kind of dataset: its current version, what it holds, and the import of a new version. */
export function DatasetCard({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const importing = useImportDataset();
  const current = entry.current;
  const kind: DatasetKind = entry.kind;

  const importedBy = (by: string) => (by === 'startup' || by === 'cli' ? t(`datasets.by.${by}`) : by);
  const number = new Intl.NumberFormat(numberLocale(lang));
  const value = (v: string | number) => (typeof v === 'number' ? number.format(v) : v);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    importing.reset();
    if (!/\.csv$/i.test(picked.name)) {
      setProblem(t('datasets.upload.notCsv'));
      setFile(null);
    } else if (picked.size > DATASET_UPLOAD_MAX_BYTES) {
      setProblem(t('datasets.upload.tooLarge', { size: MAX_MB }));
      setFile(null);
    } else {
      setProblem(null);
      setFile(picked);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={`dataset-${kind}`}
    >
      <Stack spacing={2}>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t(`datasets.kinds.${kind}`)}
            </Typography>
            {current ? (
              <Chip color="primary" label={t('datasets.versionValue', { version: current.version })} data-testid="dataset-version" />
            ) : (
              <Chip color="warning" label={t('datasets.notImported')} data-testid="dataset-version" />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t(`datasets.kindHelp.${kind}`)}
          </Typography>
        </Box>

        <Facts
          rows={[
            ...(current
              ? ([
                  [t('datasets.rows'), number.format(current.rows), 'dataset-rows'],
                  [t('datasets.importedAt'), formatDateTime(current.imported_at, lang), 'dataset-imported-at'],
                  [t('datasets.importedBy'), importedBy(current.imported_by), 'dataset-imported-by'],
                  [t('datasets.sourceFile'), current.source_file],
                  ...(current.rejected_count > 0
                    ? [[t('datasets.skipped'), number.format(current.rejected_count)] as [string, string]]
                    : []),
                  ...Object.entries(current.summary).map(
                    ([key, v]) => [t(`datasets.summaryKeys.${key}`, { defaultValue: humanise(key) }), value(v)] as [string, string],
                  ),
                ] as Array<[string, ReactNode, string?]>)
              : []),
            [t('datasets.expectedFile'), <code key="file">{entry.expected_file}</code>, 'dataset-expected-file'],
          ]}
        />

        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('datasets.upload.title')}
          </Typography>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={importing.isPending}>
                {t('datasets.upload.choose')}
              </Button>
              <Typography
                variant="body2"
                color="text.secondary"
                data-testid="dataset-file-name"
                sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {file ? file.name : t('datasets.upload.noFile')}
              </Typography>
            </Stack>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid={`dataset-file-${kind}`}
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            {problem && (
              <Alert severity="error" onClose={() => setProblem(null)}>
                {problem}
              </Alert>
            )}
            <Box>
              <FormControlLabel
                control={<Checkbox checked={skipBadRows} onChange={(e) => setSkipBadRows(e.target.checked)} />}
                label={t('datasets.upload.skipBad')}
              />
              <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{t('datasets.upload.skipBadHelp')}</FormHelperText>
            </Box>
            <Box>
              <BusyButton
                variant="contained"
                busy={importing.isPending}
                disabled={!file}
                onClick={() => file && importing.mutate({ kind, file, skipBadRows })}
                data-testid={`dataset-import-${kind}`}
              >
                {t('datasets.upload.import')}
              </BusyButton>
            </Box>
          </Stack>
        </Box>

        <ImportReport result={importing.data} error={importing.error} />
      </Stack>
    </Paper>
  );
}
