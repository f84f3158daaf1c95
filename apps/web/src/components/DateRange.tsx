import { DEFAULT_RANGE_DAYS, kolkataDay } from '@agrim/contracts';
import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Range {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** The monitoring default: 7 days back to today, in Asia/Kolkata days. */
export function useDefaultRange() {
  return useState<Range>(() => ({
    start: kolkataDay(new Date(Date.now() - DEFAULT_RANGE_DAYS * DAY_MS)),
    end: kolkataDay(new Date()),
  }));
}

/** Start Date and End Date as on /home: an emptied field keeps its last day. */
export function DateRange({ range, onChange }: { range: Range; onChange: (r: Range) => void }) {
  const { t } = useTranslation();
  return (
    // A date field is at least its date and picker wide (about 160 px): on a narrow phone inside a card
    // the end date goes under the start date rather than past the screen's edge.
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 140px', sm: '0 0 auto' } } }}>
      <TextField
        type="date"
        size="small"
        label={t('monitoring.startDate')}
        value={range.start}
        onChange={(e) => e.target.value && onChange({ ...range, start: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.end, 'data-testid': 'start-date' } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('monitoring.endDate')}
        value={range.end}
        onChange={(e) => e.target.value && onChange({ ...range, end: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.start, 'data-testid': 'end-date' } }}
      />
    </Stack>
  );
}
