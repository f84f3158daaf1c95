import {
  AGRO_CLIMATIC_REGIONS,
  CONFIDENCE_LEVELS,
  type ConfidenceLevel,
  FEEDBACK_FILE_ACCEPT,
  MAX_FEEDBACK_FILES,
  SEASONS,
} from '@agrim/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Cancel from '@mui/icons-material/Cancel';
import {
  Box,
  Button,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addFiles, asksRegion, type FeedbackErrors, type FeedbackValues } from './form';
import { SelectField } from '../../../../components/SelectField';

interface Props {
  id: string;
  values: FeedbackValues;
  onChange: (values: FeedbackValues) => void;
  /** Shown only after a first Submit. */
  errors: FeedbackErrors;
  disabled: boolean;
  onSubmit: () => void;
}

/** The right half of the dialog (spec 2.6): rating, reason, confidence, suggested N-P-K, region, season, files. */
export function FeedbackForm({ id, values, onChange, errors, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]) => onChange({ ...values, [key]: value });
  const error = (field: keyof FeedbackErrors) =>
    errors[field] ? t(`feedback.errors.${errors[field]}`, { max: MAX_FEEDBACK_FILES }) : undefined;
  const showRegion = asksRegion(values);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files ? [...e.target.files] : [];
    // Cleared so that choosing the same file again (after removing it) fires a change.
    e.target.value = '';
    if (picked.length) set('files', addFiles(values.files, picked));
  };

  return (
    <Box component="form" id={id} onSubmit={submit} noValidate aria-label={t('feedback.dialog.feedback')}>
      <Stack spacing={2.5}>
        <FormControl error={!!errors.rating} disabled={disabled}>
          <FormLabel id={`${id}-rating-label`} required sx={{ mb: 1 }}>
            {t('feedback.form.rating')}
          </FormLabel>
          <Box
            role="group"
            aria-labelledby={`${id}-rating-label`}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' }, gap: 0.75, maxWidth: 520 }}
          >
            {Array.from({ length: 10 }, (_v, i) => i + 1).map((n) => {
              const selected = values.rating === n;
              return (
                <Button
                  key={n}
                  id={n === 1 ? `${id}-rating` : undefined}
                  variant={selected ? 'contained' : 'outlined'}
                  color={errors.rating ? 'error' : 'primary'}
                  aria-pressed={selected}
                  disabled={disabled}
                  // Clicking the chosen number again clears the rating (spec 4).
                  onClick={() => set('rating', selected ? 0 : n)}
                  sx={{ minWidth: 0, px: 0, py: 0.75, fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`rating-${n}`}
                >
                  {n}
                </Button>
              );
            })}
          </Box>
          <FormHelperText sx={{ mx: 0 }}>{error('rating') ?? t('feedback.form.ratingHelp')}</FormHelperText>
        </FormControl>

        <TextField
          id={`${id}-reason`}
          label={t('feedback.form.reason')}
          required
          multiline
          rows={4}
          value={values.reason}
          onChange={(e) => set('reason', e.target.value)}
          error={!!errors.reason}
          helperText={error('reason')}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'feedback-reason' } }}
        />

        <FormControl error={!!errors.confidence} disabled={disabled}>
          <FormLabel id={`${id}-confidence-label`} required>
            {t('feedback.form.confidence')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-confidence-label`}
            value={values.confidence}
            onChange={(e) => set('confidence', e.target.value as ConfidenceLevel)}
          >
            {CONFIDENCE_LEVELS.map((level, i) => (
              <FormControlLabel
                key={level}
                value={level}
                control={<Radio id={i === 0 ? `${id}-confidence` : undefined} />}
                label={t(`feedback.form.confidenceLevels.${level}`)}
              />
            ))}
          </RadioGroup>
          {errors.confidence && <FormHelperText sx={{ mx: 0 }}>{error('confidence')}</FormHelperText>}
        </FormControl>

        <TextField
          id={`${id}-npk`}
          label={t('feedback.form.suggestedNpk')}
          value={values.suggestedNpk}
          onChange={(e) => set('suggestedNpk', e.target.value)}
          error={!!errors.npk}
          helperText={error('npk') ?? t('feedback.form.suggestedNpkHelp')}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'feedback-npk' } }}
        />

        {showRegion && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField
              id={`${id}-region`}
              required
              label={t('feedback.form.region')}
              value={values.region}
              onChange={(region) => set('region', region)}
              error={!!errors.region}
              helperText={error('region')}
              disabled={disabled}
              sx={{ flex: 2, minWidth: 0 }}
              testId="feedback-region"
              options={AGRO_CLIMATIC_REGIONS.map((r) => ({ value: r.name, label: t(`feedback.regions.${r.id}`) }))}
            />
            <SelectField
              label={t('feedback.form.season')}
              value={values.season}
              onChange={(season) => set('season', season)}
              disabled={disabled}
              sx={{ flex: 1, minWidth: 140 }}
              testId="feedback-season"
              options={[
                { value: '', label: t('feedback.form.noSeason') },
                ...SEASONS.map((s) => ({ value: s, label: t(`feedback.form.seasons.${s}`) })),
              ]}
            />
          </Stack>
        )}

        <FormControl error={!!errors.files} disabled={disabled}>
          <FormLabel id={`${id}-files-label`}>{t('feedback.form.files')}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
            <Button component="label" variant="outlined" size="small" startIcon={<AttachFile />} disabled={disabled}>
              {t('feedback.form.addFiles')}
              <input
                hidden
                type="file"
                multiple
                accept={FEEDBACK_FILE_ACCEPT}
                onChange={pick}
                aria-labelledby={`${id}-files-label`}
                data-testid="feedback-files"
              />
            </Button>
            {values.files.map((file, i) => (
              <Chip
                key={`${file.name}-${file.size}-${file.lastModified}`}
                label={file.name}
                onDelete={disabled ? undefined : () => set('files', values.files.toSpliced(i, 1))}
                deleteIcon={<Cancel titleAccess={t('feedback.form.removeFile', { name: file.name })} />}
                sx={{ maxWidth: '100%' }}
                data-testid="feedback-file"
              />
            ))}
          </Stack>
          <FormHelperText sx={{ mx: 0 }}>{error('files') ?? t('feedback.form.filesHelp', { max: MAX_FEEDBACK_FILES })}</FormHelperText>
        </FormControl>
      </Stack>
    </Box>
  );
}
