import type { ComponentType, ReactNode } from 'react';
import { useLoadedComponent } from './useLoadedComponent';

interface Props<P extends object> {
  /** A module-level import of the component (the same function on every render). */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Drawn until the code has arrived; `want` fetches it now (for `onDemand`). */
  standIn?: (want: () => void) => ReactNode;
  onDemand?: boolean;
}

/**
 * A component fetched beside the screen (see useLoadedComponent), in a slot of its own: its arrival redraws
 * this slot only, not the frame and screen around it, which had been one blocking render of 70 ms at a
 * phone's speed each time the bell, the outbox or the search arrived (issue 24).
 */
export function Loaded<P extends object>({ load, props, standIn, onDemand = false }: Props<P>) {
  const [Component, want] = useLoadedComponent(load, onDemand);
  return Component ? <Component {...props} /> : (standIn?.(want) ?? null);
}
