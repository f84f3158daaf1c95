import type { DataResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useSensorData(deviceId: string | undefined, startOffset: string, endOffset: string) {
  return useQuery({
    queryKey: ['sensor-data', deviceId, startOffset, endOffset],
    enabled: !!deviceId && !!startOffset && !!endOffset,
    placeholderData: keepPreviousData,
    queryFn: () => api<DataResponse>(`/agri/data?${new URLSearchParams({ deviceId: deviceId!, startOffset, endOffset })}`),
  });
}
