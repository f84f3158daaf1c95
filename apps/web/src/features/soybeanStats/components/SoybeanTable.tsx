import type { SoybeanPredictionResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnGroupingModel, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { DataGrid, preloadDataGrid } from '../../../components/DataGrid';
import { WhenNear } from '../../../components/WhenNear';
import { gridLocale } from '../../../lib/soilAnalysisFormat';
import { type PredictionAsk, useSoybeanPrediction } from '../api/useSoybeanPrediction';

const PAGE_SIZES = [25, 50, 100];

interface Props<R extends GridValidRowModel> {
  ask: PredictionAsk;
  /** The heading's id and the table's test id. */
  id: string;
  title: string;
  ariaLabel: string;
  rowsOf: (answer: SoybeanPredictionResponse) => R[];
  columns: GridColDef<R>[];
  columnGroupingModel?: GridColumnGroupingModel;
  hidden?: GridColumnVisibilityModel;
}

/**
 * One of the screen's two tables (spec 2.13), with the toolbar (columns, filter, export). Its rows are asked for when
 * it comes near the screen, one request for both tables: a week's rows are a 2.6 MB answer that a phone decodes and
 * parses in one blocking task, for tables below its fold (issue 43).
 */
export function SoybeanTable<R extends GridValidRowModel>(props: Props<R>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id={props.id} sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {props.title}
      </Typography>
      <Box sx={{ width: '100%' }} data-testid={props.id}>
        <WhenNear minHeight={360} margin="200px" preload={preloadDataGrid}>
          <Rows {...props} />
        </WhenNear>{' '}
      </Box>
    </Paper>
  );
}

/** The grid, drawn once the table is near: the answer with the rows, or where it failed, why. */
function Rows<R extends GridValidRowModel>({ ask, ariaLabel, rowsOf, columns, columnGroupingModel, hidden }: Props<R>) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useSoybeanPrediction(ask, 'included');
  if (query.isError) return <Alert severity="error">{t('soybean.loadFailed', { message: query.error.message })}</Alert>;
  return (
    <DataGrid
      aria-label={ariaLabel}
      rows={query.data ? rowsOf(query.data) : []}
      columns={columns}
      columnGroupingModel={columnGroupingModel}
      loading={query.isPending || query.isPlaceholderData}
      showToolbar
      density="compact"
      pageSizeOptions={PAGE_SIZES}
      initialState={{
        pagination: { paginationModel: { pageSize: PAGE_SIZES[0]!, page: 0 } },
        ...(hidden && { columns: { columnVisibilityModel: hidden } }),
      }}
      localeText={gridLocale(t, i18n.language, t('soilAnalysis.noData'))}
      disableRowSelectionOnClick
      disableColumnMenu={narrow}
      autoHeight
      sx={{ border: 0, '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
