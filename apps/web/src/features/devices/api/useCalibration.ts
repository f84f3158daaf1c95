import type { CalibrationRequest } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateEntry } from '../../../lib/queries';

/** sensors.calibrate and sensors.clearCalibration: the devices list then shows the new state. */
export function useCalibration() {
  const queryClient = useQueryClient();
  const done = () => invalidateEntry(queryClient, sensorsEndpoints.devices);
  const calibrate = useMutation({
    mutationFn: (input: { deviceId: string; body: CalibrationRequest }) =>
      call(sensorsEndpoints.calibrate, { params: { deviceId: input.deviceId }, body: input.body }),
    onSuccess: done,
  });
  const clear = useMutation({
    mutationFn: (deviceId: string) => call(sensorsEndpoints.clearCalibration, { params: { deviceId } }),
    onSuccess: done,
  });
  return { calibrate, clear };
}
