import { SHC_PARAMETERS, SHC_UNITS, type ShcKForm, type ShcParameter, type ShcParameters, type ShcPForm } from '@agrim/contracts';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { FORM_CHOICES, type FormNutrient } from './cardForms';

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

/**
 * The twelve card values, each editable so a misread can be corrected before the advice is final.
 * Under P and K, "My card says:" and the form the card prints them in, in a farmer's words and in
 * the order cards print them (P₂O₅ (phosphate) first, then P (phosphorus); K₂O, then K). Narrow enough for a
 * 360 px phone: tighter cells and a shorter field on small screens, the card's rating column hidden.
 */
export function CardValuesTable({
  draft,
  read,
  onChange,
  forms,
  onForm,
}: {
  draft: CardDraft;
  read: ShcParameters;
  onChange: (draft: CardDraft) => void;
  forms: { p: ShcPForm; k: ShcKForm };
  onForm: (nutrient: FormNutrient, form: ShcPForm | ShcKForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="card-values" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
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
                sx={{ width: { xs: 96, sm: 120 } }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': t(`fertilizer.card.parameters.${k}`), 'data-testid': `card-${k}` },
                }}
              />
              {(k === 'p' || k === 'k') && (
                <Stack sx={{ mt: 0.75 }} spacing={0.25}>
                  <Typography variant="caption" color="text.secondary" aria-hidden>
                    {t('fertilizer.card.forms.cardSays')}
                  </Typography>
                  <ChoiceButtons<ShcPForm | ShcKForm>
                    orientation="vertical"
                    label={t(`fertilizer.card.forms.${k}`)}
                    choices={FORM_CHOICES[k].map((form) => ({
                      value: form,
                      label: t(`fertilizer.card.forms.choice.${form}`),
                      testId: `card-${k}-form-${form}`,
                    }))}
                    value={forms[k]}
                    onChange={(form) => onForm(k, form)}
                    testId={`card-${k}-form`}
                    sx={{ width: { xs: 96, sm: 150 } }}
                    // On a phone the word goes under the symbol ("P₂O₅ / (phosphate)"): the column stays 96 px.
                    buttonSx={{
                      py: 0.25,
                      px: 0.75,
                      textTransform: 'none',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      lineHeight: 1.25,
                    }}
                  />
                </Stack>
              )}
            </TableCell>
            <TableCell>{SHC_UNITS[k]}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{read[k]?.rating ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
