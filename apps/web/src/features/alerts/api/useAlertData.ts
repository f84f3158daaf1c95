import { type AlertPreferences, type AlertRuleInput, type AlertRulePatch, type StaffRuleInput, urlOf } from '@agrim/contracts';
import { alerts as alertsEndpoints } from '@agrim/contracts/endpoints/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api';
import { invalidateAlerts } from '../../../lib/alerts/useAlerts';
import { keyFor, queryOptionsFor } from '../../../lib/queries';
import { awaitingReceipt, RECEIPT_POLL_MS } from './awaitingReceipt';

/**
 * alerts.alarms: the open alarms or the whole history of one farm, with the caller's staff alarms
 * beside them (no farm: staff without a farm see only those; Admin and superAdmin may ask so).
 */
export function useAlarms(farmId: string | undefined, view: 'open' | 'history', enabled = !!farmId) {
  const input = { query: { farmId, view, limit: 100 } };
  return useQuery({
    queryKey: keyFor(alertsEndpoints.alarms, input),
    queryFn: async ({ signal }) => (await call(alertsEndpoints.alarms, input, { signal })).data,
    enabled,
  });
}

/** alerts.rules: one farm's rules and the caller's staff rules (no farm: every rule the caller may see). */
export function useRules(farmId: string | undefined, enabled = !!farmId) {
  return useQuery({
    queryKey: keyFor(alertsEndpoints.rules, { query: { farmId } }),
    queryFn: async ({ signal }) => (await call(alertsEndpoints.rules, { query: { farmId } }, { signal })).data,
    enabled,
  });
}

export function useDefaultRules(farmId: string | undefined) {
  return useQuery({ ...queryOptionsFor(alertsEndpoints.defaults, { query: { farmId: farmId! } }), enabled: !!farmId });
}

function useRefreshing<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAlerts(client) });
}

export const useCreateRule = () => useRefreshing((body: AlertRuleInput) => call(alertsEndpoints.createRule, { body }));
export const useCreateStaffRule = () => useRefreshing((body: StaffRuleInput) => call(alertsEndpoints.createStaffRule, { body }));
export const useUpdateRule = () =>
  useRefreshing(({ id, ...body }: { id: number } & AlertRulePatch) => call(alertsEndpoints.updateRule, { params: { id }, body }));
export const useDeleteRule = () => useRefreshing((id: number) => call(alertsEndpoints.deleteRule, { params: { id } }));

export function usePreferences() {
  return useQuery(queryOptionsFor(alertsEndpoints.preferences, {}));
}

/** alerts.deliveries: the caller's newest emails and SMS-gateway calls and how each went. */
export function useDeliveries() {
  return useQuery({
    queryKey: keyFor(alertsEndpoints.deliveries, {}),
    queryFn: async ({ signal }) => (await call(alertsEndpoints.deliveries, {}, { signal })).data,
    refetchInterval: (query) => (awaitingReceipt(query.state.data, Date.now()) ? RECEIPT_POLL_MS : false),
  });
}

export const useSavePreferences = () => useRefreshing((body: AlertPreferences) => call(alertsEndpoints.savePreferences, { body }));

export function useDownloadAlarmsCsv() {
  return useMutation({
    mutationFn: (farmId: string | undefined) => downloadFile(urlOf(alertsEndpoints.alarmsCsv, { query: { farmId } }), 'alarms.csv'),
  });
}
