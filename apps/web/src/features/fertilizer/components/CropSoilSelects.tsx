import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from '@agrim/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  soilType: string;
  cropType: string;
  onSoilType: (value: string) => void;
  onCropType: (value: string) => void;
}

/** The soil type and crop type drop-downs of spec 5, shared by the manual form and the card tab. */
export function CropSoilSelects({ soilType, cropType, onSoilType, onCropType }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('fertilizer.fields.soilType')}
        value={soilType}
        onChange={(e) => onSoilType(e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'soil-type' } as object } }}
      >
        {SOIL_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`fertilizer.soilTypes.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fertilizer.fields.cropType')}
        value={cropType}
        onChange={(e) => onCropType(e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'crop-type' } as object } }}
      >
        {FERTILIZER_CROP_TYPES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`fertilizer.crops.${c}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
