import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { SupportContact } from './config.ts';
import type { AppEnv } from './env.ts';

/**
 * Serves the built web app under /webui/ (spec 000 section 2: "served under the base path
 * /webui/") so production is one process on one port. Hashed assets are cached for a year; every
 * other path without a file extension is a client-side route and gets index.html (deep links).
 */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.po': 'text/plain; charset=utf-8',
};

const BASE = '/webui/';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` for a request path, or null when the path would leave `root`. */
function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.sep}${decoded}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * index.html with the operator's support contact as `<meta name="cartella-support-email|url">`
 * (read by apps/web features/shell/support.ts). Nothing is added for an unset contact.
 */
export function withSupportContact(html: string, support: SupportContact): string {
  const tags = [
    support.email === null
      ? ''
      : `<meta name="cartella-support-email" content="${escapeAttribute(support.email)}">`,
    support.url === null
      ? ''
      : `<meta name="cartella-support-url" content="${escapeAttribute(support.url)}">`,
  ].join('');
  if (tags === '') return html;
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${html}${tags}`;
}

export function serveWebApp(app: Hono<AppEnv>, webDist: string, support: SupportContact): void {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');

  app.get('/', (c) => c.redirect(BASE, 302));
  app.get('/webui', (c) => c.redirect(BASE, 302));
  app.get('/webui/*', async (c) => {
    const relative = c.req.path.slice(BASE.length);
    const file = relative === '' ? indexFile : resolveInside(root, relative);
    if (file !== null && file !== indexFile && (await isFile(file))) {
      const extension = path.extname(file).toLowerCase();
      const hashedAsset = relative.startsWith('assets/');
      return c.body(await readFile(file), 200, {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing file (it has an extension) is a 404, never index.html served as a script.
    const isIndex = file === indexFile;
    if (file === null || (!isIndex && path.extname(relative) !== '') || !(await isFile(indexFile))) {
      return c.notFound();
    }
    return c.body(withSupportContact(await readFile(indexFile, 'utf8'), support), 200, {
      'Content-Type': contentTypes['.html'] ?? 'text/html',
      'Cache-Control': 'no-cache',
    });
  });
}
