import { AUDIT_ACTIONS } from '@agrim/contracts';
import { Stack, TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange } from '../../../components/DateRange';
import type { AuditFilter } from '../api/auditQuery';
import { SelectField } from '../../../components/SelectField';

/**
 * Action, actor email and an Asia/Kolkata date range. Memoised: the log's answer redraws the screen in a blocking task
 * (its query's subscription), and these fields (MUI's inputs, about half of that task) do not change with it.
 */
export const AuditFilters = memo(function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: (f: AuditFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
      <SelectField
        size="small"
        label={t('audit.action')}
        value={filter.action}
        onChange={(action) => onChange({ ...filter, action })}
        sx={{ minWidth: 240 }}
        testId="audit-action"
        options={[{ value: '', label: t('audit.anyAction') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))]}
      />
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
});
