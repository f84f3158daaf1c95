// Writes apps/web/first-styles.json: the styles each screen's first view has Emotion (MUI's styling) write, which the
// server puts in that screen's page so that the app finds them written (issue 43 item 5; see
// apps/server/src/http/webPages.ts). Not a benchmark: it loads every screen as every role that may open it, as
// the other bench tools load screens (the built web app, the real server with the demo device's readings, a
// phone-sized Chromium), and records what Emotion inserts into its style sheet while the screen settles.
// Run it again after changing the theme or a screen's styles (e2e/firstStyles.spec.ts says when it is due):
//   npm run build -w @agrim/web && CHROME_PATH=/usr/bin/chromium node --import tsx bench/first-styles.ts
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCREEN_ROUTES } from '@agrim/contracts';
import { FIRST_STYLES_FILE, type FirstStyles, styleIdsOf } from '../apps/web/scripts/firstStyles.js';
import { phoneBrowser, roleSession, storeSession } from './chromium.js';
import { startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const WEB = path.resolve(process.env.WEB_DIST ?? path.join(REPO, 'apps/web/dist'));
/** How long a screen is watched after its load event: its first answers arrive and are drawn well within it. */
const SETTLE_MS = 6000;

// The build as it is without its recorded styles: a page that brought them would have Emotion write none of them.
const bare = mkdtempSync(path.join(os.tmpdir(), 'agrim-first-styles-'));
cpSync(WEB, bare, { recursive: true, filter: (file) => !path.basename(file).startsWith(FIRST_STYLES_FILE) });
const server = await startServer({ name: 'first-styles', db: 'PGlite', pgAdminUrl: '', env: { SIMULATOR: 'true', WEB_DIST: bare } });
/** Every style's rules, in the order first seen over the whole walk (the order the pages write them in). */
const styles = new Map<string, string[]>();
const routes: Record<string, Set<string>> = {};
try {
  for (const route of SCREEN_ROUTES) {
    routes[route.path] = new Set();
    for (const role of route.roles) {
      const session = await roleSession(server.base, role);
      const { browser, page } = await phoneBrowser();
      try {
        await storeSession(page, server.base, session);
        // Emotion's sheet (data-emotion="css") gets each rule by insertRule: the rule as written, with the
        // prefixes other browsers need (Chromium refuses those, and would not list them among its rules).
        await page.evaluateOnNewDocument(() => {
          type Sheet = { ownerNode: { getAttribute?(name: string): string | null } | null };
          const page = globalThis as unknown as {
            firstRules: string[];
            CSSStyleSheet: { prototype: { insertRule(this: Sheet, rule: string, index?: number): number } };
          };
          const seen: string[] = (page.firstRules = []);
          const sheet = page.CSSStyleSheet.prototype;
          const insertRule = sheet.insertRule;
          sheet.insertRule = function (rule, index) {
            if (this.ownerNode?.getAttribute?.('data-emotion') === 'css') seen.push(rule);
            return insertRule.call(this, rule, index);
          };
        });
        await page.goto(`${server.base}${route.path}`, { waitUntil: 'load' });
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        if (new URL(page.url()).pathname !== route.path) throw new Error(`${route.path} as ${role} ended on ${page.url()}`);
        const rules = await page.evaluate(() => (globalThis as unknown as { firstRules: string[] }).firstRules);
        for (const [id, own] of styleIdsOf(rules)) {
          if (!styles.has(id)) styles.set(id, own);
          routes[route.path]!.add(id);
        }
        console.log(`${route.path} as ${role}: ${rules.length} rules`);
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server.stop();
  rmSync(bare, { recursive: true, force: true });
}
const order = [...styles.keys()];
const result: FirstStyles = {
  styles: Object.fromEntries([...styles].map(([id, rules]) => [id, rules.join('')])),
  routes: Object.fromEntries(Object.entries(routes).map(([route, ids]) => [route, order.filter((id) => ids.has(id))])),
};
writeFileSync(path.join(REPO, 'apps/web', FIRST_STYLES_FILE), `${JSON.stringify(result, null, 1)}\n`);
console.log(`${order.length} styles, ${Object.keys(routes).length} screens: apps/web/${FIRST_STYLES_FILE}`);
