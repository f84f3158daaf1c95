import { useEffect } from 'react';
import { useFarms } from '../../features/devices/api/useFarms';
import { followFarmState } from '../../lib/i18n';

/** A farmer's screens in the language of their first farm's state, where neither they nor the browser chose one (i18n.ts). */
export function useFarmStateLanguage(farmer: boolean) {
  const farms = useFarms(farmer);
  const state = farms.data?.[0]?.state;
  useEffect(() => {
    if (farmer && state) void followFarmState(state);
  }, [farmer, state]);
}
