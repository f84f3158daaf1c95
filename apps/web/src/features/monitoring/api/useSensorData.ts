import { endpoints } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** sensors.data: the device's readings of a range of days, downsampled for the charts. */
export function useSensorData(deviceId: string | undefined, startOffset: string, endOffset: string) {
  return useQuery({
    queryKey: ['sensor-data', deviceId, startOffset, endOffset],
    enabled: !!deviceId && !!startOffset && !!endOffset,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(endpoints.sensors.data, { query: { deviceId, startOffset, endOffset } }, { signal }),
  });
}
