import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoilTestFilters as Filters } from '../../../lib/soilTests/useSoilTests';
import { DEFAULT_STATUS_FILTER, STATUS_FILTERS } from '../constants';
import { SelectField } from '../../../components/SelectField';

export const DEFAULT_FILTERS: Filters = { fromDate: '', toDate: '', status: DEFAULT_STATUS_FILTER };

/** From Date, To Date and Status; the table follows them only on Apply (Reset restores the defaults). */
export function SoilTestFilters({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <TextField
        type="date"
        size="small"
        label={t('soilTesting.fromDate')}
        value={draft.fromDate}
        onChange={(e) => setDraft((d) => ({ ...d, fromDate: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.toDate || undefined, 'data-testid': 'from-date' } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('soilTesting.toDate')}
        value={draft.toDate}
        onChange={(e) => setDraft((d) => ({ ...d, toDate: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.fromDate || undefined, 'data-testid': 'to-date' } }}
      />
      <SelectField
        size="small"
        label={t('soilTesting.status')}
        value={draft.status}
        onChange={(status) => setDraft((d) => ({ ...d, status }))}
        sx={{ minWidth: 160 }}
        testId="status-filter"
        options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`soilTesting.statuses.${s}`) }))}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('soilTesting.apply')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setDraft(DEFAULT_FILTERS);
            onApply(DEFAULT_FILTERS);
          }}
        >
          {t('soilTesting.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
