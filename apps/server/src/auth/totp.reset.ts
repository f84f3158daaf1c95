/**
 * `npm run totp:reset -- <email>`: turns off two-step sign-in of an account whose owner lost their
 * phone. Nobody can do this through the API (not even a superAdmin), so a stolen staff session cannot
 * strip another account's second factor; the operator, who holds the database, can. Uses the server's
 * settings (DATABASE_URL, else the embedded database in DATA_DIR, which the server must not be holding).
 */
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service.js';
import { loadCliConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DataDirBusyError, DataDirLock } from '../db/dataDirLock.js';

const USAGE = 'Usage: npm run totp:reset -- <email>';

/** Returns the exit code: 0 done (also when it was already off), 1 no such account, 2 usage or settings. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, out = console.log): Promise<number> {
  const email = argv[0]?.trim().toLowerCase();
  if (argv.length !== 1 || !email?.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadCliConfig(env);
  if (!config) return 2;
  let lock: DataDirLock | null = null;
  if (!config.DATABASE_URL) {
    try {
      lock = await DataDirLock.acquire(config.DATA_DIR, 'A TOTP reset is running; try again in a moment.');
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      console.error('The server is running on the embedded database: stop it, run this command, then start it again.');
      return 2;
    }
  }
  const database: Database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  try {
    const [row] = await database.db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!row) {
      console.error(`No account has the email ${email}.`);
      return 1;
    }
    await new AuditService(database.db).record(null, {
      action: 'auth.totp_disabled',
      targetType: 'user',
      targetId: row.id,
      details: { by: 'command line reset', email },
    });
    out(`Two-step sign-in is off for ${email}. They sign in with their password and may set it up again.`);
    return 0;
  } finally {
    await database.close();
    await lock?.release();
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
