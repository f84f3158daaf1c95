import { AUDIT_ACTIONS, type AuditAction } from '@agrim/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateRange } from '../../../components/DateRange';
import type { AuditFilter } from '../api/auditQuery';

/** Action, actor email and an Asia/Kolkata date range. */
export function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: (f: AuditFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label={t('audit.action')}
        value={filter.action}
        onChange={(e) => onChange({ ...filter, action: e.target.value as AuditAction | '' })}
        sx={{ minWidth: 240 }}
        slotProps={{ htmlInput: { 'data-testid': 'audit-action' } }}
      >
        <MenuItem value="">{t('audit.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {t(`audit.actions.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('audit.actor')}
        helperText={t('audit.actorHelp')}
        value={filter.actor}
        onChange={(e) => onChange({ ...filter, actor: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'audit-actor' } }}
        sx={{ minWidth: 220 }}
      />
      <DateRange range={{ start: filter.from, end: filter.to }} onChange={(r) => onChange({ ...filter, from: r.start, to: r.end })} />
    </Stack>
  );
}
