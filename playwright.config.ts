import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { MAIL_HTTP_PORT, MAIL_PORT, PORT, REPORT_PORT, REPORT_URL, RUN_SUFFIX } from './e2e/ports';

export const E2E_DATA_DIR = `test-results/e2e-data${RUN_SUFFIX}`;

/**
 * Debian's headless shell (the same Chromium build without its window system, what Playwright itself runs
 * headless) where installed: Admin's walk and the soil analysis file took 158, 160 and 191 s against 185, 189
 * and 219 s with the full browser in alternating pairs here (a fourth pair, the shell at load 8 against 5:
 * 188 against 185 s). The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser suite: Debian's Chromium (never a downloaded browser) against the real server on a fresh
 * embedded database. If Chromium is missing the launch fails, so CI cannot pass without it.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/playwright${RUN_SUFFIX}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Whole walks (several screens, two roles) on a busy 2-core machine take over 30 s.
  timeout: 60_000,
  // Two groups share two cores: a screen's code chunk, a 1,000-point chart or Swagger UI's large
  // document has taken over 7 s to appear there; a passing check never waits for the limit.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screencast and a DOM snapshot at every step: a quarter of the machine's CPU over Admin's walk
    // (reduced motion: 319 → 240 CPU-s, 246 → 200 s). CI retries a failure once and traces that retry; a run
    // without retries (one file, locally) traces every test and keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    // The app's service worker would answer requests that tests intercept with page.route (failures.spec.ts);
    // only the offline test lets it run.
    serviceWorkers: 'block',
    timezoneId: 'Asia/Kolkata',
    // As a reader who asks for less motion (the theme then ends every animation at once): spinners and transitions
    // kept the compositor drawing frames (Admin's walk: 363 → 319 CPU-s, 262 → 246 s). E2E_MOTION=full runs with motion.
    ...(process.env.E2E_MOTION === 'full' ? {} : { reducedMotion: 'reduce' as const }),
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'seed', testMatch: /seed\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['seed'], testIgnore: /seed\.setup\.ts/ },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/reportHost.ts',
      url: `http://127.0.0.1:${REPORT_PORT}/health`,
      reuseExistingServer: false,
      env: { REPORT_PORT: String(REPORT_PORT) },
    },
    {
      command: 'node --import tsx e2e/mailHost.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      env: { MAIL_PORT: String(MAIL_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // The compiled server, run as `npm start` runs it (`npm run test:browser` builds it first).
      command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps apps/server/dist/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        ADMIN_EMAIL: 'root@agrim.test',
        ADMIN_PASSWORD: 'e2e-root-password',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // A soil test runs 20 s in the browser suite; the product default stays 5 minutes.
        SOIL_TEST_DURATION_MS: '20000',
        // Every answer also serialised by zod and compared with the generated serialiser's (a difference is a 500).
        CHECK_RESPONSES: 'true',
        // The external crop report of spec 2.5, on another origin.
        CROP_REPORT_URL: REPORT_URL,
        // The rainfall and crop production datasets are imported from DATASETS_DIR (default: beside the checkout) at start.
        DATASETS_IMPORT_ON_START: 'true',
        // Alert emails go to the stand-in mail server; a silence rule's minute is 1 s, checked every second.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        ALERTS_SILENCE_MINUTE_MS: '1000',
        ALERTS_SILENCE_CHECK_MS: '1000',
        // An Admin's zip trains with every candidate (the ImageNet backbone's too) but small forests: seconds, not minutes.
        TRAINING_QUICK: 'true',
      },
    },
  ],
});
