import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Security headers on every answer. JSON answers get the strictest policy (they are never
 * rendered); the web app may load only its own scripts; the API reference page is the web policy
 * plus inline styles for swagger-ui. The web app allows inline styles because Radix's scroll lock
 * injects a <style> element (docs/decisions/0506-security-headers.md).
 */
const common: SecureHeadersOptions = {
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
};

const apiHeaders = secureHeaders({
  ...common,
  // `sandbox`: a stored file opened at its /api address (routes/files.ts) runs no script in our origin.
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    sandbox: [],
  },
});

const webDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const webHeaders = secureHeaders({ ...common, contentSecurityPolicy: webDirectives });

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const isDocs = path === '/api/docs' || path.startsWith('/api/docs/');
    const handler = path.startsWith('/api/') && !isDocs ? apiHeaders : webHeaders;
    await handler(c, next);
  };
}

/** Cache-Control: no-store on every /api answer (patient data must not sit in caches). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
