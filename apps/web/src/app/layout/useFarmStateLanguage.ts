import { useEffect } from 'react';
import { useFarms } from '../../features/devices/api/useFarms';
import { farmStateMayDecide, followFarmState } from '../../lib/i18n';

/** A farmer's screens in the language of their first farm's state, where neither they nor the browser chose one (i18n.ts). */
export function useFarmStateLanguage(farmer: boolean) {
  // Asked only when the state may decide: otherwise no request (and no failure a screen would not explain).
  const wanted = farmer && farmStateMayDecide();
  const farms = useFarms(wanted);
  const state = farms.data?.[0]?.state;
  useEffect(() => {
    if (wanted && state) void followFarmState(state);
  }, [wanted, state]);
}
