import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/scripts/routePreloads.ts). */
interface RoutePreloads {
  signedIn: string[];
  routes: Record<string, string[]>;
}

/**
 * The web app's page for a path, when it differs from the built index.html: a signed-in page names the code
 * it will load after the entry (the frame, and /home its own) as module preloads, so a phone fetches it beside
 * the entry rather than one round trip later (issue 24). Null: send index.html as built (and pre-compressed);
 * so for /login, whose visitors are not signed in yet, and for a build without the preloads file.
 */
export function webPages(dist: string): (pathname: string) => string | null {
  const file = path.join(dist, 'route-preloads.json');
  if (!existsSync(file)) return () => null;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const withPreloads = (files: string[]) =>
    index.replace('</head>', `${files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')}</head>`);
  const signedIn = withPreloads(preloads.signedIn);
  const routes = new Map(Object.entries(preloads.routes).map(([route, files]) => [route, withPreloads([...preloads.signedIn, ...files])]));
  return (pathname) => (pathname === '/login' ? null : (routes.get(pathname) ?? signedIn));
}
