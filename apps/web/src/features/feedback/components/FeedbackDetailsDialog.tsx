import { FEEDBACK_CONTAINER, type FeedbackRow } from '@agrim/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { fileNameOf, signed, useContainerSas } from '../../../lib/feedback/useContainerSas';
import { formatDateTime } from '../../../lib/time';
import { ConfidenceChip, FeedbackStatusChip, ScoreBadge } from './Chips';

/**
 * The reference files: the server's named list when it sends one, else the spec's comma-separated
 * links (empty parts dropped) named after their last path segment.
 */
export const referenceFiles = (row: FeedbackRow): Array<{ url: string; name: string }> =>
  row.reference_files ??
  row.reference_link
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((url) => ({ url, name: fileNameOf(url) }));

/** 'Feedback': every field of the row, and its reference files opened with a signed link. */
export function FeedbackDetailsDialog({ row, onClose, actions }: { row: FeedbackRow | null; onClose: () => void; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const links = row ? referenceFiles(row) : [];
  const sas = useContainerSas(FEEDBACK_CONTAINER, links.length > 0);
  const when = (iso: string | null) => formatDateTime(iso, i18n.language) ?? t('feedback.details.none');
  const text = (v: string | number | null) => (v === null || v === '' ? t('feedback.details.none') : String(v));

  const fields: Array<[keyof FeedbackRow | 'reference_link', ReactNode]> = row
    ? [
        // What the review is about first, then the prediction's inputs, then the record.
        ['user_name', row.user_name || row.user_id],
        ['predicted_at', when(row.predicted_at)],
        ['crop_type', t(`fertilizer.crops.${row.crop_type}`, { defaultValue: row.crop_type })],
        ['soil_type', t(`fertilizer.soilTypes.${row.soil_type}`, { defaultValue: row.soil_type })],
        ['predicted_npk', row.predicted_npk],
        ['score', <ScoreBadge key="s" score={row.score} />],
        [
          'comments',
          <Box key="c" sx={{ whiteSpace: 'pre-wrap' }}>
            {text(row.comments)}
          </Box>,
        ],
        ['confidence_level', <ConfidenceChip key="c" level={row.confidence_level} />],
        ['alternative_npk', text(row.alternative_npk)],
        ['AgroZone', text(row.AgroZone)],
        ['Season', row.Season ? t(`feedback.form.seasons.${row.Season}`, { defaultValue: row.Season }) : t('feedback.details.none')],
        [
          'reference_link',
          links.length === 0 ? (
            t('feedback.details.noFiles')
          ) : !sas.data ? (
            <Skeleton key="l" width={160} />
          ) : (
            <Box component="ul" key="l" sx={{ m: 0, pl: 2.5 }}>
              {links.map((file, i) => (
                <li key={file.url}>
                  <Link
                    href={signed(file.url, sas.data)}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
                    data-testid="reference-link"
                  >
                    {file.name || t('feedback.details.file', { n: i + 1 })}
                    <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
                    <Box component="span" sx={visuallyHidden}>
                      {t('feedback.details.opensInNewTab')}
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          ),
        ],
        ['status', <FeedbackStatusChip key="s" status={row.status} />],
        ['decided_at', when(row.decided_at)],
        ['decided_by', text(row.decided_by_name ?? row.decided_by)],
        ['temperature', row.temperature],
        ['humidity', row.humidity],
        ['moisture', row.moisture],
        ['nitrogen', row.nitrogen],
        ['phosphorus', row.phosphorus],
        ['potassium', row.potassium],
        ['created_at', when(row.created_at)],
        ['id', row.id],
        ['prediction_id', row.prediction_id],
      ]
    : [];

  return (
    <Dialog open={!!row} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="feedback-details-title">
      <DialogTitle id="feedback-details-title">{t('feedback.details.title')}</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-label={t('feedback.details.title')} data-testid="feedback-details">
          <TableBody>
            {fields.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '42%', sm: '36%' }, verticalAlign: 'top' }}>
                  {t(`feedback.details.fields.${key}`)}
                </TableCell>
                <TableCell data-testid={`details-${key}`} sx={{ wordBreak: 'break-word' }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {actions}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
