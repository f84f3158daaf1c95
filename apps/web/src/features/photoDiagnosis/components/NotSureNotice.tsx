import type { ImageAnalysis } from '@agrim/contracts';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { labelText } from '../imageFile';
import { formatPercent } from '../../../lib/predictionFormat';

/** What kind of photo the screen expects, for "This does not look like a … photo". */
export type PhotoSubject = 'soil' | 'soybeanLeaf' | 'tomatoLeaf' | 'seed';

/**
 * 'Not sure', said plainly: either the photo is unlike the ones the model learned from, or the model's
 * best answer is under its confidence threshold (then the best guess is named with its share).
 */
export function NotSureNotice({
  analysis,
  subject,
  labelOf = labelText,
}: {
  analysis: ImageAnalysis;
  subject: PhotoSubject;
  labelOf?: (label: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const ood = analysis.reason === 'out_of_distribution' || analysis.ood.out_of_distribution;
  return (
    <Alert severity="warning" data-testid="not-sure">
      <AlertTitle>{t('image.notSure.title')}</AlertTitle>
      {ood
        ? t(`image.notSure.ood.${subject}`)
        : t('image.notSure.low', {
            label: labelOf(analysis.best_guess.label),
            percent: formatPercent(analysis.best_guess.confidence, i18n.language, 0),
          })}{' '}
      {t(ood ? 'image.notSure.oodHint' : 'image.notSure.lowHint')}
    </Alert>
  );
}
