import { queryString } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';

export interface SensorRange {
  deviceId: string;
  start: string;
  end: string;
}

/** GET /agri/data.csv: every stored reading of the device and range (the monitoring screen's export). */
export function useDownloadSensorCsv() {
  // Not in the endpoint catalogue yet: with its entry, this becomes useDownload(entry, ...) like the others.
  return useMutation({
    mutationFn: (p: SensorRange) =>
      downloadFile(`/agri/data.csv${queryString({ deviceId: p.deviceId, startOffset: p.start, endOffset: p.end })}`, 'readings.csv'),
  });
}
