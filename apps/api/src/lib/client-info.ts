import type { Context } from 'hono';
import { UAParser } from 'ua-parser-js';

/**
 * The client's address: the socket's peer, or the last X-Forwarded-For hop when TRUST_PROXY=1
 * (the one address our own reverse proxy appended; earlier hops are client-supplied and forgeable).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  const env: unknown = c.env;
  if (typeof env === 'object' && env !== null && 'incoming' in env) {
    const incoming: unknown = env.incoming;
    if (typeof incoming === 'object' && incoming !== null && 'socket' in incoming) {
      const socket: unknown = incoming.socket;
      if (typeof socket === 'object' && socket !== null && 'remoteAddress' in socket) {
        const address = socket.remoteAddress;
        if (typeof address === 'string' && address) return address.replace(/^::ffff:/, '');
      }
    }
  }
  return 'sconosciuto';
}

/**
 * A short device description for the access log (spec 001 section 2 "Access log page": device
 * column), e.g. "Chrome 156 · Linux" or "iPhone Safari": names only, no word of any language, so
 * the page shows it as it is in Italian and English; '' when unknown (the page says so in the
 * reader's language). Only this summary is stored, not the raw user agent.
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const result = UAParser(userAgent.slice(0, 512));
  const browser = result.browser.name?.replace(/^Mobile /, '');
  const major = result.browser.major;
  const model = result.device.model;
  const os = result.os.name;
  if (model && browser && (result.device.type === 'mobile' || result.device.type === 'tablet')) {
    return `${model} ${browser}`;
  }
  if (browser) return [browser, major].filter(Boolean).join(' ') + (os ? ` · ${os}` : '');
  if (os) return os;
  return '';
}
