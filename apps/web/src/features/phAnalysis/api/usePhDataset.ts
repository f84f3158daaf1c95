import type { AnalysisLanguage, PhAnalysisDatasetResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /agri/ph/analysis/dataset: one server page of the pH table (page 0-based here, 1-based on the wire). */
export function usePhDataset(deviceId: string, page: number, pageSize: number, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['ph-dataset', deviceId, page, pageSize, language],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ deviceId, page: String(page + 1), page_size: String(pageSize), language });
      return api<PhAnalysisDatasetResponse>(`/agri/ph/analysis/dataset?${query}`, { signal });
    },
  });
}
