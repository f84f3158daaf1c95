import type { CropPrediction } from '@agrim/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { cropName, formatPercent } from '../../../lib/predictionFormat';

const TOWARDS = 'success.main';
const AWAY = 'error.main';

/**
 * The seven inputs' contributions (shares of the predicted probability) as a diverging bar list around a centre line: right and green
 * pushed towards the predicted crop, left and red pushed away. Plain markup, so it reads aloud.
 */
export function Drivers({ drivers, crop }: { drivers: CropPrediction['drivers']; crop: string }) {
  const { t, i18n } = useTranslation();
  const name = cropName(t, crop);
  const largest = Math.max(...drivers.map((d) => Math.abs(d.contribution)), Number.EPSILON);
  const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatPercent(Math.abs(v), i18n.language)}`;
  return (
    <Box component="section" aria-labelledby="crop-drivers-heading">
      <Typography id="crop-drivers-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('crop.drivers')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('crop.driversHelp', { crop: name })}
      </Typography>
      <Box component="ul" data-testid="crop-drivers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {drivers.map((d) => {
          const towards = d.contribution >= 0;
          const width = `${(Math.abs(d.contribution) / largest) * 50}%`;
          return (
            <Box
              component="li"
              key={d.feature}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '104px minmax(0, 1fr) 64px', sm: '136px minmax(0, 1fr) 72px' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {t(`crop.features.${d.feature}`)}
              </Typography>
              <Box sx={{ position: 'relative', height: 16 }} aria-hidden>
                <Box sx={{ position: 'absolute', left: '50%', top: -2, bottom: -2, borderLeft: 1, borderColor: 'grey.400' }} />
                <Box
                  sx={{
                    position: 'absolute',
                    top: 2,
                    bottom: 2,
                    width,
                    minWidth: d.contribution === 0 ? 0 : 2,
                    ...(towards ? { left: '50%' } : { right: '50%' }),
                    bgcolor: towards ? TOWARDS : AWAY,
                    borderRadius: '2px',
                  }}
                />
              </Box>
              <Typography
                variant="body2"
                sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: towards ? 'success.dark' : 'error.dark' }}
              >
                {signed(d.contribution)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t(towards ? 'crop.driversTowards' : 'crop.driversAway', { crop: name })}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
