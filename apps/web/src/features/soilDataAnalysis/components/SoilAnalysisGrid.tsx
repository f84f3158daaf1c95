import type { SoilAnalysisRow } from '@agrim/contracts';
import { Box, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue, gridLocale, unitLabel } from '../../../lib/soilAnalysisFormat';

const MEASURES = [
  { key: 'nitrogen', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'phosphorus', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'potassium', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'ph', unit: '', categoryWidth: 104 },
  { key: 'conductivity', unit: 'µS/cm', categoryWidth: 200 },
] as const;

const PAGE_SIZES = [25, 50, 100];

/** A suggestion in two lines; the whole text on hover, or on a tap on a phone (and under the grid). */
const Clamped = ({ children }: { children: string }) => (
  <Tooltip title={children} enterTouchDelay={0} leaveTouchDelay={6000} placement="bottom-start">
    <Typography
      variant="body2"
      sx={{
        whiteSpace: 'normal',
        lineHeight: 1.35,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {children}
    </Typography>
  </Tooltip>
);

/**
 * The Soil Data Analysis grid (spec 3 combined_df): date, time, day, then for each measure its
 * value, its category as a coloured chip and the suggestion, and the row's Soil Fertility.
 */
export const MEASURE_KEYS = MEASURES.map((m) => m.key);

export function SoilAnalysisGrid({ rows, loading }: { rows: SoilAnalysisRow[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  const columns = useMemo<GridColDef<SoilAnalysisRow>[]>(
    () => [
      { field: 'date', headerName: t('soilAnalysis.data.date'), width: 104 },
      { field: 'time', headerName: t('soilAnalysis.data.time'), width: 84 },
      {
        field: 'day',
        headerName: t('soilAnalysis.data.day'),
        width: 100,
        valueFormatter: (v: string) => t(`soilAnalysis.days.${v}`, { defaultValue: v }),
      },
      ...MEASURES.flatMap(({ key, categoryWidth }): GridColDef<SoilAnalysisRow>[] => [
        {
          field: key,
          headerName: t('soilAnalysis.data.value'),
          type: 'number',
          width: 76,
          valueFormatter: (v: number) => formatValue(v, lang),
        },
        {
          field: `${key}_category`,
          headerName: t('soilAnalysis.data.category'),
          width: categoryWidth,
          renderCell: (p) => <CategoryChip category={p.row[`${key}_category`]} />,
        },
        {
          field: `${key}_suggestion`,
          headerName: t('soilAnalysis.data.suggestion'),
          width: 260,
          sortable: false,
          renderCell: (p) => <Clamped>{p.row[`${key}_suggestion`]}</Clamped>,
        },
      ]),
      {
        field: 'Soil Fertility',
        headerName: t('soilAnalysis.data.soilFertility'),
        width: 132,
        renderCell: (p) => (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', height: '100%' }}>
            <CategoryChip category={p.row['Soil Fertility']} />
            <Typography variant="caption" color="text.secondary">
              {formatValue(p.row.soil_fertility_index, lang)}
            </Typography>
          </Stack>
        ),
      },
    ],
    [t, lang],
  );

  const groups = useMemo<GridColumnGroupingModel>(
    () =>
      MEASURES.map(({ key, unit }) => {
        const name = t(`monitoring.metrics.${key}`);
        return {
          groupId: key,
          headerName: unit ? `${name} (${unitLabel(t, unit)})` : name,
          headerAlign: 'left',
          children: [{ field: key }, { field: `${key}_category` }, { field: `${key}_suggestion` }],
        };
      }),
    [t],
  );

  return (
    <Box sx={{ width: '100%' }} data-testid="soil-analysis-grid">
      <DataGrid
        aria-label={t('soilAnalysis.data.gridAria')}
        rows={rows}
        columns={columns}
        columnGroupingModel={groups}
        loading={loading}
        rowHeight={60}
        columnHeaderHeight={44}
        pageSizeOptions={PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES[0]!, page: 0 } } }}
        columnVisibilityModel={narrow ? { day: false } : {}}
        localeText={gridLocale(t, lang, t('soilAnalysis.noData'))}
        disableRowSelectionOnClick
        disableColumnMenu={narrow}
        autoHeight
        // At most 100 rows a page: every column is rendered, so a row reads whole (and finds in-page).
        disableVirtualization
        sx={{
          border: 0,
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        }}
      />
    </Box>
  );
}
