import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './accounts';
import { choose } from './select';

/** The feedback loop runs in order: the Expert's feedback is what the Admin approves. */
test.describe.configure({ mode: 'serial' });

const FILES = path.resolve('test-results', 'feedback-files');
/** A real 1×1 PNG and a tiny PDF, a CSV and a JSON: the server checks files by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function write(name: string, bytes: Buffer | string): string {
  mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, name);
  writeFileSync(file, bytes);
  return file;
}

/** The reason text identifies this run's feedback on the Admin's side. */
const REASON = `Too much nitrogen for maize on black soil after a legume (${Date.now()})`;

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Feedback on this recommendation' });
/** The toast sits outside a modal's accessibility tree, so it is found by its class. */
const toast = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-message');

async function predict(page: Page, crop = 'Maize') {
  await page.goto('/fertilizer-recommendation');
  await choose(page.getByRole('tabpanel').getByTestId('crop-type'), crop);
  await page.getByRole('tabpanel').getByTestId('predict').click();
  const dialog = feedbackDialog(page);
  await expect(dialog).toBeVisible();
  // The summary fills in as the two calls return.
  await expect(dialog.getByTestId('summary-npk')).toHaveText(/^\d+-\d+-\d+$/);
  await expect(dialog.getByTestId('summary-advice').getByTestId('advice')).toContainText('Maize');
  return dialog;
}

/** A dialog is fixed to the viewport: it is captured as the user sees it, not as a full page. */
async function dialogShot(page: Page, name: string) {
  await expect(page.locator('[role="dialog"] [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

async function count(page: Page, card: string): Promise<number> {
  const value = page.getByTestId(`overview-${card}-value`);
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test('an Expert lands on the dashboard, predicts, and Submit with nothing filled shows the errors and sends nothing', async ({ page }) => {
  await signIn(page, 'Expert');
  await expect(page).toHaveURL('/feedback/summary');
  await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Ravi Expert');

  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/expert/feedback') && r.method() === 'POST' && sent.push(r.url()));
  const dialog = await predict(page);
  const summary = dialog.getByRole('region', { name: 'Fertilizer Recommendation' });
  expect(await summary.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
  await expect(dialog.getByRole('table', { name: 'Soil, crop and model' })).toContainText('Maize');
  await expect(dialog.getByRole('table', { name: 'Inputs' })).toContainText('Moisture (%)');
  await expect(dialog.getByRole('heading', { name: 'FeedBack', exact: true })).toBeVisible();

  await dialog.getByTestId('feedback-submit').click();
  await expect(dialog.getByText('Choose a rating from 1 to 10.')).toBeVisible();
  await expect(dialog.getByText('Say why you gave this rating.')).toBeVisible();
  await expect(dialog.getByText('Choose how confident you are.')).toBeVisible();
  await expect(dialog.getByTestId('feedback-errors')).toBeVisible();
  // The region is asked only with a suggested N-P-K, which must look like N-P-K numbers.
  await expect(dialog.getByTestId('feedback-region')).toHaveCount(0);
  await dialog.getByTestId('feedback-npk').fill('lots of urea');
  await expect(dialog.getByTestId('feedback-region')).toBeVisible();
  await expect(dialog.getByText('Write it as N-P-K numbers, e.g. 18-46-0.')).toBeVisible();
  await expect(dialog.getByText('Choose the agro-climatic region the suggestion is for.')).toBeVisible();
  await dialog.getByTestId('feedback-submit').click();
  await dialogShot(page, 'Expert-feedback-dialog-errors');
  expect(sent).toEqual([]);

  // Close resets the form: the next Predict opens it empty.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tabpanel').getByTestId('predict').click();
  await expect(dialog.getByTestId('feedback-npk')).toHaveValue('');
  await expect(dialog.getByText('Choose a rating from 1 to 10.')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('an Expert rates a prediction with two reference files and sees the success snackbar', async ({ page }) => {
  await signIn(page, 'Expert');
  const dialog = await predict(page);

  // Clicking the chosen number again clears the rating.
  const eight = dialog.getByTestId('rating-8');
  await eight.click();
  await expect(eight).toHaveAttribute('aria-pressed', 'true');
  await eight.click();
  await expect(eight).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByTestId('rating-3').click();
  await expect(dialog.getByRole('button', { pressed: true })).toHaveText('3');

  await dialog.getByTestId('feedback-reason').fill(REASON);
  await dialog.getByRole('radio', { name: 'High' }).check();
  await dialog.getByTestId('feedback-npk').fill('18-46-0');
  await choose(dialog.getByTestId('feedback-region'), 'Central Plateau & Hills (M.P.)');
  await choose(dialog.getByTestId('feedback-season'), 'Winter');

  // Files are added one at a time or several at once; each can be removed.
  const png = write('leaf-colour-chart.png', PNG);
  const pdf = write('soil-lab-report.pdf', PDF);
  const extra = write('notes.txt', 'field notes\n');
  const input = dialog.getByTestId('feedback-files');
  await input.setInputFiles(png);
  await input.setInputFiles([pdf, extra]);
  const chips = dialog.getByTestId('feedback-file').locator('.MuiChip-label');
  await expect(chips).toHaveText(['leaf-colour-chart.png', 'soil-lab-report.pdf', 'notes.txt']);
  await dialog.getByRole('img', { name: 'Remove notes.txt' }).click();
  await expect(chips).toHaveText(['leaf-colour-chart.png', 'soil-lab-report.pdf']);
  await dialogShot(page, 'Expert-feedback-dialog');

  // A submission the server refuses (a file over the upload cap): the error snackbar, and the form is kept.
  await input.setInputFiles(write('whole-field-scan.png', Buffer.alloc(9 * 1024 * 1024, 1)));
  await dialog.getByTestId('feedback-submit').click();
  await expect(toast(page)).toHaveText(
    'some problem occured, please try again (The upload is too large: at most 5 files of at most 8 MB each. Choose a smaller file (or fewer files) and send it again.)',
  );
  await expect(dialog.getByTestId('feedback-reason')).toHaveValue(REASON);
  await dialog.getByRole('img', { name: 'Remove whole-field-scan.png' }).click();
  await expect(chips).toHaveText(['leaf-colour-chart.png', 'soil-lab-report.pdf']);

  const response = page.waitForResponse((r) => r.url().endsWith('/fertilizer/recommendation/expert/feedback') && r.status() === 201);
  await dialog.getByTestId('feedback-submit').click();
  await response;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Prediction created successfully!' })).toBeVisible();

  // The Expert's own list shows it, Pending.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
  // The grid is drawn when its place comes near the screen.
  await page.getByTestId('feedback-table').scrollIntoViewIfNeeded();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Ravi Expert' }).first();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('18-46-0');
  await expect(row.getByTestId('score')).toHaveText('3');
  await expect(page.getByRole('columnheader', { name: 'Approve/Reject' })).toHaveCount(0);
  await shot(page, 'Expert-feedback-summary');
});

test('an Admin sees it Pending, opens its files, approves it once, and the counts change', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/feedback/summary');
  await expect(page.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  const approvedBefore = await count(page, 'approved');
  const pendingBefore = await count(page, 'pending');
  expect(pendingBefore).toBeGreaterThan(0);

  await page.getByTestId('feedback-table').scrollIntoViewIfNeeded();
  const grid = page.getByRole('grid');
  const candidate = grid.getByRole('row').filter({ hasText: 'Ravi Expert' }).filter({ hasText: 'Pending' }).first();
  const id = await candidate.getAttribute('data-id');
  const row = grid.locator(`[role="row"][data-id="${id}"]`);
  await expect(row.getByTestId('confidence')).toHaveText('High');
  // High confidence is green; score 3 sits at the red end of the scale.
  await expect(row.getByTestId('confidence')).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  await expect(row.getByTestId('score')).toHaveCSS('background-color', 'rgb(239, 108, 0)');

  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Feedback' });
  await expect(details.getByTestId('details-comments')).toHaveText(REASON);
  await expect(details.getByTestId('details-AgroZone')).toHaveText('Central Plateau & Hills (M.P.)');
  await expect(details.getByTestId('details-Season')).toHaveText('Winter');
  const links = details.getByTestId('reference-link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toContainText('leaf-colour-chart.png');
  const href = await links.first().getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await file.body(), PNG)).toBe(0);
  // The decision can be taken from the details too.
  await expect(details.getByRole('button', { name: 'Approve' })).toBeVisible();
  await dialogShot(page, 'Admin-feedback-details');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'Admin-feedback-summary');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Feedback approved.' })).toBeVisible();
  const decided = row.getByRole('button', { name: 'Approved' });
  await expect(decided).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByTestId('overview-approved-value')).toHaveText(String(approvedBefore + 1));
  await expect(page.getByTestId('overview-pending-value')).toHaveText(String(pendingBefore - 1));

  // The approved correction is in the training export.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export approved corrections (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^fertilizer-expert-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(statSync((await csv.path())!).size).toBeGreaterThan(0);
});

test('a superAdmin reviews the dashboard in Hindi and by period', async ({ page }) => {
  await signIn(page, 'superAdmin');
  await page.goto('/feedback/summary');
  await expect(page.getByRole('columnheader', { name: 'Approve/Reject' })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Total Prediction' }).click();
  await expect(page.getByTestId('chart-predictions')).toBeVisible();
  await shot(page, 'superAdmin-feedback-summary');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है, Administrator');
  await expect(page.getByTestId('overview-approved')).toContainText('स्वीकृत प्रतिक्रियाएँ');
  await shot(page, 'superAdmin-hindi-feedback-summary');
  await page.getByRole('button', { name: 'English' }).first().click();
});

test('an Expert uploads a CV and datasets on the profile and downloads the CV', async ({ page }) => {
  await signIn(page, 'Expert');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Ravi Expert');
  await expect(page.getByTestId('download-cv')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('No Fertilizer Dataset Available')).toBeVisible();
  await shot(page, 'Expert-profile-empty');

  const cv = write('ravi-expert-cv.pdf', PDF);
  await page.getByTestId('upload-cv').setInputFiles(cv);
  await expect(page.getByRole('alert').filter({ hasText: 'Resume added successfully' })).toBeVisible();

  const datasets = [
    write('maize-trials-2024.csv', 'crop,n,p,k\nMaize,120,60,40\n'),
    write('wheat-trials.csv', 'crop,n,p,k\nWheat,100,50,30\n'),
  ];
  await page.getByTestId('upload-fertilizer').setInputFiles(datasets);
  await expect(page.getByRole('alert').filter({ hasText: 'Dataset added successfully' })).toBeVisible();
  const fertilizer = page.getByRole('tabpanel', { name: 'Fertilizer Dataset' }).getByTestId('file-card');
  await expect(fertilizer).toHaveCount(2);
  await expect(fertilizer.first()).toContainText('maize-trials-2024.csv');
  await expect(fertilizer.first()).toContainText('Format: CSV');

  await page.getByRole('tab', { name: 'Reference Dataset' }).click();
  await expect(page.getByText('No Reference Dataset Available')).toBeVisible();
  await page
    .getByTestId('upload-reference')
    .setInputFiles(write('icar-soil-norms.json', JSON.stringify({ zone: 'Malwa', n: [120, 60, 40] })));
  await expect(page.getByRole('tabpanel', { name: 'Reference Dataset' }).getByTestId('file-card')).toContainText('Format: JSON');
  await shot(page, 'Expert-profile');

  // A file of the wrong type is refused with the spec's message.
  await page.getByTestId('upload-reference').setInputFiles(write('photo.csv', PNG));
  await expect(page.getByRole('alert').filter({ hasText: 'Some problem occurred, please try again' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('download-cv').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('ravi-expert-cv.pdf');
  expect(statSync((await saved.path())!).size).toBe(PDF.length);
});

test('an Expert works in Hindi: the dashboard, the dialog with its 32 regions, and the profile', async ({ page }) => {
  await signIn(page, 'Expert');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है, Ravi Expert');
  await shot(page, 'Expert-hindi-feedback-summary');

  await page.goto('/fertilizer-recommendation');
  await page.getByRole('tabpanel').getByTestId('predict').click();
  const dialog = page.getByRole('dialog', { name: 'इस सिफ़ारिश पर प्रतिक्रिया' });
  await expect(dialog.getByTestId('summary-npk')).toHaveText(/^\d+-\d+-\d+$/);
  await expect(dialog.getByTestId('summary-advice').getByTestId('advice')).toHaveAttribute('lang', 'hi');
  await dialog.getByTestId('feedback-npk').fill('18-46-0');
  // The regions, after the empty line shown while none is chosen.
  const options = dialog.getByTestId('feedback-region').locator('option:not([value=""])');
  await expect(options).toHaveCount(32);
  await expect(options.first()).toHaveText('पश्चिमी हिमालय (जम्मू-कश्मीर, हिमाचल प्रदेश)');
  await expect(options.last()).toHaveText('द्वीप क्षेत्र (अंडमान और निकोबार)');
  await choose(dialog.getByTestId('feedback-region'), 'द्वीप क्षेत्र (अंडमान और निकोबार)');
  await dialogShot(page, 'Expert-hindi-feedback-dialog');
  await dialog.getByRole('button', { name: 'बंद करें' }).click();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('विशेषज्ञ प्रोफ़ाइल');
  await shot(page, 'Expert-hindi-profile');
  await page.getByRole('button', { name: 'English' }).first().click();
});

test('on a phone the feedback dialog stacks the summary over the form, and the dashboard fits', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'Expert');
  await shot(page, 'Expert-phone-feedback-summary');
  const dialog = await predict(page, 'Maize');
  const summary = await dialog.getByRole('heading', { name: 'Summary', exact: true }).boundingBox();
  const form = await dialog.getByRole('heading', { name: 'FeedBack', exact: true }).boundingBox();
  expect(form!.y).toBeGreaterThan(summary!.y);
  expect(Math.abs(form!.x - summary!.x)).toBeLessThan(4);
  await dialogShot(page, 'Expert-phone-feedback-dialog');
  await dialog.getByRole('heading', { name: 'FeedBack', exact: true }).scrollIntoViewIfNeeded();
  await dialogShot(page, 'Expert-phone-feedback-dialog-form');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/profile');
  await shot(page, 'Expert-phone-profile');
  await context.close();

  const admin = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'Admin');
  await adminPage.goto('/feedback/summary');
  await shot(adminPage, 'Admin-phone-feedback-summary');
  await admin.close();
});

test('a farmer opens neither the dashboard nor the profile', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/feedback/summary');
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  await expect(page).toHaveURL('/home');
});

test('the profile is the Expert’s only: an Admin has no Profile entry and is sent home', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/profile');
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
});
