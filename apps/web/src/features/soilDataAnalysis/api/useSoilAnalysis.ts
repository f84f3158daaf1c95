import {
  type AnalysisLanguage,
  inlineSuggestions,
  type SoilAnalysisListedNoSeriesResponse,
  type SoilAnalysisNoSeriesResponse,
} from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** The rows with their suggestions' texts again, from the answer that lists each text once. */
const withTexts = (answer: SoilAnalysisNoSeriesResponse | SoilAnalysisListedNoSeriesResponse): SoilAnalysisNoSeriesResponse =>
  'suggestions' in answer ? inlineSuggestions(answer) : answer;

/**
 * soilAnalysis.analysis: the rated readings of a device over a range of Asia/Kolkata days. Asked with each
 * suggestion text once and without the `df_*` series, which the screen does not draw: a week of rows made megabytes
 * a phone had to decode (issue 43).
 */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.analysis, {
      query: { deviceId, startOffset, endOffset, language, suggestions: 'listed', series: 'omitted' },
    }),
    placeholderData: keepSameDevice(deviceId, { language }),
    select: withTexts,
  });
}
