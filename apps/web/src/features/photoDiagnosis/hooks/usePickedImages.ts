import { MAX_PHOTOS_PER_ANALYSIS } from '@agrim/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickedImage } from './usePickedImage';

/**
 * Up to MAX_PHOTOS_PER_ANALYSIS photos of one sample (issue 23), each with its preview URL. Adding
 * past the limit keeps the first ones and says how many were not added; removing or clearing
 * frees the previews' URLs. Keys are stable, so removing one photo keeps the others' previews.
 */
export function usePickedImages() {
  const [picked, setPicked] = useState<Array<PickedImage & { key: number }>>([]);
  const latest = useRef(picked);
  const nextKey = useRef(0);
  const set = useCallback((next: Array<PickedImage & { key: number }>) => {
    latest.current = next;
    setPicked(next);
  }, []);

  /** Adds the files that fit; returns how many did not. */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, MAX_PHOTOS_PER_ANALYSIS - latest.current.length);
      const added = files.slice(0, room).map((file) => ({ file, url: URL.createObjectURL(file), key: nextKey.current++ }));
      set([...latest.current, ...added]);
      return files.length - added.length;
    },
    [set],
  );
  const remove = useCallback(
    (key: number) => {
      const gone = latest.current.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      set(latest.current.filter((p) => p.key !== key));
    },
    [set],
  );
  const clear = useCallback(() => {
    for (const p of latest.current) URL.revokeObjectURL(p.url);
    set([]);
  }, [set]);
  useEffect(
    () => () => {
      for (const p of latest.current) URL.revokeObjectURL(p.url);
      latest.current = [];
    },
    [],
  );
  return { picked, add, remove, clear };
}
