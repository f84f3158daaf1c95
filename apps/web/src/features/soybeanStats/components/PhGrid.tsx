import type { SoybeanPredictionResponse } from '@agrim/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReadingTime, formatValue } from '../../../lib/soilAnalysisFormat';
import type { PredictionAsk } from '../api/useSoybeanPrediction';
import { SoybeanTable } from './SoybeanTable';

type Row = SoybeanPredictionResponse['combined_ph_data'][number];

/** Table two (spec 2.13): id, pH value and pH analysis of each reading, with the toolbar. */
export function PhGrid({ ask }: { ask: PredictionAsk }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'id', headerName: t('soybean.stats.id'), type: 'number', width: 70 },
      {
        field: 'timestamp',
        headerName: t('soybean.stats.timestamp'),
        width: 190,
        valueFormatter: (v: string) => formatReadingTime(v, lang),
      },
      {
        field: 'ph',
        headerName: t('soybean.stats.phValue'),
        type: 'number',
        width: 100,
        valueFormatter: (v: number) => formatValue(v, lang),
      },
      { field: 'ph_analysis', headerName: t('soybean.stats.phAnalysis'), flex: 1, minWidth: 260 },
    ],
    [t, lang],
  );
  return (
    <SoybeanTable
      ask={ask}
      id="soy-table-two"
      title={t('soybean.stats.tableTwo')}
      ariaLabel={t('soybean.stats.tableTwoAria')}
      rowsOf={phRows}
      columns={columns}
      // The spec's columns are id, pH value and pH analysis; the time is one toolbar click away.
      hidden={{ timestamp: false }}
    />
  );
}

const phRows = (answer: SoybeanPredictionResponse) => answer.combined_ph_data;
