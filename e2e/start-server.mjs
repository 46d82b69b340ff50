// Starts the real API in production mode (serving the built web app) on a fresh data folder.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

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
await import('../apps/api/src/main.ts');
