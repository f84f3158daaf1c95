import { useLoadedComponent } from '../lib/useLoadedComponent';

// The frame imports this small module, not the panel: the panel's list of chunks to preload would
// otherwise sit in the frame's own chunk, the first screen's JS (issue 24 budget).
const loadOutboxPanel = () => import('./OutboxPanel').then((m) => m.default);

/** The outbox of actions kept offline, loaded after the screen paints. */
export default function OutboxSlot() {
  const [OutboxPanel] = useLoadedComponent(loadOutboxPanel);
  return OutboxPanel && <OutboxPanel />;
}
