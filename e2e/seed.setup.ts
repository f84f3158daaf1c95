import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, apiToken, ROOT } from './accounts';

setup('create one account per role through the API', async ({ request }) => {
  const token = await apiToken(request, ROOT.email, ROOT.password);
  for (const [role, as] of [
    ['Admin', 'Admin'],
    ['Expert', 'Expert'],
    ['user', 'User'],
  ] as const) {
    const a = ACCOUNTS[role];
    const res = await request.post('/api/create/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: a.email, password: a.password, display_name: a.name, role: as, phone_number: '98765 43210' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});
