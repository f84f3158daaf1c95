import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, apiToken, ROOT } from './accounts';
import { deliver, reading, saveDevice } from './farm';

setup('create one account per role through the API', async ({ request }) => {
  const token = await apiToken(request, ROOT.email, ROOT.password);
  // Issue 41: a mobile number belongs to one account (and 98765 43210 is the farmer mobileSignIn.spec.ts registers).
  for (const [role, as, phone] of [
    ['Admin', 'Admin', '90000 00001'],
    ['Expert', 'Expert', '90000 00002'],
    ['user', 'User', '90000 00003'],
  ] as const) {
    const a = ACCOUNTS[role];
    const res = await request.post('/api/create/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: a.email, password: a.password, display_name: a.name, role: as, phone_number: phone },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

setup("register the farmer's probe and deliver eight days of half-hourly readings, the newest 10 minutes old", async ({ request }) => {
  const token = await apiToken(request, ROOT.email, ROOT.password);
  const headers = { authorization: `Bearer ${token}` };
  const farm = await request.post('/api/farms', { headers, data: { name: 'Kisan farm', district: 'Indore', state: 'Madhya Pradesh' } });
  expect(farm.status()).toBe(201);
  const farmId = ((await farm.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`/api/farms/${farmId}/members`, { headers, data: { email: ACCOUNTS.user.email } })).status()).toBe(200);
  const device = await request.post(`/api/farms/${farmId}/devices`, { headers, data: { name: 'Field 1 probe' } });
  expect(device.status()).toBe(201);
  const body = (await device.json()) as { data: { id: string }; deviceKey: string };
  const seeded = { deviceId: body.data.id, deviceKey: body.deviceKey };
  saveDevice(seeded);
  const now = Date.now();
  const readings = [];
  for (let t = now - 8 * 86_400_000; t <= now - 10 * 60_000; t += 30 * 60_000) readings.push(reading(new Date(t)));
  const result = (await deliver(request, seeded, readings)) as { accepted: number };
  expect(result.accepted).toBe(readings.length);
});
