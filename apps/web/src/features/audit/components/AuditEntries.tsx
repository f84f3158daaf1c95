import type { AuditEntry } from '@agrim/contracts';
import {
  Box,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEntryText } from './useEntryText';

/** A table on a wide screen; on a phone, one card per entry (six columns do not fit 360 px). */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  return narrow ? <EntryCards entries={entries} /> : <EntryTable entries={entries} />;
}

function EntryTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const text = useEntryText();
  return (
    // A tab stop: with long details the table scrolls inside its frame, and a keyboard must reach it (WCAG 2.1.1).
    <TableContainer component={Paper} variant="outlined" tabIndex={0}>
      <Table size="small" aria-label={t('screens.audit')} data-testid="audit-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('audit.columns.time')}</TableCell>
            <TableCell>{t('audit.columns.actor')}</TableCell>
            <TableCell>{t('audit.columns.role')}</TableCell>
            <TableCell>{t('audit.columns.action')}</TableCell>
            <TableCell>{t('audit.columns.target')}</TableCell>
            <TableCell>{t('audit.columns.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="audit-entry" data-action={e.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.time(e)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 170 }}>
                {text.actor(e)}
                {e.ip && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {text.ip(e)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{text.role(e)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.action(e)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>{text.target(e)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 220 }}>{text.details(e)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EntryCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const text = useEntryText();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('screens.audit')} data-testid="audit-cards">
      {entries.map((e) => (
        <Paper key={e.id} variant="outlined" component="li" sx={{ p: 1.5 }} data-testid="audit-entry" data-action={e.action}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Chip size="small" color="primary" variant="outlined" label={text.action(e)} />
            <Typography variant="caption" color="text.secondary">
              {text.time(e)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {text.actor(e)} · {text.role(e)}
            {e.ip ? ` · ${text.ip(e)}` : ''}
          </Typography>
          {text.target(e) && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('audit.columns.target')}: {text.target(e)}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="audit-details">
              {text.details(e)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
