/**
 * Which server a test talks to. The run starts one server per worker (e2e/playwright.config.ts):
 * worker n (Playwright's parallel index) uses port E2E_PORT + n, with its own database, mail
 * folder and data folder, so files on different workers never see each other's changes.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The port of this worker's server (TEST_PARALLEL_INDEX is set in each worker process). */
function serverPort(): number {
  return BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** This worker's origin: `localhost`, since passkeys are bound to a host name, never to an address. */
export function serverOrigin(): string {
  return `http://localhost:${serverPort()}`;
}

/** A folder e2e/start-server.mjs keeps for this worker's server (data, received mail). */
export function serverFolder(kind: 'data' | 'mail'): string {
  return new URL(`../../.tools/e2e-${kind}-${serverPort()}`, import.meta.url).pathname;
}
