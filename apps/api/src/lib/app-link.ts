import type { AppConfig } from '../config.ts';

/**
 * A mailed link into the web app: PUBLIC_URL, the app's base path, the page, the token. Never the
 * request's Host header, which a client chooses.
 */
export function appLink(config: Pick<AppConfig, 'publicUrl'>, page: string, token?: string): string {
  const url = new URL(`${config.publicUrl}/webui/${page}`);
  if (token !== undefined) url.searchParams.set('token', token);
  return url.href;
}
