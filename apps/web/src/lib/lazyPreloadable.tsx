import { type ComponentType, lazy, useState } from 'react';

/**
 * `React.lazy` with a `preload()`, which draws the component itself once its code is here: a render after
 * the download never suspends. A render that suspends commits its Suspense fallback, and React then holds
 * the real content back for at least 300 ms after that fallback; /home's first paint waited ~400 ms that
 * way for chunks it already had (issue 24). A failed download stays failed, as a `lazy` one does, and the
 * render shows it to the error boundary.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let started: ReturnType<typeof load> | undefined;
  const preload = () =>
    (started ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  const Component = (props: P) => {
    // Chosen once per instance: an instance that mounted the lazy wrapper keeps it (it draws the loaded
    // component from then on). Switching to `loaded` on a later render changed the element's type, so
    // React remounted the screen and a farmer lost the photos and diagnosis on a language switch.
    const [Drawn] = useState(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  };
  return Object.assign(Component, { preload });
}
