import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * Stands in for the SMTP server alert emails are sent through: accepts every message (no TLS, no
 * login, on loopback only) and lists what it received at GET /messages for the browser tests.
 */
const smtpPort = Number(process.env.MAIL_PORT ?? 8183);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 8184);
const received: Array<{ to: string[]; raw: string }> = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
}).listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  if (req.url === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(received));
  }
  res.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
