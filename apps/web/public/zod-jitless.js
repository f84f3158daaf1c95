// zod probes for eval with `new Function('')` when it builds its first object schema; under our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is refused and reported
// as a violation. zod reads this global when it loads: jitless skips the probe and parses the
// same way without compiled fast paths. A plain script, so it runs before the deferred modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
