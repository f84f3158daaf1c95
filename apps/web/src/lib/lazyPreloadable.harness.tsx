/**
 * A page for e2e/lazyPreloadable.spec.ts (bundled there, never part of the app): a part drawn through
 * lazyPreloadable whose code arrives while React waits to resume the render that first met it, then a
 * redraw of its parent, as a language change redraws every screen. The part must keep its state.
 */
import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyPreloadable } from './lazyPreloadable';

let mounts = 0;
function Part() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p id="part">part</p>;
}

// A microtask after the render asked for it: React yields once after meeting code still on its way and,
// finding it arrived, draws it where it was asked for (as a screen's chunk landing during that yield did).
const Drawn = lazyPreloadable(() => new Promise<{ default: typeof Part }>((resolve) => queueMicrotask(() => resolve({ default: Part }))));

const controls: { show?: () => void; redraw?: () => void } = {};
function Parent() {
  const [shown, setShown] = useState(false);
  const [, setRedraws] = useState(0);
  useEffect(() => {
    controls.show = () => startTransition(() => setShown(true));
    controls.redraw = () => setRedraws((n) => n + 1);
  }, []);
  return <Suspense fallback={<p id="fallback">…</p>}>{shown && <Drawn />}</Suspense>;
}

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** How many times the part was mounted: once, if a redraw keeps it. */
(window as unknown as { mountsAfterRedraw: () => Promise<number> }).mountsAfterRedraw = async () => {
  createRoot(document.getElementById('root')!).render(<Parent />);
  await until(() => !!controls.show);
  controls.show!();
  await until(() => mounts > 0);
  controls.redraw!();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return mounts;
};
