// Starts the real API in production mode (serving the built web app) on a fresh data folder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

// One data folder per port, so parallel runs on other ports never share a database.
const dataDir = join(import.meta.dirname, `../.tools/e2e-data-${process.env.PORT ?? '8181'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.SERVE_WEB = '1';
// The flows sign in as the demo patients, which are seeded only when asked.
process.env.SEED_DEMO = '1';
process.env.LOGIN_MAX_FAILURES_PAIR ??= '50';
process.env.LOGIN_MAX_FAILURES_ACCOUNT ??= '50';
process.env.LOGIN_MAX_FAILURES_ADDRESS ??= '500';

// A real SMTP server on loopback receives the mail the app sends; each message is written as
// <n>.eml into e2e-mail-<port>/ (e2e/tests/mail-helpers.ts reads them).
const mailDir = join(import.meta.dirname, `../.tools/e2e-mail-${process.env.PORT ?? '8181'}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  // Loopback only: no reverse lookup of the client's address before each message.
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(join(mailDir, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.MAIL_FROM = 'posta@cartella.example';
// Mailed links (registration, password reset) lead back to this server.
// localhost, as the tests open it: passkeys are bound to this host name (issue #23).
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT ?? '8181'}`;
// The demonstration's stand-ins, as `npm start` runs them (apps/api/src/demo/start.ts, issue #37):
// the local PayPal of issue #24 (labelled a demonstration) and a real OpenID provider (issue #23)
// that signs Giulia in without a login page, its button "Accedi con Demo OpenID". It then starts
// the API (src/main.ts).
await import('../apps/api/src/demo/start.ts');
