import { type AlertPreferences, type AlertRuleInput, endpoints, urlOf } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api';
import { ALERTS_KEY } from '../../../lib/alerts/useAlerts';

/** alerts.alarms: the open alarms or the whole history of one farm. */
export function useAlarms(farmId: string | undefined, view: 'open' | 'history') {
  return useQuery({
    queryKey: [ALERTS_KEY, 'alarms', farmId, view],
    queryFn: async ({ signal }) => (await call(endpoints.alerts.alarms, { query: { farmId, view, limit: 100 } }, { signal })).data,
    enabled: !!farmId,
  });
}

export function useRules(farmId: string | undefined) {
  return useQuery({
    queryKey: [ALERTS_KEY, 'rules', farmId],
    queryFn: async ({ signal }) => (await call(endpoints.alerts.rules, { query: { farmId } }, { signal })).data,
    enabled: !!farmId,
  });
}

export function useDefaultRules(farmId: string | undefined) {
  return useQuery({
    queryKey: [ALERTS_KEY, 'defaults', farmId],
    queryFn: ({ signal }) => call(endpoints.alerts.defaults, { query: { farmId: farmId! } }, { signal }),
    enabled: !!farmId,
  });
}

function useRefreshing<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: [ALERTS_KEY] }) });
}

export const useCreateRule = () => useRefreshing((body: AlertRuleInput) => call(endpoints.alerts.createRule, { body }));
export const useUpdateRule = () =>
  useRefreshing(({ id, enabled }: { id: number; enabled: boolean }) =>
    call(endpoints.alerts.updateRule, { params: { id }, body: { enabled } }),
  );
export const useDeleteRule = () => useRefreshing((id: number) => call(endpoints.alerts.deleteRule, { params: { id } }));

export function usePreferences() {
  return useQuery({
    queryKey: [ALERTS_KEY, 'preferences'],
    queryFn: ({ signal }) => call(endpoints.alerts.preferences, {}, { signal }),
  });
}

export const useSavePreferences = () => useRefreshing((body: AlertPreferences) => call(endpoints.alerts.savePreferences, { body }));

export function useDownloadAlarmsCsv() {
  return useMutation({
    mutationFn: (farmId: string) => downloadFile(urlOf(endpoints.alerts.alarmsCsv, { query: { farmId } }), 'alarms.csv'),
  });
}
