import { ANALYTICS_CROPS, DEFAULT_CROP_STAGE } from '@agrim/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cropAnalyticsQuery } from './useCropAnalytics';
import { growthStagesQuery } from './useGrowthStages';
import { perStageQuery } from './usePerStage';

/**
 * The screen's first three reads (the default crop and stage), asked for as the screen opens, beside the device
 * list: none of them depends on the device, but the panels that make them are drawn only once a device is known,
 * so on a slow connection they waited a round trip behind the list, and the panels were drawn twice (empty, then
 * with the answers). Same queries as the panels' (same keys), so nothing is asked for twice.
 */
export function usePrefetchFirstAnswers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const crop = ANALYTICS_CROPS[0];
    void queryClient.prefetchQuery(growthStagesQuery(crop));
    void queryClient.prefetchQuery(perStageQuery(crop, DEFAULT_CROP_STAGE));
    void queryClient.prefetchQuery(cropAnalyticsQuery(crop));
  }, [queryClient]);
}
