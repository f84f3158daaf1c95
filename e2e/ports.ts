/** Where the browser suite's servers listen: the app, and the stand-in host of the external report. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const REPORT_PORT = PORT + 1;
/** The stand-in mail server the alert emails go to (SMTP), and where the test reads what it received (HTTP). */
export const MAIL_PORT = PORT + 2;
export const MAIL_HTTP_PORT = PORT + 3;
export const REPORT_URL = `http://127.0.0.1:${REPORT_PORT}/crop.html`;
/**
 * A run on its own E2E_PORT gets its own database, seed file and output folder, so two runs can share
 * one checkout (e.g. one spec while the whole suite runs); the default run keeps the plain names.
 */
export const RUN_SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';
