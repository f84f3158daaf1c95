import { PH_PAGE_SIZE } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '../../../components/WhenNear';
import { analysisLanguage } from '../../../lib/soilAnalysisFormat';
import { usePhDataset } from '../api/usePhDataset';

const loadPhTableGrid = () => import('./PhTableGrid');
const PhTableGrid = lazy(loadPhTableGrid);
const PLACE_HEIGHT = 400;

/**
 * The pH analysis table (spec 2.12): server-paged, 100 rows a page from page 0 (sent as page 1). Its page is
 * asked for at once; the grid (100 rows of auto height, and the data grid's code) is fetched and drawn when the
 * table comes near the screen, or at the reader's first Tab: below a phone's fold it cost the load most of
 * its blocking time (issue 43). Its heading is there from the start, for a screen reader to find. `above`: the
 * parts above it have their answers, so their height: while they load, the table's place would seem near.
 */
export function PhTable({ deviceId, above }: { deviceId: string; above: boolean }) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PH_PAGE_SIZE });
  const list = usePhDataset(deviceId, pagination.page, pagination.pageSize, analysisLanguage(i18n.language));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ph-table-title">
      <Typography variant="subtitle1" component="h2" id="ph-table-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('soilAnalysis.ph.tableTitle')}
      </Typography>
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('soilAnalysis.loadFailed', { message: list.error.message })}
        </Alert>
      )}
      <Box sx={{ width: '100%' }} data-testid="ph-table">
        {above ? (
          <WhenNear minHeight={PLACE_HEIGHT} margin="200px" preload={loadPhTableGrid}>
            <Suspense fallback={<Skeleton variant="rounded" height={PLACE_HEIGHT} sx={{ m: 2 }} />}>
              <PhTableGrid
                rows={list.data?.agri_data ?? []}
                rowCount={list.data?.total ?? 0}
                loading={list.isFetching && (!list.data || list.isPlaceholderData)}
                pagination={pagination}
                onPagination={setPagination}
              />
            </Suspense>
          </WhenNear>
        ) : (
          <Box sx={{ minHeight: PLACE_HEIGHT }} />
        )}
      </Box>
    </Paper>
  );
}
