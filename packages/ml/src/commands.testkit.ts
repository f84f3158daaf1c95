import { runCommand } from './commands.js';

/** One `npm run ml -- …` command, run in-process (a child process paid 2.5–5 s of imports each time): its exit code and output. */
export async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCommand(args, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { status, stdout, stderr };
}
