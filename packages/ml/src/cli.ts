import { runCommand } from './commands.js';

// `npm run ml -- …` (and the server's training child process): the command's exit code, set rather than exited
// with, so that what it wrote is flushed first.
process.exitCode = await runCommand(process.argv.slice(2));
