import { MAX_CHART_POINTS, MIN_CHART_POINTS } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';
import { LOW_DATA_CHART_POINTS } from '../../../lib/pwa/lowData';

/**
 * About one point per CSS pixel of the screen's width: a 360 px phone draws a few hundred points where a
 * desktop draws up to 1,500, so a phone downloads and draws a fraction of them (issue 24).
 */
export function chartPointsFor(width: number): number {
  return Math.min(MAX_CHART_POINTS, Math.max(MIN_CHART_POINTS, Math.round(width)));
}

/** sensors.data: the device's readings of a range of days, downsampled for the charts. */
export function useSensorData(deviceId: string | undefined, startOffset: string, endOffset: string, lowData = false) {
  const maxPoints = lowData ? LOW_DATA_CHART_POINTS : chartPointsFor(window.innerWidth);
  return useQuery({
    queryKey: ['sensor-data', deviceId, startOffset, endOffset, maxPoints],
    enabled: !!deviceId && !!startOffset && !!endOffset,
    placeholderData: keepSameDevice(deviceId),
    queryFn: ({ signal }) => call(sensorsEndpoints.data, { query: { deviceId, startOffset, endOffset, maxPoints } }, { signal }),
  });
}
