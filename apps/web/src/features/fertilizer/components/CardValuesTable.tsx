import { SHC_PARAMETERS, SHC_UNITS, type ShcParameter, type ShcParameters } from '@agrim/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Text of each field while the user edits; '' = not on the card. */
export type CardDraft = Record<ShcParameter, string>;

export function draftOf(parameters: ShcParameters): CardDraft {
  return Object.fromEntries(SHC_PARAMETERS.map((k) => [k, parameters[k] ? String(parameters[k].value) : ''])) as CardDraft;
}

/** The edited values back as parameters; fields left empty are dropped, unreadable numbers too. */
export function parametersOf(draft: CardDraft, read: ShcParameters): ShcParameters {
  const out: ShcParameters = {};
  for (const k of SHC_PARAMETERS) {
    const value = Number(draft[k].replace(',', '.'));
    if (draft[k].trim() === '' || !Number.isFinite(value) || value < 0) continue;
    out[k] = { ...read[k], value, unit: SHC_UNITS[k] };
  }
  return out;
}

/** The twelve card values, each editable so a misread can be corrected before the advice is final. */
export function CardValuesTable({
  draft,
  read,
  onChange,
}: {
  draft: CardDraft;
  read: ShcParameters;
  onChange: (draft: CardDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="card-values">
      <TableHead>
        <TableRow>
          <TableCell>{t('fertilizer.card.parameter')}</TableCell>
          <TableCell>{t('fertilizer.card.value')}</TableCell>
          <TableCell>{t('fertilizer.card.unit')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fertilizer.card.rating')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {SHC_PARAMETERS.map((k) => (
          <TableRow key={k}>
            <TableCell>{t(`fertilizer.card.parameters.${k}`)}</TableCell>
            <TableCell>
              <TextField
                size="small"
                value={draft[k]}
                placeholder={t('fertilizer.card.notRead')}
                onChange={(e) => onChange({ ...draft, [k]: e.target.value })}
                error={draft[k].trim() !== '' && !Number.isFinite(Number(draft[k].replace(',', '.')))}
                sx={{ width: 120 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': t(`fertilizer.card.parameters.${k}`), 'data-testid': `card-${k}` },
                }}
              />
            </TableCell>
            <TableCell>{SHC_UNITS[k]}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{read[k]?.rating ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
