import { Alert, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange, useDefaultRange } from '../../../components/DateRange';
import { DeviceSelect } from '../../../components/DeviceSelect';
import { defaultDevice, useDevices } from '../../../lib/devices/useDevices';
import { useDownloadSensorCsv } from '../api/useDownloadSensorCsv';
import { useDownloadSensorPdf } from '../api/useDownloadSensorPdf';
import { DownloadButton } from './DownloadButton';
import { ReportSection } from './ReportSection';
import { Row } from './Row';

/** A device and a date range: the raw readings as CSV, or the PDF summary. */
export function SensorReport() {
  const { t } = useTranslation();
  const devices = useDevices();
  const [picked, setPicked] = useState<string>('');
  const [range, setRange] = useDefaultRange();
  const csv = useDownloadSensorCsv();
  const pdf = useDownloadSensorPdf();
  const deviceId = picked || (devices.data ? (defaultDevice(devices.data)?.id ?? '') : '');
  const params = { deviceId, start: range.start, end: range.end };
  return (
    <ReportSection id="sensors" title={t('reports.sensors.title')} help={t('reports.sensors.help')}>
      {devices.isPending ? (
        // About the height of the device, range and buttons it stands for (a 40 px one moved everything below it
        // by 133 px on a phone: a layout shift, issue 43 item 5).
        <Skeleton variant="rounded" sx={{ height: { xs: 172, md: 100 } }} />
      ) : devices.isError ? (
        <Alert severity="error">{devices.error.message}</Alert>
      ) : devices.data.length === 0 ? (
        <Alert severity="info">{t('reports.sensors.noDevice')}</Alert>
      ) : (
        <>
          <Row>
            <DeviceSelect devices={devices.data} value={deviceId} onChange={setPicked} />
            <DateRange range={range} onChange={setRange} />
          </Row>
          <Row>
            <DownloadButton
              download={csv}
              params={params}
              label={t('reports.sensors.csv')}
              disabled={!deviceId}
              testId="download-sensor-csv"
            />
            <DownloadButton
              download={pdf}
              params={params}
              label={t('reports.sensors.pdf')}
              disabled={!deviceId}
              testId="download-sensor-pdf"
              variant="contained"
            />
          </Row>
        </>
      )}
    </ReportSection>
  );
}
