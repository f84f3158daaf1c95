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

/** The answer as the screen reads it, from the endpoint's forms (with no rows asked for, none has suggestions listed). */
const withTexts = (answer: SoilAnalysisNoSeriesResponse | SoilAnalysisListedNoSeriesResponse): SoilAnalysisNoSeriesResponse =>
  'suggestions' in answer ? inlineSuggestions(answer) : answer;

/**
 * soilAnalysis.analysis: the notes, suggestions and charts of a device's readings over a range of Asia/Kolkata days,
 * without the `df_*` series, which the screen does not draw, and without the rows, which the grid asks for a page at
 * a time (useSoilAnalysisRows): a week of rows was 815 KB a phone decoded on load (issue 43).
 */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.analysis, {
      query: { deviceId, startOffset, endOffset, language, series: 'omitted', rows: 'omitted' },
    }),
    placeholderData: keepSameDevice(deviceId, { language }),
    select: withTexts,
  });
}
