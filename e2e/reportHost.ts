import { createServer } from 'node:http';

/**
 * Stands in for the externally hosted crop report of spec 2.5: a separate origin serving one page,
 * which the app's Model Report screen frames when CROP_REPORT_URL points at it.
 */
const port = Number(process.env.REPORT_PORT ?? 8182);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Crop report</title></head>
<body style="font-family:sans-serif"><h1>Crop recommendation report (external)</h1><p>Hosted outside Agrim.</p></body></html>`;

createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  res.writeHead(req.url === '/crop.html' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(req.url === '/crop.html' ? page : 'not found');
}).listen(port, '127.0.0.1');
