import { type ComponentType, useCallback, useEffect, useState } from 'react';

/**
 * A component whose code is fetched beside the screen instead of before it: null until its chunk has arrived,
 * and the caller draws a stand-in meanwhile. With `React.lazy` the render that meets it would suspend, commit
 * a fallback, and React would then hold the screen back for at least 300 ms (issue 24: /home's first paint
 * waited for the bell and the outbox that way). Fetched after the first commit, or only when `want()` is
 * called if `onDemand`; a fetch that fails (offline) leaves the stand-in, and the next `want()` tries again.
 * `load` must be the same function on every render (a module-level import).
 */
export function useLoadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onDemand = false,
): readonly [ComponentType<P> | null, () => void] {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const want = useCallback(
    () =>
      void load().then(
        (c) => setComponent(() => c),
        () => undefined,
      ),
    [load],
  );
  useEffect(() => {
    if (onDemand) return;
    // In a task of its own: importing a chunk adds its dependencies' preload links, which was a good part of
    // the first screen's effects, all run in one long task (issue 24).
    const id = setTimeout(want);
    return () => clearTimeout(id);
  }, [onDemand, want]);
  return [Component, want] as const;
}
