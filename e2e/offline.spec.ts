import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiToken, shot, signIn } from './accounts';
import { canvas } from './screens';
import { choose, chosen } from './select';

const DATASETS = process.env.DATASETS_DIR ?? path.resolve('..', 'shared', 'datasets');
const SOIL_PHOTO = path.join(DATASETS, 'soil-types', 'Black_Soil', '1.jpg');
const TOMATO_DIR = path.join(DATASETS, 'tomato-leaf-disease', 'Late_blight');
const TOMATO_LEAF = path.join(TOMATO_DIR, readdirSync(TOMATO_DIR).sort()[0]!);
const CARD = path.join(DATASETS, 'soil-health-cards', 'shc_karnataka_bagalkote_test_results.jpg');

// The only test that lets the app's service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const SCREENS = ['/home', '/soil-testing', '/fertilizer-recommendation'];

/** Waits until the app's service worker controls the page (it takes over after the first load) and keeps the outbox's code. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The outbox's code (which lists what is kept offline) is fetched after the first paint and kept by the worker
  // as it passes: a test that cut the network at once could find it not yet on the phone.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept: string[] = [];
        let store = false;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const req of await cache.keys()) {
            kept.push(req.url);
            // The outbox's store shares a chunk with what else imports it (its name follows the build's grouping).
            if (!store && /\/assets\/[^/]+\.js$/.test(req.url)) store = (await (await cache.match(req))!.text()).includes('agrim-outbox');
          }
        }
        return store && ['OutboxSlot', 'OutboxPanel'].every((chunk) => kept.some((url) => url.includes(`/assets/${chunk}-`)));
      }),
    )
    .toBe(true);
}

test('offline, screens opened before show their last data under an offline banner (issue 24)', async ({ page, context }) => {
  await signIn(page, 'user');
  await expect(page).toHaveURL('/home');
  // Once the worker controls the page, each screen is opened online so its code and data are kept.
  await controlled(page);
  const online: Record<string, string> = {};
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loaded: no spinner or placeholder left (the live stream keeps the network busy on /home).
    await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    online[path] = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  }

  await context.setOffline(true);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(/You are offline.*as of/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(online[path]!);
  }
  // The home screen's tiles come from the kept copy of the last answer, not an error.
  await page.goto('/home');
  await expect(page.getByTestId('tile-nitrogen-value')).not.toBeEmpty();
  await expect(page.getByText('Could not reach the server')).toHaveCount(0);
  // Issue 39: nothing says live without a network; the device's state is the last one known, and when.
  await expect(page.getByTestId('device-state')).toHaveText(/^Device (online|offline) \(last known, .+\)$/);
  await expect(page.getByTestId('device-state')).not.toHaveClass(/MuiChip-color(Success|Error)/);
  await expect(page.getByTestId('live-state')).toHaveText('No connection: not updating');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('device-state')).toHaveText(/^Device (online|offline)$/);
});

test('feedback given offline is kept, listed, and sent exactly once when the connection returns (issue 24)', async ({
  page,
  context,
  request,
}) => {
  const reason = `Offline in the field: too much urea for this soil (${Date.now()})`;
  const posts: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/fertilizer/recommendation/expert/feedback'))
      posts.push(r.headers()['idempotency-key'] ?? null);
  });
  const expert = await apiToken(request, ACCOUNTS.Expert.email, ACCOUNTS.Expert.password);
  /** This run's feedback as the server has it (the Expert's own list, newest first). */
  const stored = async () => {
    const res = await request.get('/fertilizer/recommendation/get/expert/feedback/uid?page_size=50', {
      headers: { authorization: `Bearer ${expert}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: Array<{ comments: string; reference_files?: unknown[] }> }).data.filter(
      (r) => r.comments === reason,
    );
  };

  await signIn(page, 'Expert');
  await controlled(page);
  // The prediction needs the server; the network drops while the Expert writes the feedback.
  await page.goto('/fertilizer-recommendation');
  await choose(page.getByRole('tabpanel').getByTestId('crop-type'), 'Maize');
  await page.getByRole('tabpanel').getByTestId('predict').click();
  const dialog = page.getByRole('dialog', { name: 'Feedback on this recommendation' });
  await expect(dialog.getByTestId('summary-npk')).toHaveText(/^\d+-\d+-\d+$/);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await dialog.getByTestId('rating-4').click();
  await dialog.getByTestId('feedback-reason').fill(reason);
  await dialog.getByRole('radio', { name: 'Medium' }).check();
  // A photo goes into the kept copy as well (IndexedDB keeps files).
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  await dialog.getByTestId('feedback-files').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await dialog.getByTestId('feedback-submit').click();

  await expect(page.locator('.MuiSnackbar-root .MuiAlert-message')).toHaveText(
    'You are offline. Your feedback is kept on this phone and will be sent once the connection returns.',
  );
  await expect(dialog).toBeHidden();
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('1 action kept on this phone');
  await expect(outbox.getByTestId('outbox-item')).toHaveCount(1);
  await expect(outbox.getByTestId('outbox-item')).toContainText(reason);
  await expect(outbox.getByTestId('outbox-item')).toContainText('it will be sent once the connection returns');
  await page.screenshot({ path: 'test-results/screenshots/offline-feedback-kept.png' });
  // On a phone the list wraps a long reason instead of scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('outbox').screenshot({ path: 'test-results/screenshots/offline-feedback-kept-phone.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(posts).toEqual([]);
  expect(await stored()).toHaveLength(0);

  // Kept across a reload while still offline (the app shell and the outbox come from the phone).
  await page.reload();
  await expect(page.getByTestId('outbox-item')).toContainText(reason);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.locator('.MuiSnackbar-root .MuiAlert-message')).toHaveText('Back online: 1 kept action was sent.');
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  await expect.poll(stored).toHaveLength(1);
  expect((await stored())[0]!.reference_files).toHaveLength(1);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);

  // Nothing is left to send: opening the app again sends nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/feedback/summary');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await stored()).toHaveLength(1);
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('offline, a part never opened before says its code could not be fetched, and loads once online (issue 24)', async ({
  page,
  context,
}) => {
  // The log tab's code (the data grid) is fetched when the tab is first opened, so it is not on the phone yet.
  await signIn(page, 'Admin');
  await controlled(page);
  await page.goto('/fertilizer-recommendation');
  await expect(page.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByTestId('predict')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Prediction log' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'This part of Agrim could not be loaded' })).toBeVisible();
  await expect(panel).toContainText('Check that you are online, then try again.');
  // The rest of the screen stays usable: the manual tab is still there with what it held.
  await expect(page.getByRole('tab', { name: 'Manual' })).toBeVisible();
  await shot(page, 'Admin-offline-part-not-fetched');

  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('tab', { name: 'Prediction log' }).click();
  await expect(page.getByRole('tabpanel').getByRole('grid')).toBeVisible();
});

test('installable: a valid manifest with 192 and 512 px icons (also maskable), and a service worker that controls the page', async ({
  page,
  request,
}) => {
  // What Lighthouse's installability audit checked before version 12 dropped the PWA category.
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(new URL(href!, page.url()).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Agrim: soil health and crop advice',
    short_name: 'Agrim',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2e7d32',
    background_color: '#ffffff',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const file = await request.get(icon!.src);
      expect(file.status(), icon!.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon!.type);
      expect(pngSize(await file.body())).toEqual([size, size]);
    }
  }
  // The worker registers from the app itself, takes the page over, and serves the start URL offline.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  await page.context().setOffline(true);
  await page.goto(manifest.start_url);
  await expect(page.getByTestId('login-username')).toBeVisible();
  await page.context().setOffline(false);
});

test('a kept feedback the server refuses on replay is shown with its reason, and can be discarded (issue 24)', async ({
  page,
  context,
  request,
}) => {
  const reason = `Kept offline, sent from another phone meanwhile (${Date.now()})`;
  await signIn(page, 'Expert');
  await controlled(page);
  await page.goto('/fertilizer-recommendation');
  await choose(page.getByRole('tabpanel').getByTestId('crop-type'), 'Wheat');
  const predicted = page.waitForResponse((r) => r.url().endsWith('/agri/fertilizer/recommendation/id') && r.status() === 200);
  await page.getByRole('tabpanel').getByTestId('predict').click();
  const predictionId = ((await (await predicted).json()) as { id: string }).id;
  const dialog = page.getByRole('dialog', { name: 'Feedback on this recommendation' });
  await expect(dialog.getByTestId('summary-npk')).toHaveText(/^\d+-\d+-\d+$/);

  await context.setOffline(true);
  await dialog.getByTestId('rating-6').click();
  await dialog.getByTestId('feedback-reason').fill(reason);
  await dialog.getByRole('radio', { name: 'Low' }).check();
  await dialog.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('outbox-item')).toContainText(reason);

  // Meanwhile the same Expert's feedback on this prediction reached the server another way: the replay is refused (409).
  const expert = await apiToken(request, ACCOUNTS.Expert.email, ACCOUNTS.Expert.password);
  const other = await request.post('/fertilizer/recommendation/expert/feedback', {
    headers: { authorization: `Bearer ${expert}` },
    multipart: { prediction_id: predictionId, rating: '7', ratingReason: 'Sent from the office computer', confidenceLevel: 'High' },
  });
  expect(other.status()).toBe(201);

  await context.setOffline(false);
  const item = page.getByTestId('outbox-item');
  await expect(item).toContainText(/Not sent: .+/);
  await expect(page.getByTestId('outbox')).toContainText('1 action kept on this phone');
  await expect(page.locator('.MuiSnackbar-root .MuiAlert-message')).toContainText('1 kept action was not sent:');
  await page.screenshot({ path: 'test-results/screenshots/offline-feedback-refused.png' });
  await item.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('outbox')).toHaveCount(0);
});

/** At the phone's width the screen does not scroll sideways; a screenshot of it, then back to the desktop size. */
async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  // Charts redraw at the new width a moment after the resize; a busy machine makes that moment long.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 15_000 }).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('soil photos taken offline are saved, sent once when the connection returns, and their result shows (issue 24)', async ({
  page,
  context,
}) => {
  // The model's first photo and full-page shots of a long result: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const posts: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/get/soil/type/predict')) posts.push(r.headers()['idempotency-key'] ?? null);
  });
  await signIn(page, 'Admin');
  await controlled(page);
  // Opened once online, so the screen's code is on the phone.
  await page.goto('/soil/type/detector');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Type Detector');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('image-file').setInputFiles(SOIL_PHOTO);
  await expect(page.getByTestId('image-file-name')).toHaveText('1.jpg');
  await page.getByTestId('image-upload').click();

  await expect(page.getByTestId('photos-kept')).toHaveText(
    'Saved on this phone; the photos will be sent when you are back online. The result will show here and in the list at the top of the screen.',
  );
  await expect(page).toHaveURL(/[?&]kept=[A-Za-z0-9_-]{16,100}/);
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('1 action kept on this phone');
  await expect(outbox.getByTestId('outbox-item')).toContainText('Soil photos for the soil type');
  await expect(outbox.getByTestId('outbox-item')).toContainText('1.jpg');
  await expect(page.getByTestId('soil-type')).toHaveCount(0);
  expect(posts).toEqual([]);
  await phoneShot(page, 'offline-soil-photos-kept-phone');

  // Kept across a reload while still offline: the screen opens on the saved photos.
  await page.reload();
  await expect(page.getByTestId('photos-kept')).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().endsWith('/get/soil/type/predict') && r.request().method() === 'POST');
  await context.setOffline(false);
  const res = await answered;
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as { soil_type: string; analysis: { record_id: string } };
  await expect(page.locator('.MuiSnackbar-root .MuiAlert-message')).toHaveText('Back online: 1 kept action was sent.');
  // The result replaces the notice on the screen that is open, with the saved photo's preview.
  await expect(page.getByTestId('photos-kept')).toHaveCount(0);
  await expect(page.getByTestId('photos-kept-result')).toContainText('The result of the photos saved on');
  await expect(page.getByTestId('soil-type')).toContainText(`Soil type: ${answer.soil_type}`);
  await expect(page.getByTestId('image-confidence')).toHaveText(/% confidence/);
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  const sent = page.getByTestId('outbox-sent');
  await expect(sent).toContainText('1 saved action was sent: its result is ready');
  await expect(sent.getByTestId('outbox-sent-item')).toContainText('1.jpg');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  // The saved photo's preview is drawn beside its result (read back from the phone's store).
  await expect
    .poll(() =>
      page
        .getByTestId('photos-kept-thumbs')
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await phoneShot(page, 'offline-soil-photos-sent-phone');

  // From any screen the list opens the result; nothing is sent again.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('outbox-see-result').click();
  await expect(page).toHaveURL(/\/soil\/type\/detector\?kept=/);
  await expect(page.getByTestId('soil-type')).toContainText(`Soil type: ${answer.soil_type}`);
  await page.reload();
  await expect(page.getByTestId('soil-type')).toContainText(`Soil type: ${answer.soil_type}`);
  // After a reload the picker is empty: the saved photo is shown with its result.
  await expect(page.getByTestId('photos-kept-thumbs').getByRole('img', { name: '1.jpg' })).toBeVisible();
  expect(
    await page
      .getByTestId('photos-kept-thumbs')
      .getByRole('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  expect(posts).toHaveLength(1);

  // Dismissed, it leaves the list and the screen.
  await page.getByTestId('outbox-dismiss').click();
  await expect(page.getByTestId('outbox-sent')).toHaveCount(0);
  await expect(page.getByTestId('soil-type')).toHaveCount(0);
  expect(posts).toHaveLength(1);
});

test('in Hindi, the saved photos, the list and the sent result say so in Hindi (issue 24)', async ({ page, context }) => {
  // The model's first photo and full-page shots of a long result: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  /** Latin words left in a text once the photo's file name is taken out: English UI text. */
  const english = async (testId: string) =>
    ((await page.getByTestId(testId).innerText()).replace(/\b[\w-]+\.jpe?g\b/gi, ' ').match(/[A-Za-z]{2,}/g) ?? []).join(' ');
  await signIn(page, 'Admin');
  await controlled(page);
  await page.goto('/soil/type/detector');
  // Chosen online, so the Hindi strings are on the phone before the network drops.
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मृदा प्रकार पहचान');

  await context.setOffline(true);
  await page.getByTestId('image-file').setInputFiles(SOIL_PHOTO);
  await page.getByTestId('image-upload').click();
  await expect(page.getByTestId('photos-kept')).toHaveText(
    'इस फ़ोन पर सहेज ली गईं; ऑनलाइन होते ही फ़ोटो भेज दी जाएँगी। परिणाम यहाँ और स्क्रीन के ऊपर की सूची में दिखेगा।',
  );
  await expect(page.getByTestId('outbox')).toContainText('मिट्टी के प्रकार के लिए मिट्टी की फ़ोटो');
  expect(await english('outbox')).toBe('');

  const answered = page.waitForResponse((r) => r.url().endsWith('/get/soil/type/predict') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('outbox-sent')).toContainText('सहेजा गया 1 काम भेज दिया गया: उसका परिणाम तैयार है');
  await expect(page.getByTestId('outbox-see-result')).toHaveText('परिणाम देखें');
  await expect(page.getByTestId('soil-type')).toContainText('मिट्टी का प्रकार:');
  expect(await english('outbox-sent')).toBe('');
  await expect(page.getByTestId('photos-kept-result').locator('p').first()).toContainText('को सहेजी गई फ़ोटो का परिणाम');
  expect((await page.getByTestId('photos-kept-result').locator('p').first().innerText()).match(/[A-Za-z]{2,}/g)).toBeNull();
  await phoneShot(page, 'offline-soil-photos-sent-hindi-phone');
});

test('a tomato leaf photo taken offline is sent once and its diagnosis shows (issue 24)', async ({ page, context }) => {
  // The model's first photo and full-page shots of a long result: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const posts: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/get/tomato/disease/prediction')) posts.push(r.headers()['idempotency-key'] ?? null);
  });
  await signIn(page, 'Admin');
  await controlled(page);
  await page.goto('/disease-detection');
  await choose(page.getByTestId('disease-crop'), 'Tomato');
  const model = chosen(page.getByTestId('model-select'));
  await expect(model).toHaveText(/\(default\)/);

  await context.setOffline(true);
  await page.getByTestId('image-file').setInputFiles(TOMATO_LEAF);
  await page.getByTestId('image-upload').click();
  await expect(page.getByTestId('photos-kept')).toContainText('Saved on this phone');
  await expect(page.getByTestId('outbox-item')).toContainText('Tomato leaf photos for disease detection');
  expect(posts).toEqual([]);

  const answered = page.waitForResponse((r) => r.url().endsWith('/get/tomato/disease/prediction') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('classifier-prediction')).toHaveText(/^Prediction: .+ with [\d.]+% confidence$/);
  await canvas(page.getByTestId('probability-chart'));
  await expect(page.getByTestId('outbox-sent-item')).toContainText('Tomato leaf photos for disease detection');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  await phoneShot(page, 'offline-tomato-photo-sent-phone');
});

/** Whether the worker's caches hold a file of each of these chunk names. */
function cachedChunks(page: Page, chunks: string[]) {
  return page.evaluate(async (names) => {
    const kept: string[] = [];
    for (const name of await caches.keys()) kept.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return names.filter((chunk) => !kept.some((url) => url.includes(`/assets/${chunk}-`)));
  }, chunks);
}

test("offline, a farmer's Soil Health Card photo is kept, read once the connection returns, and its values and advice come back (issue 39)", async ({
  page,
  context,
}) => {
  // The card's OCR on a busy 2-core machine, and shots at phone width.
  test.setTimeout(180_000);
  const posts: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/fert/prediction/shc')) posts.push(r.headers()['idempotency-key'] ?? null);
  });
  await signIn(page, 'user');
  await controlled(page);
  // Opened once online, so the screen's code is on the phone.
  await page.goto('/fertilizer-recommendation');
  await expect(page.getByRole('tab', { name: 'Soil Health Card' })).toHaveAttribute('aria-selected', 'true');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('card-file').setInputFiles(CARD);
  await page.getByRole('dialog', { name: 'Preview of the card' }).getByTestId('card-upload').click();
  await page.getByTestId('card-predict').click();
  await expect(page.getByTestId('card-kept')).toHaveText(
    'You are offline. The card photo is saved on this phone and will be read when you are back online: its values and advice will show here and in the list at the top of the screen.',
  );
  await expect(page.getByTestId('card-kept-thumb')).toBeVisible();
  await expect(page).toHaveURL(/\/fertilizer-recommendation\?kept=[A-Za-z0-9_-]{16,100}/);
  await expect(page.getByText(/could not be reached|Could not reach the server/)).toHaveCount(0);
  const outbox = page.getByTestId('outbox');
  await expect(outbox.getByTestId('outbox-item')).toContainText('A Soil Health Card photo for fertilizer advice');
  await expect(outbox.getByTestId('outbox-item')).toContainText(path.basename(CARD));
  expect(posts).toEqual([]);
  await phoneShot(page, 'offline-card-kept-phone');

  // Kept across a reload while still offline: the screen opens on the saved card.
  await page.reload();
  await expect(page.getByTestId('card-kept')).toBeVisible();
  await expect(page.getByTestId('card-file-name')).toHaveText(path.basename(CARD));

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/fert/prediction/shc') && r.request().method() === 'POST', {
    timeout: 120_000,
  });
  await context.setOffline(false);
  expect((await answered).status()).toBe(200);
  // The values read from the card and the advice come to the open screen.
  await expect(page.getByTestId('card-values')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('card-ph')).toHaveValue('7.7');
  await expect(page.getByTestId('card-n')).toHaveValue('200.63');
  await expect(page.getByRole('tabpanel').getByTestId('advice')).not.toBeEmpty();
  await expect(page.getByTestId('card-kept')).toHaveCount(0);
  await expect(page.getByTestId('card-kept-result')).toContainText('read when the connection returned');
  await expect(page.getByTestId('outbox-sent-item')).toContainText('A Soil Health Card photo for fertilizer advice');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  await phoneShot(page, 'offline-card-read-phone');

  // From any screen the list opens it again; nothing is sent twice.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('outbox-see-result').click();
  await expect(page).toHaveURL(/\/fertilizer-recommendation\?kept=/);
  await expect(page.getByTestId('card-ph')).toHaveValue('7.7');
  await expect(page.getByRole('tabpanel').getByTestId('advice')).not.toBeEmpty();
  expect(posts).toHaveLength(1);
  await page.getByTestId('outbox-dismiss').click();
  await expect(page.getByTestId('outbox-sent')).toHaveCount(0);
});

test('offline, the soil test start keeps what was entered and the chosen photo, and starts with one tap once online (issue 39)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.user.email, ACCOUNTS.user.password)}` };
  const closeOpenTests = async () => {
    for (const status of ['running', 'started']) {
      const open = (await (await request.get(`/api/v1/soil_test?status=${status}`, { headers })).json()) as Array<{ id: number }>;
      for (const t of open) await request.put(`/api/v1/soil_test/${t.id}/abort`, { headers, data: { reason: 'e2e cleanup' } });
    }
  };
  await closeOpenTests();
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/soil_test/start')) starts.push(r.url());
  });
  await signIn(page, 'user');
  await controlled(page);
  await page.goto('/soil-testing');
  await expect(page.getByTestId('start-panel')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('start-offline')).toHaveText('Starting a soil test needs a connection.');
  await page.getByRole('button', { name: 'Start Soil Testing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soil Testing', exact: true });
  await expect(dialog.getByTestId('wizard-start-offline')).toContainText('Starting a soil test needs a connection');
  await dialog.getByLabel('Soil Type').fill('Loamy');
  await dialog.getByLabel('Depth Input').fill('6');
  await dialog.getByTestId('soil-image-input').setInputFiles(SOIL_PHOTO);
  await expect(dialog.getByTestId('soil-image-name')).toHaveText('1.jpg');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByTestId('wizard-start-kept')).toHaveText(
    'No connection: the test has not started. What you entered and the photo are kept on this phone: press Proceed when you are back online.',
  );
  await expect(dialog.getByText(/could not be reached|Could not reach the server/)).toHaveCount(0);
  expect(starts).toEqual([]);
  await phoneShot(page, 'offline-soil-test-start-kept-phone');

  // Closed and the app reloaded while still offline: nothing is lost.
  await page.reload();
  await expect(page.getByTestId('start-kept')).toContainText('Your soil test details and photo are kept on this phone');
  await page.getByRole('button', { name: 'Start Soil Testing' }).click();
  await expect(dialog.getByLabel('Soil Type')).toHaveValue('Loamy');
  await expect(dialog.getByLabel('Depth Input')).toHaveValue('6');
  await expect(dialog.getByTestId('soil-image-name')).toHaveText('1.jpg');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Online: one tap on the start panel starts the test with them, and the kept photo is uploaded.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/v1/soil_test/start'));
  const uploaded = page.waitForResponse((r) => /\/api\/v1\/soil_test\/\d+\/images$/.test(r.url()));
  await page.getByRole('button', { name: 'Start Soil Testing' }).click();
  const body = (await started).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ soil_type: 'Loamy', depth_cm: 15.24 });
  expect((await started).status()).toBe(200);
  expect((await uploaded).status()).toBe(200);
  expect(starts).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: /sensor probe/i }).or(dialog.getByTestId('wizard-panel'))).toBeVisible();
  await expect(page.getByTestId('start-kept')).toHaveCount(0);
  await closeOpenTests();
});

/** The API reads the worker has kept (its 'agrim-api' cache), as addresses without the origin. */
function keptReads(page: Page) {
  return page.evaluate(async () =>
    (await caches.has('agrim-api'))
      ? (await (await caches.open('agrim-api')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search)
      : [],
  );
}

test("offline, /home's lower half (fertigation, charts) is whole, with its last known readings, for a farmer who never scrolled there (issue 39)", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A phone: the valve card and the charts are below the fold, never drawn (nor their code fetched) by the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'user');
  await controlled(page);
  // The worker fetched them as it installed (precache), not the page.
  await expect.poll(() => cachedChunks(page, ['FertigationCard', 'HomeCharts', 'SensorChartPlot', 'echarts'])).toEqual([]);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /\/assets\/(FertigationCard|HomeCharts|SensorChartPlot)-/.test(e.name)),
    ),
  ).toBe(false);
  await expect(page.getByTestId('fertigation')).toHaveCount(0);
  await expect(page.getByTestId('chart-npk')).toHaveCount(0);
  // Their readings were asked for once the screen was idle, with the parts' own queries, so the worker kept
  // them (the valve's state, and the charts' 7 days at this width).
  await expect
    .poll(() => keptReads(page), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/agri\/data\?.*maxPoints=360/), expect.stringMatching(/^\/agri\/fertigation\?/)]),
    );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('fertigation-place').scrollIntoViewIfNeeded();
  const valve = page.getByTestId('fertigation');
  await expect(valve).toBeVisible();
  // The valve's last known state, said as such; it cannot be switched without a connection.
  await expect(valve.getByTestId('fertigation-status')).not.toBeEmpty();
  await expect(valve.getByTestId('fertigation-last-known')).toHaveText(
    'No connection: the last known state. The valve can be switched once you are back online.',
  );
  await expect(valve.locator('input[type="checkbox"]')).toBeDisabled();
  // The charts draw the kept readings, said as last known up to the newest.
  await page.getByTestId('chart-npk').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('charts-last-known')).toHaveText(/^No connection: the last known readings, up to .+\d/);
  for (const chart of ['chart-npk', 'chart-climate', 'chart-ph', 'chart-conductivity']) {
    await page.getByTestId(chart).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(chart).locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId(chart).getByRole('button', { name: 'Show data as table' })).toBeVisible();
  }
  await expect(page.getByText('This part of Agrim could not be loaded')).toHaveCount(0);
  await expect(page.getByText(/No readings in this period|Could not reach the server|could not be reached/)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/offline-home-whole-phone.png', fullPage: true });

  // A wider phone asks for more points (an address never asked for online, as the next day's range is): the
  // worker answers with the newest kept answer of the same device, and the charts still draw it.
  await page.setViewportSize({ width: 412, height: 800 });
  const fallback = page.waitForResponse((r) => r.url().includes('/agri/data?') && r.url().includes('maxPoints=412'));
  await page.reload();
  await page.getByTestId('charts-place').scrollIntoViewIfNeeded();
  expect((await fallback).headers()['x-agrim-kept-for']).toMatch(/\/agri\/data\?.*maxPoints=360/);
  await page.getByTestId('chart-npk').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-npk').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('charts-last-known')).toBeVisible();
  await context.setOffline(false);
});

test('offline, the manual fertilizer form keeps the last reading it was filled from (issue 39)', async ({ page, context }) => {
  await signIn(page, 'user');
  await controlled(page);
  await page.goto('/fertilizer-recommendation');
  await page.getByRole('tab', { name: 'Manual' }).click();
  const note = page.getByRole('tabpanel').getByTestId('prefill-note');
  await expect(note).toBeVisible();
  const online = await note.innerText();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('tab', { name: 'Manual' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('prefill-note')).toHaveText(online);
  await expect(page.getByRole('tabpanel').getByText(/could not be reached|Could not reach the server/)).toHaveCount(0);
  await context.setOffline(false);
});
