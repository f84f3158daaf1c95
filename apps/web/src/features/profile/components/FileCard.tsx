import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';
import { IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { signed } from '../../../lib/feedback/useContainerSas';
import type { ProfileFile } from '../api/useProfile';

const ICONS: Record<string, typeof Description> = { PDF: PictureAsPdf, CSV: TableChart, XLSX: TableChart };

/** One uploaded file: its name and format, and a download link signed for the expert-profile container. */
export function FileCard({ file, sas }: { file: ProfileFile; sas: string | undefined }) {
  const { t } = useTranslation();
  const Icon = ICONS[file.format] ?? Description;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
      data-testid="file-card"
    >
      <Icon color="primary" aria-hidden />
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={file.name}
        >
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('profile.format', { format: file.format })}
        </Typography>
      </Stack>
      <Tooltip title={t('profile.download')}>
        <span>
          <IconButton
            component="a"
            href={sas ? signed(file.url, sas) : undefined}
            download
            disabled={!sas}
            aria-label={t('profile.downloadName', { name: file.name })}
            size="small"
          >
            <Download />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
