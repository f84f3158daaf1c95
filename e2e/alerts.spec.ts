import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, signIn } from './accounts';
import { deliver, reading, seededDevice } from './farm';
import { MAIL_HTTP_PORT } from './ports';
import { topShot } from './screens';
import { choose } from './select';

/*
 * Alerts end to end against the real server: the farmer makes a rule, the probe (HTTP, device key)
 * crosses it, the bell shows the alarm live, the email reaches the stand-in SMTP server
 * (e2e/mailHost.ts), the farmer acknowledges it, a recovered reading clears it; then a silence rule
 * fires once the probe stops (a silence minute is 1 s in the browser suite, playwright.config.ts).
 */

const mails = async () =>
  (await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`)).json()) as Array<{ to: string[]; raw: string }>;

test('a farmer’s rule raises an alarm live, emails it, is acknowledged and clears; a silent probe raises one too', async ({
  page,
  request,
}) => {
  const device = seededDevice();
  const farmer = ACCOUNTS.user;
  const auth = { authorization: `Bearer ${await apiToken(request, farmer.email, farmer.password)}` };
  const created: number[] = [];
  const devices = (await (await request.get('/api/devices', { headers: auth })).json()) as {
    data: Array<{ id: string; name: string; farmId: string }>;
  };
  const probe = devices.data.find((d) => d.id === device.deviceId)!;
  try {
    await signIn(page, 'user');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Alerts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts');

    // Email on, from the Channels tab.
    await page.getByRole('tab', { name: 'Channels' }).click();
    await page.getByLabel('Email').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Channels saved.')).toBeVisible();

    // The rule: moisture below 15 % on this probe, clearing at 20 %.
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Dry soil');
    await choose(dialog.getByLabel('Device'), probe.name);
    await choose(dialog.getByLabel('Value'), 'Moisture');
    await dialog.getByLabel('Line').fill('15');
    await dialog.getByLabel('Clears at (optional)').fill('20');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByTestId('rule').filter({ hasText: 'Dry soil' })).toContainText('Moisture below 15 for 0 min');
    const rules = (await (await page.request.get('/api/alerts/rules', { headers: auth })).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    created.push(rules.data.find((r) => r.name === 'Dry soil')!.id);

    // The probe reports dry soil: the bell counts it without a reload.
    const bell = page.getByTestId('bell');
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    await page.getByRole('tab', { name: 'Active' }).click();
    await deliver(request, device, [reading(new Date(), { moisture: 9.5 })]);
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
    const alarm = page.getByTestId('alarm').filter({ hasText: 'Soil moisture 9.5' });
    await expect(alarm.getByTestId('alarm-state')).toHaveText('Active');
    await topShot(page, 'alerts-active');

    // The email reached the SMTP server, addressed to the farmer.
    await expect.poll(async () => (await mails()).filter((m) => m.to.includes(farmer.email) && m.raw.includes('Dry soil')).length).toBe(1);

    await alarm.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alarm.getByTestId('alarm-state')).toHaveText('Acknowledged');

    // Back above the clear line: the alarm clears (the screen follows the live event).
    await page.getByRole('tab', { name: 'History' }).click();
    await deliver(request, device, [reading(new Date(), { moisture: 24 })]);
    await expect(page.getByTestId('alarm').filter({ hasText: 'Soil moisture 9.5' }).getByTestId('alarm-state')).toHaveText('Cleared');

    // Silence: 3 "minutes" (3 s here) without a reading raise an alarm, seen live in the bell.
    const res = await page.request.post('/api/alerts/rules', {
      headers: auth,
      data: {
        farmId: probe.farmId,
        deviceId: device.deviceId,
        name: 'Probe silent',
        kind: 'silence',
        minutes: 3,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { data: { id: number } }).data.id);
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page.getByTestId('alarm').filter({ hasText: 'no reading for 3 min' })).toBeVisible({ timeout: 15_000 });
    // Acknowledging read the first one: the silence alarm is the one unread.
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
  } finally {
    for (const id of created) await page.request.delete(`/api/alerts/rules/${id}`, { headers: auth });
  }
});

test('on a phone a farmer edits a rule’s numbers; a clear line on the wrong side is refused in place', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const device = seededDevice();
  const farmer = ACCOUNTS.user;
  const auth = { authorization: `Bearer ${await apiToken(request, farmer.email, farmer.password)}` };
  const devices = (await (await request.get('/api/devices', { headers: auth })).json()) as { data: Array<{ id: string; farmId: string }> };
  const farmId = devices.data.find((d) => d.id === device.deviceId)!.farmId;
  const res = await request.post('/api/alerts/rules', {
    headers: auth,
    data: {
      farmId,
      name: 'Wet soil',
      kind: 'threshold',
      metric: 'moisture',
      direction: 'above',
      threshold: 45,
      clearThreshold: 40,
      minutes: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const ruleId = ((await res.json()) as { data: { id: number } }).data.id;
  try {
    await signIn(page, 'user');
    await page.goto('/alerts');
    await page.getByRole('tab', { name: 'Rules' }).click();
    const card = page.getByTestId('rule').filter({ hasText: 'Wet soil' });
    await expect(card).toContainText('Moisture above 45 for 10 min');

    await card.getByRole('button', { name: 'Edit rule' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Line')).toHaveValue('45');
    await dialog.getByLabel('Line').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a number.')).toBeVisible();
    await dialog.getByLabel('Line').fill('50');
    await dialog.getByLabel('Clears at (optional)').fill('55');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server's answer, and the dialog stays open with what was typed.
    await expect(page.getByText(/clear line must be on the safe side/)).toBeVisible();
    await expect(dialog.getByLabel('Clears at (optional)')).toHaveValue('55');
    await dialog.getByLabel('Clears at (optional)').fill('42');
    await dialog.getByLabel('For at least (minutes)').fill('20');
    await topShot(page, 'alerts-edit-rule-phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Moisture above 50 for 20 min');
    const saved = (await (await request.get(`/api/alerts/rules?farmId=${farmId}`, { headers: auth })).json()) as {
      data: Array<{ id: number; threshold: number; clearThreshold: number; minutes: number; enabled: boolean }>;
    };
    expect(saved.data.find((r) => r.id === ruleId)).toMatchObject({ threshold: 50, clearThreshold: 42, minutes: 20, enabled: true });
    // Nothing scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await request.delete(`/api/alerts/rules/${ruleId}`, { headers: auth });
  }
});

test('an Admin’s staff rule: an Expert’s feedback waiting for approval rings the Admin’s bell and clears once decided', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.Admin.email, ACCOUNTS.Admin.password)}` };
  const expert = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.Expert.email, ACCOUNTS.Expert.password)}` };
  let ruleId: number | undefined;
  try {
    await signIn(page, 'Admin');
    await page.goto('/alerts');
    await page.getByRole('tab', { name: 'Rules' }).click();
    const staff = page.getByTestId('staff-rules');
    await staff.getByRole('button', { name: 'Tell me when feedback waits' }).click();
    await expect(staff.getByTestId('rule')).toContainText('Expert feedback waiting for approval');
    const rules = (await (await request.get('/api/alerts/rules', { headers: admin })).json()) as {
      data: Array<{ id: number; kind: string }>;
    };
    ruleId = rules.data.find((r) => r.kind === 'feedback')!.id;

    const bell = page.getByTestId('bell');
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    await page.getByRole('tab', { name: 'Active' }).click();
    // The Expert rates a prediction: the feedback now waits for approval.
    const predicted = await request.post('/agri/fertilizer/recommendation/id', {
      headers: expert,
      data: {
        temperature: 26,
        humidity: 52,
        moisture: 38,
        nitrogen: 37,
        potassium: 0,
        phosphorous: 0,
        croptype: 'Maize',
        soiltype: 'Sandy',
        modeltype: 'v2',
      },
    });
    expect(predicted.status(), await predicted.text()).toBe(200);
    const submitted = await request.post('/fertilizer/recommendation/expert/feedback', {
      headers: expert,
      data: {
        prediction_id: ((await predicted.json()) as { id: string }).id,
        rating: '7',
        ratingReason: 'Sound dose.',
        confidenceLevel: 'High',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const feedbackId = ((await submitted.json()) as { id: string }).id;

    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
    const alarm = page.getByTestId('alarm').filter({ hasText: 'is waiting for your approval' });
    await expect(alarm.getByTestId('alarm-state')).toHaveText('Active');
    await expect(alarm.getByRole('link', { name: 'Show cause' })).toHaveAttribute('href', '/feedback/summary');
    await topShot(page, 'alerts-staff-feedback');

    // Approved: the alarm clears (live, in the History tab).
    await page.getByRole('tab', { name: 'History' }).click();
    const decided = await request.post('/feedback/approval', { headers: admin, data: { feedback_id: feedbackId, status: 'Approved' } });
    expect(decided.status(), await decided.text()).toBe(200);
    await expect(
      page.getByTestId('alarm').filter({ hasText: 'is waiting for your approval' }).first().getByTestId('alarm-state'),
    ).toHaveText('Cleared');
  } finally {
    if (ruleId !== undefined) await request.delete(`/api/alerts/rules/${ruleId}`, { headers: admin });
  }
});
