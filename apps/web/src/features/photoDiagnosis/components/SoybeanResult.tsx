import type { SoybeanDiseaseResponse } from '@agrim/contracts';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdviceView } from './AdviceView';
import { ConfidenceLine } from './ConfidenceChip';
import { NotSureNotice } from './NotSureNotice';
import { knowledgeText } from '../imageFile';
import { formatPercent } from '../../../lib/predictionFormat';
import { ScrollRegion } from '../../../components/ScrollRegion';

/**
 * Spec 2.16, soybean: a Prediction/Confidence table, the class probability table, and what to do.
 * `photos` (several photos, issue 23) goes right under the answer.
 */
export function SoybeanResult({ result, photos }: { result: SoybeanDiseaseResponse; photos?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { analysis, advice } = result;
  const ood = analysis.not_sure && analysis.reason === 'out_of_distribution';
  const prediction = analysis.not_sure
    ? t('image.notSure.title')
    : advice
      ? knowledgeText(advice.name, i18n.language).text
      : result.predictions;
  return (
    <Stack spacing={2}>
      {analysis.not_sure && <NotSureNotice analysis={analysis} subject="soybeanLeaf" />}
      <ScrollRegion label={t('image.disease.prediction')}>
        <Table size="small" data-testid="soybean-prediction-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('image.disease.prediction')}</TableCell>
              <TableCell align="right">{t('image.disease.confidence')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell
                data-testid="soybean-prediction"
                sx={{ fontWeight: 700, color: analysis.not_sure ? 'warning.dark' : 'primary.dark' }}
              >
                {prediction}
              </TableCell>
              <TableCell align="right" data-testid="soybean-confidence" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPercent(result.confidence / 100, i18n.language, 2)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
      <ConfidenceLine analysis={analysis} />
      {photos}
      {!ood && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('image.disease.probabilities')}
          </Typography>
          <ScrollRegion label={t('image.disease.probabilities')}>
            <Table size="small" data-testid="soybean-probability-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('image.disease.className')}</TableCell>
                  <TableCell align="right">{t('image.disease.probability')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.prediction_probabilities.map((p) => (
                  <TableRow key={p.class_name}>
                    <TableCell component="th" scope="row">
                      {p.class_name}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {p.formatted_probability}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Box>
      )}
      {!analysis.not_sure && advice && <AdviceView advice={advice} />}
    </Stack>
  );
}
