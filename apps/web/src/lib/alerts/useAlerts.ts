import { FARM_ROLES, type Role } from '@agrim/contracts';
import { alerts as alertsEndpoints } from '@agrim/contracts/endpoints/alerts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api';
import { invalidateGroup, keyFor } from '../queries';
import { useEndpointStream } from '../useEndpointStream';

/** Every query of the alerts group: one live event, or one change, refreshes them all. */
export const invalidateAlerts = (client: QueryClient) => invalidateGroup(client, alertsEndpoints);

/**
 * After a live alarm event. The change happened after any read still in flight began, and React Query
 * shares a query's first read rather than restarting it when invalidated: a screen just opened (the
 * History tab) would show the alarm as it was before the event and never read it again. Such first reads
 * are cancelled so the invalidation reads afresh.
 */
export async function refreshAlerts(client: QueryClient): Promise<void> {
  await Promise.all(
    Object.values(alertsEndpoints).map((entry) =>
      client.cancelQueries({
        queryKey: keyFor(entry),
        predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
      }),
    ),
  );
  await invalidateAlerts(client);
}

export const hasAlerts = (role: Role | null) => !!role && (FARM_ROLES as readonly Role[]).includes(role);

/**
 * alerts.stream: while open, each alarm raised, acknowledged or cleared on the caller's farms
 * refreshes the bell and the Alerts screen. Without a stream the notifications are polled.
 */
export function useAlarmEvents(role: Role | null): boolean {
  const client = useQueryClient();
  return useEndpointStream(alertsEndpoints.stream, hasAlerts(role) ? {} : null, {
    alarm: () => void refreshAlerts(client),
  });
}

/** alerts.notifications: the newest notifications and the unread count. */
export function useNotifications(role: Role | null, live: boolean) {
  return useQuery({
    queryKey: keyFor(alertsEndpoints.notifications, {}),
    queryFn: ({ signal }) => call(alertsEndpoints.notifications, {}, { signal }),
    enabled: hasAlerts(role),
    refetchInterval: live ? false : 30_000,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(alertsEndpoints.readNotifications, {}),
    onSuccess: (data) => client.setQueryData(keyFor(alertsEndpoints.notifications, {}), data),
  });
}

export function useAcknowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alertsEndpoints.acknowledge, { params: { id } }),
    onSettled: () => invalidateAlerts(client),
  });
}
