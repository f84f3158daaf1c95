import { MAX_CHART_POINTS, MIN_CHART_POINTS } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';
import { LOW_DATA_CHART_POINTS } from '../../../lib/pwa/lowData';
import { queryOptionsFor } from '../../../lib/queries';

/**
 * About one point per CSS pixel of the screen's width: a 360 px phone draws a few hundred points where a
 * desktop draws up to 1,500, so a phone downloads and draws a fraction of them (issue 24).
 */
export function chartPointsFor(width: number): number {
  return Math.min(MAX_CHART_POINTS, Math.max(MIN_CHART_POINTS, Math.round(width)));
}

/**
 * sensors.data for the charts, as a query: the charts read it, and an idle online /home asks for it ahead
 * of them (usePrefetchDeferred), under the same key and URL, so the service worker keeps it for offline.
 */
export function sensorDataQuery(deviceId: string | undefined, startOffset: string, endOffset: string, lowData = false) {
  const maxPoints = lowData ? LOW_DATA_CHART_POINTS : chartPointsFor(window.innerWidth);
  return {
    ...queryOptionsFor(sensorsEndpoints.data, { query: { deviceId, startOffset, endOffset, maxPoints } }),
    enabled: !!deviceId && !!startOffset && !!endOffset,
  };
}

/** sensors.data: the device's readings of a range of days, downsampled for the charts. */
export function useSensorData(deviceId: string | undefined, startOffset: string, endOffset: string, lowData = false) {
  return useQuery({ ...sensorDataQuery(deviceId, startOffset, endOffset, lowData), placeholderData: keepSameDevice(deviceId) });
}
