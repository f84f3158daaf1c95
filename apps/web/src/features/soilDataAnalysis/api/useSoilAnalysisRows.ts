import type { AnalysisLanguage, SoilAnalysisSort } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

export interface RowsPage {
  /** 0-based here, 1-based on the wire. */
  page: number;
  pageSize: number;
  sort: SoilAnalysisSort;
  order: 'asc' | 'desc';
}

/** soilAnalysis.analysisRows: one sorted server page of the Soil Data Analysis grid. */
export function useSoilAnalysisRows(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage, at: RowsPage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.analysisRows, {
      query: { deviceId, startOffset, endOffset, language, page: at.page + 1, page_size: at.pageSize, sort: at.sort, order: at.order },
    }),
    placeholderData: keepSameDevice(deviceId, { language }),
  });
}
