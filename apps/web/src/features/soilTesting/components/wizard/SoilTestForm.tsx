import { MAX_IMAGE_BYTES, MAX_SOIL_TEST_IMAGES } from '@agrim/contracts';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, SOIL_TYPES } from '../../constants';

export interface SoilTestFormValues {
  soilType: string;
  depth: string;
  latitude: string;
  longitude: string;
  files: File[];
}

export const EMPTY_FORM: SoilTestFormValues = { soilType: '', depth: '', latitude: '', longitude: '', files: [] };

interface Props {
  values: SoilTestFormValues;
  onChange: (patch: Partial<SoilTestFormValues>) => void;
  /** After Proceed the test exists: the inputs show what was sent. */
  locked: boolean;
  soilTypeMissing: boolean;
  onBadFiles: () => void;
}

/** Right of the wizard at steps 1–3: soil type, depth, soil images and the location. */
export function SoilTestForm({ values, onChange, locked, soilTypeMissing, onBadFiles }: Props) {
  const { t } = useTranslation();
  const pick = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    const ok = all.filter((f) => IMAGE_TYPES.includes(f.type) && f.size <= MAX_IMAGE_BYTES).slice(0, MAX_SOIL_TEST_IMAGES);
    if (ok.length !== all.length) onBadFiles();
    onChange({ files: ok });
  };
  const [first, ...rest] = values.files;

  return (
    <Stack spacing={2}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t('soilTesting.wizard.formTitle')}
        <Box component="span" sx={{ color: 'error.main', ml: 0.5 }} aria-hidden>
          *
        </Box>
      </Typography>
      {soilTypeMissing && (
        <Alert severity="error" data-testid="soil-type-required">
          {t('soilTesting.wizard.soilTypeRequired')}
        </Alert>
      )}
      <Autocomplete
        freeSolo
        options={SOIL_TYPES}
        // The five are shown in the screen's language; the wizard sends the English name the spec stores.
        getOptionLabel={(o) => ((SOIL_TYPES as readonly string[]).includes(o) ? t(`fertilizer.soilTypes.${o}`) : o)}
        inputValue={values.soilType}
        onInputChange={(_e, v) => onChange({ soilType: v })}
        disabled={locked}
        renderInput={(params) => (
          <TextField {...params} label={t('soilTesting.wizard.soilType')} required error={soilTypeMissing} name="soil_type" />
        )}
      />
      <TextField
        type="number"
        label={t('soilTesting.wizard.depth')}
        value={values.depth}
        onChange={(e) => onChange({ depth: e.target.value })}
        disabled={locked}
        // Inches, as the spec's 'Depth (inch)' shows it (the API's depth_cm allows up to 500 cm).
        slotProps={{ htmlInput: { min: 0, max: 196, step: 'any', inputMode: 'decimal' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternate />} disabled={locked} sx={{ flexShrink: 0 }}>
          {t('soilTesting.wizard.upload')}
          <input
            hidden
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            data-testid="soil-image-input"
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography
          variant="body2"
          color={first ? 'text.primary' : 'text.secondary'}
          noWrap
          data-testid="soil-image-name"
          sx={{ minWidth: 0, maxWidth: '100%' }}
        >
          {first ? first.name : t('soilTesting.wizard.noFile')}
          {rest.length > 0 && ` ${t('soilTesting.wizard.moreFiles', { count: rest.length })}`}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          type="number"
          label={t('soilTesting.wizard.latitude')}
          value={values.latitude}
          onChange={(e) => onChange({ latitude: e.target.value })}
          disabled={locked}
          slotProps={{ htmlInput: { min: -90, max: 90, step: 0.000001, inputMode: 'decimal', 'data-testid': 'latitude' } }}
        />
        <TextField
          fullWidth
          type="number"
          label={t('soilTesting.wizard.longitude')}
          value={values.longitude}
          onChange={(e) => onChange({ longitude: e.target.value })}
          disabled={locked}
          slotProps={{ htmlInput: { min: -180, max: 180, step: 0.000001, inputMode: 'decimal', 'data-testid': 'longitude' } }}
        />
      </Stack>
    </Stack>
  );
}
