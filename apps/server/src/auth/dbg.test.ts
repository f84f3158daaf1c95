import { it } from 'vitest';
import { startTestApp, EMAILS } from '../../test/harness.js';
it('dbg', async () => {
  const t = await startTestApp();
  await t.seedRoles();
  const res = await t.login(EMAILS.Expert);
  console.log(res.statusCode, res.body.slice(0, 300));
  const token = res.json().token;
  const caller = await t.app.services.tokens.verify(token);
  console.log(caller);
  console.log(await t.app.services.sessions.current(caller.userId, caller.sessionId!));
  const me = await t.app.inject({ url: '/api/v1/get/user', headers: { authorization: `Bearer ${token}` } });
  console.log(me.statusCode, me.body);
});
