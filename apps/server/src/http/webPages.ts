import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/scripts/routePreloads.ts). */
interface RoutePreloads {
  signedIn: string[];
  routes: Record<string, string[]>;
}

/** Copied by the web build (apps/web/scripts/firstStyles.ts): each style's CSS by Emotion id, each route's ids. */
interface FirstStyles {
  styles: Record<string, string>;
  routes: Record<string, string[]>;
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/**
 * The web app's page for a path, when it differs from the built index.html: a signed-in page names the code
 * it will load after the entry (the frame, and each screen its own) as module preloads, so a phone fetches it
 * beside the entry rather than one round trip later (issue 24); and a screen's page holds the styles its first view
 * has Emotion write, in Emotion's server-rendered form, so the app takes them as written instead of compiling and
 * inserting each one in its first commit (issue 43). Null: send index.html as built (and pre-compressed); so for
 * /login, whose visitors are not signed in yet, and for a build without the preloads file.
 */
export function webPages(dist: string): (pathname: string) => string | null {
  const preloads = readJson<RoutePreloads>(path.join(dist, 'route-preloads.json'));
  if (!preloads) return () => null;
  const styles = readJson<FirstStyles>(path.join(dist, 'first-styles.json'));
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const styleOf = (route: string) => {
    if (!styles) return '';
    const ids = (styles.routes[route] ?? []).filter((id) => styles.styles[id] !== undefined);
    const css = ids.map((id) => styles.styles[id]).join('');
    // The CSS comes from our own build and never holds a `<`: refused, so that no text could end the element.
    if (css.includes('<')) throw new Error(`first-styles.json: the styles of ${route} hold a '<'`);
    return ids.length ? `<style data-emotion="css ${ids.join(' ')}">${css}</style>` : '';
  };
  const page = (files: string[], route?: string) =>
    index.replace(
      '</head>',
      `${files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')}${route ? styleOf(route) : ''}</head>`,
    );
  const signedIn = page(preloads.signedIn);
  const routes = new Map(
    [...new Set([...Object.keys(preloads.routes), ...Object.keys(styles?.routes ?? {})])].map((route) => [
      route,
      page([...preloads.signedIn, ...(preloads.routes[route] ?? [])], route),
    ]),
  );
  return (pathname) => (pathname === '/login' ? null : (routes.get(pathname) ?? signedIn));
}
