import type { SoilAnalysisRow, SoilAnalysisSort } from '@agrim/contracts';
import { Alert, Box, Skeleton, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnGroupingModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { analysisLanguage, formatValue, gridLocale, unitLabel } from '../../../lib/soilAnalysisFormat';
import type { Range } from '../../../components/DateRange';
import { useSoilAnalysisRows } from '../api/useSoilAnalysisRows';

const MEASURES = [
  { key: 'nitrogen', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'phosphorus', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'potassium', unit: 'mg/kg', categoryWidth: 96 },
  { key: 'ph', unit: '', categoryWidth: 104 },
  { key: 'conductivity', unit: 'µS/cm', categoryWidth: 200 },
] as const;

const PAGE_SIZES = [25, 50, 100];
/**
 * A phone's page is 10 cards: each is 17 lines of a reading, its classes and its suggestions, and 25 of them were
 * about 14,000 px to scroll and the load's largest task to lay out (issue 43 item 5).
 */
const PHONE_PAGE_SIZES = [10, ...PAGE_SIZES];

const twoLines = {
  whiteSpace: 'normal',
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A suggestion in two lines; the whole list of suggestions also stands under the grid. In the grid the whole text
 * shows on hover (a tooltip). On a phone's cards it shows while the text has focus (a tap, or Tab), by style alone:
 * each MUI tooltip draws its child again once it is mounted, and a page of 25 cards has 125 suggestions, which
 * made the cards' first drawing a second blocking render of them all (issue 43 item 5).
 */
const Clamped = ({ children, phone }: { children: string; phone: boolean }) =>
  phone ? (
    <Typography variant="body2" tabIndex={0} sx={{ ...twoLines, '&:focus': { WebkitLineClamp: 'unset' } }}>
      {children}
    </Typography>
  ) : (
    <Tooltip title={children} enterTouchDelay={0} leaveTouchDelay={6000} placement="bottom-start">
      <Typography variant="body2" sx={twoLines}>
        {children}
      </Typography>
    </Tooltip>
  );

/**
 * The server's sort key of a column: the date and time sort by time, a category by its measure's value (the classes
 * follow the value), the fertility chip by the row's index.
 */
function sortKey(field: string | undefined): SoilAnalysisSort {
  if (field === 'Soil Fertility') return 'soil_fertility_index';
  const measure = MEASURES.find((m) => field === m.key || field === `${m.key}_category`);
  return measure?.key ?? 'id';
}

/**
 * The Soil Data Analysis grid (spec 3 combined_df): date, time, day, then for each measure its value, its category
 * as a coloured chip and the suggestion, and the row's Soil Fertility. Paged and sorted by the server
 * (soilAnalysis.analysisRows): a week's rows were 815 KB a phone decoded on load, for the 10 or 25 it showed (issue
 * 43). The parent keys it by device and range, so a new range starts at its first page.
 */
export function SoilAnalysisGrid({ deviceId, range }: { deviceId: string; range: Range }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sizes = narrow ? PHONE_PAGE_SIZES : PAGE_SIZES;
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: sizes[0]! });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const sorted = sortModel[0];
  const list = useSoilAnalysisRows(deviceId, range.start, range.end, analysisLanguage(lang), {
    ...pagination,
    sort: sortKey(sorted?.field),
    order: sorted?.sort === 'desc' ? 'desc' : 'asc',
  });
  // The last total the server gave: a failed page has none, and a row count of 0 would send the grid back to the
  // first page, out from under the page's error.
  const [total, setTotal] = useState(0);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const onSort = (model: GridSortModel) => {
    setSortModel(model);
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const columns = useMemo<GridColDef<SoilAnalysisRow>[]>(
    () => [
      { field: 'date', headerName: t('soilAnalysis.data.date'), width: 104 },
      { field: 'time', headerName: t('soilAnalysis.data.time'), width: 84 },
      {
        field: 'day',
        headerName: t('soilAnalysis.data.day'),
        width: 100,
        sortable: false,
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
          renderCell: (p) => <Clamped phone={narrow}>{p.row[`${key}_suggestion`]}</Clamped>,
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
    [t, lang, narrow],
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

  if (!list.data && !list.isError)
    return (
      <Box sx={{ position: 'relative', p: 2 }}>
        <Skeleton variant="rounded" height={320} />
        <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} color="text.secondary">
          {t('soilAnalysis.loadingGrid')}
        </Typography>
      </Box>
    );
  // A page that failed says so above the grid, which stays with its pager: the reader can ask again or go back.
  return (
    <Box sx={{ width: '100%' }} data-testid="soil-analysis-grid">
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('soilAnalysis.loadFailed', { message: list.error.message })}
        </Alert>
      )}
      <DataGrid
        aria-label={t('soilAnalysis.data.gridAria')}
        rows={list.data?.rows ?? []}
        rowCount={list.data?.total ?? total}
        columns={columns}
        columnGroupingModel={groups}
        loading={list.isPlaceholderData}
        rowHeight={60}
        columnHeaderHeight={44}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={sizes}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={onSort}
        columnVisibilityModel={narrow ? { day: false } : {}}
        localeText={gridLocale(t, lang, t('soilAnalysis.noData'))}
        disableRowSelectionOnClick
        // A filter would see one page only.
        disableColumnFilter
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
