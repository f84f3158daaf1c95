import { query, useDownload } from './download';

export interface SensorRange {
  deviceId: string;
  start: string;
  end: string;
}

/** GET /agri/data.csv: every stored reading of the device and range (the monitoring screen's export). */
export function useDownloadSensorCsv() {
  return useDownload(
    (p: SensorRange) => `/agri/data.csv${query({ deviceId: p.deviceId, startOffset: p.start, endOffset: p.end })}`,
    'readings.csv',
  );
}
