import { useDeferredValue, useMemo } from 'react';

/**
 * What a screen may draw from a deferred answer: fields that follow from the keys below, and the
 * query's own functions (bound once by TanStack, so never stale).
 */
type Drawn =
  | 'data'
  | 'error'
  | 'status'
  | 'fetchStatus'
  | 'isPending'
  | 'isLoading'
  | 'isSuccess'
  | 'isError'
  | 'isPlaceholderData'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'fetchNextPage'
  | 'refetch';

// Distributes over the result's union so `isSuccess` still narrows `data`.
export type Answer<R> = R extends unknown ? Pick<R, Extract<keyof R, Drawn>> : never;

interface QueryLike {
  status: string;
  fetchStatus: string;
  data: unknown;
  error: unknown;
  isPlaceholderData: boolean;
}

/**
 * A query's answer drawn as a transition, in slices, not in the one blocking task in which the query's
 * subscription (useSyncExternalStore, which React never slices) redraws the screen (issue 43 item 5).
 *
 * TanStack returns a new result object on every render, so deferring it directly scheduled one more
 * background render after every urgent one (each slider move, each key typed) even when the answer had
 * not changed. The result is kept while what a screen draws from it is unchanged; the type only lets a
 * screen read fields that follow from those keys, so a kept result is never stale where it is read.
 */
export function useDeferredAnswer<R extends QueryLike>(result: R): Answer<R> {
  const { status, fetchStatus, data, error, isPlaceholderData } = result;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are what makes the result new
  const kept = useMemo(() => result, [status, fetchStatus, data, error, isPlaceholderData]);
  // A result has every field its Answer picks; TypeScript cannot see it through the distributed union.
  return useDeferredValue(kept) as unknown as Answer<R>;
}
