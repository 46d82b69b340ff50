import { settingsFromEnvironment } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirPermissionError } from './db/data-dir.ts';
import { DEMO_PASSWORD, demoAccounts } from './db/demo-accounts.ts';
import { DataDirLockedError } from './db/lock.ts';
import { listen } from './listen.ts';

/** Starts Cartella: one process, one port, the API under /api and (in production) the web app under /webui/. */
async function main(): Promise<void> {
  const settings = settingsFromEnvironment(process.env);
  // Everything this process creates (the data folder, PGlite's files) is for its user only (S9).
  process.umask(0o077);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirPermissionError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The migrations, the seeds and the app's routes load once the data folder is this process's: a
  // second process on the same folder says so at once instead of after loading them all.
  const [{ prepareDatabase }, { createApp }, { startRetentionPurge }] = await Promise.all([
    import('./db/migrate.ts'),
    import('./app.ts'),
    import('./services/account-retention.ts'),
  ]);
  try {
    await prepareDatabase(handle, { demoAccounts: settings.seedDemo });
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = createApp({ db: handle.db, config: settings.app });
  // Issue #24: deleted accounts' retained data is purged once its year has passed.
  const stopRetentionPurge = startRetentionPurge(handle.db, settings.app);
  const server = listen(app.fetch, settings, (info) => {
    const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
    const base = `${info.protocol}://localhost:${info.port}`;
    const lines = [
      `Cartella is running on port ${info.port}${info.protocol === 'https' ? ' (HTTPS, HTTP/2)' : ''}, database: ${where}.`,
      settings.app.webDist === null
        ? `API: ${base}/api (web app not served: set NODE_ENV=production or SERVE_WEB=1)`
        : `Open ${base}/webui/`,
      `API reference: ${base}/api/docs`,
      settings.app.mailer.description,
    ];
    if (settings.seedDemo) {
      lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
      for (const account of demoAccounts) lines.push(`  ${account.email}  (licence ${account.licence})`);
    }
    console.log(lines.join('\n'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRetentionPurge();
    console.log(`${signal} received, shutting down`);
    server.close(() => {
      handle
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          // The error's name only: a database error's message may carry query values.
          console.error('Error while closing the database:', error instanceof Error ? error.name : 'unknown');
          process.exit(1);
        });
    });
    // Keep-alive connections would hold close() open: give them a moment, then end them.
    setTimeout(() => {
      if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function') {
        server.closeAllConnections();
      }
    }, 2000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
