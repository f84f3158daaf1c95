import { type EndpointInput, type EndpointOutput, type EndpointSpec, endpointKey } from '@agrim/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from './api';

/**
 * Query keys from the catalogue (issue 42 item 4): the one place that makes React Query keys. A key is
 * `['GET /api/path', input, ...variant]`: the entry (as the access matrix names it), what was sent, and,
 * when one entry's answer is kept in more than one shape (a page with its total, the active test found by
 * two calls), a variant naming the shape, or what else the answer depends on (the screen's language).
 * Everything read from an entry sits under `[entryKey]`, so `invalidateEntry` reaches it whatever the input.
 */
export function keyFor<E extends EndpointSpec>(entry: E, input?: EndpointInput<E>, ...variant: unknown[]) {
  return [endpointKey(entry), ...(input === undefined ? [] : [input]), ...variant] as readonly [string, ...unknown[]];
}

/** Key and fetcher of an entry and its input: `useQuery(queryOptionsFor(entry, input))`, spread to add options. */
export function queryOptionsFor<E extends EndpointSpec>(entry: E, input: EndpointInput<E>, ...variant: unknown[]) {
  return queryOptions({
    queryKey: keyFor(entry, input, ...variant),
    queryFn: ({ signal }): Promise<EndpointOutput<E>> => call(entry, input, { signal }),
  });
}

/** Marks stale (and refetches while shown) every query of these entries, whatever their input. */
export function invalidateEntry(queryClient: QueryClient, ...entries: EndpointSpec[]): Promise<void> {
  return Promise.all(entries.map((entry) => queryClient.invalidateQueries({ queryKey: [endpointKey(entry)] }))).then(() => undefined);
}

/** Every query of a catalogue group (`endpoints/<group>`), e.g. the bell and the Alerts screen after a live alarm. */
export const invalidateGroup = (queryClient: QueryClient, group: Readonly<Record<string, EndpointSpec>>): Promise<void> =>
  invalidateEntry(queryClient, ...Object.values(group));

/**
 * The key of a read kept as it was when a screen opened (staleTime Infinity): outside `[entryKey]`, so
 * `invalidateEntry` never reaches it (the fertilizer screen fills its form from the reading it opened with).
 */
export function snapshotKeyFor<E extends EndpointSpec>(entry: E, input?: EndpointInput<E>, ...variant: unknown[]) {
  return ['on-open', ...keyFor(entry, input, ...variant)] as readonly unknown[];
}
