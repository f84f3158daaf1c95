import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useDownload } from './download';

export interface SensorRange {
  deviceId: string;
  start: string;
  end: string;
}

/** sensors.dataCsv: every stored reading of the device and range (the monitoring screen's export). */
export function useDownloadSensorCsv() {
  return useDownload(
    sensorsEndpoints.dataCsv,
    (p: SensorRange) => ({ query: { deviceId: p.deviceId, startOffset: p.start, endOffset: p.end } }),
    'readings.csv',
  );
}
