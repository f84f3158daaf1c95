import type { ClassifierResponse } from '@agrim/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { labelText } from '../imageFile';
import { formatPercent } from '../../../lib/predictionFormat';
import { ConfidenceLine } from './ConfidenceChip';
import { NotSureNotice, type PhotoSubject } from './NotSureNotice';
import { ProbabilityChart } from './ProbabilityChart';

interface Props {
  result: ClassifierResponse;
  subject: PhotoSubject;
  /** The sentence naming the answer, e.g. 'Prediction: {{label}} with {{confidence}} confidence'. */
  sentenceKey: string;
  xName: string;
  yName: string;
  /** The class name shown for a label (e.g. the disease's name in the screen's language). */
  labelOf?: (label: string) => string;
}

/**
 * The answer of a tomato or seed model (spec 2.16, 2.17): the class with its confidence and a bar
 * chart of every class's probability; 'Not sure' in place of the class when the model is not sure.
 */
export function ClassifierResult({ result, subject, sentenceKey, xName, yName, labelOf = labelText }: Props) {
  const { t, i18n } = useTranslation();
  const { analysis } = result;
  const ood = analysis.not_sure && analysis.reason === 'out_of_distribution';
  const values = result.predictions[0] ?? [];
  const best = result.class_labels.indexOf(analysis.best_guess.label);
  return (
    <Stack spacing={2}>
      {analysis.not_sure && <NotSureNotice analysis={analysis} subject={subject} labelOf={labelOf} />}
      <Box>
        <Typography variant="h6" component="p" data-testid="classifier-prediction">
          {analysis.not_sure ? (
            <>
              {t('image.common.predictionLabel')}{' '}
              <Box component="strong" sx={{ color: 'warning.dark' }}>
                {t('image.notSure.title')}
              </Box>
            </>
          ) : (
            t(sentenceKey, {
              label: labelOf(result.predicted_class),
              confidence: formatPercent(result.confidence, i18n.language),
            })
          )}
        </Typography>
        <ConfidenceLine analysis={analysis} />
      </Box>
      {!ood && values.length > 0 && (
        <ProbabilityChart
          labels={result.class_labels.map(labelOf)}
          values={values}
          xName={xName}
          yName={yName}
          highlight={analysis.not_sure || best < 0 ? undefined : best}
        />
      )}
    </Stack>
  );
}
