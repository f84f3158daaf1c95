import { SOYA_ZONES, type SoybeanPredictionResponse } from '@agrim/contracts';
import type { GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReadingTime, formatValue } from '../../../lib/soilAnalysisFormat';
import { NUTRIENTS } from './ZoneChart';
import type { PredictionAsk } from '../api/useSoybeanPrediction';
import { SoybeanTable } from './SoybeanTable';

type Row = SoybeanPredictionResponse['data'][number];
const KINDS = ['deficiency', 'excess'] as const;

/** The field of a zone's deficiency or excess of a nutrient, as the API names it. */
export const zoneField = (zone: string, nutrient: string, kind: string) => `${zone}_${nutrient}_${kind}`;

/**
 * Table one (spec 2.13): id, timestamp, the reading's N, P, K and, grouped per nutrient and zone,
 * a deficiency and an excess column (kg/ha); with the toolbar (columns, filter, export).
 */
export function NutrientGrid({ data, ask }: { data: SoybeanPredictionResponse; ask: PredictionAsk }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const zoneKey = (data.zones.length ? data.zones : SOYA_ZONES).join('|');

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const zones = zoneKey.split('|');
    const num = (v: number | undefined) => (v == null ? '' : formatValue(v, lang));
    return [
      { field: 'id', headerName: t('soybean.stats.id'), type: 'number', width: 70 },
      {
        field: 'timestamp',
        headerName: t('soybean.stats.timestamp'),
        width: 190,
        valueFormatter: (v: string) => formatReadingTime(v, lang),
      },
      ...NUTRIENTS.map((n): GridColDef<Row> => ({
        field: n,
        headerName: t(`monitoring.metrics.${n}`),
        type: 'number',
        width: 100,
        valueFormatter: num,
      })),
      ...NUTRIENTS.flatMap((n) =>
        zones.flatMap((z) =>
          KINDS.map((kind): GridColDef<Row> => ({
            field: zoneField(z, n, kind),
            headerName: t(`soybean.stats.${kind}`),
            type: 'number',
            width: 104,
            valueFormatter: num,
          })),
        ),
      ),
    ];
  }, [t, lang, zoneKey]);

  const groups = useMemo<GridColumnGroupingModel>(() => {
    const zones = zoneKey.split('|');
    return [
      { groupId: 'reading', headerName: t('soybean.stats.reading'), children: NUTRIENTS.map((n) => ({ field: n })) },
      ...NUTRIENTS.map((n) => ({
        groupId: n,
        headerName: `${t(`monitoring.metrics.${n}`)} (${t('soybean.kgha')})`,
        headerAlign: 'left' as const,
        children: zones.map((z) => ({
          groupId: `${n}-${z}`,
          headerName: t(`soybean.zones.${z}`, { defaultValue: z }),
          children: KINDS.map((kind) => ({ field: zoneField(z, n, kind) })),
        })),
      })),
    ];
  }, [t, zoneKey]);

  return (
    <SoybeanTable
      ask={ask}
      id="soy-table-one"
      title={t('soybean.stats.tableOne')}
      ariaLabel={t('soybean.stats.tableOneAria')}
      rowsOf={nutrientRows}
      columns={columns}
      columnGroupingModel={groups}
    />
  );
}

const nutrientRows = (answer: SoybeanPredictionResponse) => answer.data;
