import type { outboxEn } from './outbox';
import type { enFrame } from './frame.en';
import type { enScreens } from './screens.en';
import { a11yEn } from './a11y';
import { authEn } from './auth';
import { monitoringEn } from './monitoring';
import { shellEn } from './shell';
import { totpEn } from './totp';

/**
 * English strings; hi.ts must have exactly the same keys (the type checker enforces it).
 * These are the ones the login screen needs. The frame's and /home's strings (frame.en.ts) arrive with
 * the signed-in frame, the other screens' (screens.en.ts) before those screens, so the login screen
 * downloads none of them and /home only its own (issue 24). Each feature's strings are in the module named
 * after it (auth.ts, monitoring.ts, …), the shell's and those several features share in modules named after
 * what they are (shell.ts, totp.ts, a11y.ts, …) (issue 42).
 */
export const enCore = {
  ...shellEn,
  login: authEn,
  ...monitoringEn,
  totp: totpEn,
  a11y: a11yEn,
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The outbox's English comes with its code (lib/pwa/outbox.ts), after the first paint; Hindi with the rest. */
export type Translation = Strings<typeof enCore & typeof enFrame & typeof enScreens & { outbox: typeof outboxEn }>;
