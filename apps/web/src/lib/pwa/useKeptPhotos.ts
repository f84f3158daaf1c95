import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OutboxItem, useOutbox } from './outbox';

/** The search parameter naming the outbox item a photo screen shows (its key). */
export const KEPT_PARAM = 'kept';

/**
 * Photos kept on the phone while offline (issue 24), as a photo screen shows them: the outbox item
 * named in the address (`?kept=<key>`, so the outbox list can link to its result), its photos'
 * previews, and whether it is still waiting, refused, or sent with its answer.
 */
export function useKeptPhotos() {
  const [params, setParams] = useSearchParams();
  const id = params.get(KEPT_PARAM);
  const items = useOutbox();
  const item: OutboxItem | null = (id && items.find((i) => i.id === id)) || null;
  const files = item?.files;
  const previews = useMemo(() => (files ?? []).map((f) => URL.createObjectURL(f.blob)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const show = useCallback(
    (key: string) =>
      setParams(
        (p) => {
          p.set(KEPT_PARAM, key);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => {
    if (!params.has(KEPT_PARAM)) return;
    setParams(
      (p) => {
        p.delete(KEPT_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return { item, previews, show, clear };
}
