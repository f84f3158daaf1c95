import type { SoybeanPredictionResponse } from '@agrim/contracts';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PredictionAsk, useSoybeanPrediction } from '../api/useSoybeanPrediction';

/**
 * The rows of the two tables, asked for when a table is drawn (it comes near the screen): a week's rows are a
 * 2.6 MB answer that a phone decodes and parses in one blocking task, for tables below its fold (issue 43).
 */
export function SoybeanRows({
  ask,
  children,
}: {
  ask: PredictionAsk;
  children: (answer: SoybeanPredictionResponse | undefined, loading: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useSoybeanPrediction(ask, 'included');
  if (query.isError) return <Alert severity="error">{t('soybean.loadFailed', { message: query.error.message })}</Alert>;
  return children(query.data, query.isPending || query.isPlaceholderData);
}
