import { accountOperations } from '@cartella/contract';
import {
  COOKIE_POLICY_FILE_NAME,
  ConsentUpdateSchema,
  cookiePolicyText,
  DestructiveConfirmationSchema,
  type Locale,
  localeFromAcceptLanguage,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv, RouteDeps } from '../env.ts';
import { isHttpsRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireSelf } from '../middleware/access.ts';
import { SESSION_COOKIE } from '../middleware/auth.ts';
import { honoPath } from '../openapi.ts';
import { consentsOf, updateConsent } from '../services/account.ts';
import { deleteOwnAccount } from '../services/account-deletion.ts';

const localeOf = (c: Context<AppEnv>) => localeFromAcceptLanguage(c.req.header('accept-language'));

export function accountRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(accountOperations.consents.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    return c.json({ data: await consentsOf(db, userId, localeOf(c)) });
  });

  app.post(honoPath(accountOperations.consentUpdate.path), async (c) => {
    const body = await parseJsonBody(c, ConsentUpdateSchema);
    const userId = c.get('session').userId;
    if (body.id_utente !== undefined) requireSelf(deps, c, body.id_utente);
    const data = await updateConsent(db, userId, body, { now: config.now(), locale: localeOf(c) });
    return c.json({ data });
  });

  app.put(honoPath(accountOperations.destroyUser.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    const body = await parseJsonBody(c, DestructiveConfirmationSchema);
    const { retained } = await deleteOwnAccount(deps, userId, body);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttpsRequest(c, config.trustProxy) });
    return c.json({ success: true as const, dati_conservati: retained });
  });

  // The policy changes only with a release; one PDF per language and day is enough.
  const policies = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  app.get(honoPath(accountOperations.cookiePolicy.path), async (c) => {
    const asked = c.req.query('lang');
    const locale: Locale = asked === 'en' || asked === 'it' ? asked : localeOf(c);
    const today = localDateTime(config.now(), config.timeZone).date;
    const key = `${locale}|${today}`;
    let pdf = policies.get(key);
    if (pdf === undefined) {
      if (policies.size >= 4) policies.clear();
      pdf = deps.workers.run('cookiePolicy', {
        context: {
          text: cookiePolicyText(locale),
          locale,
          privacyUrl: `${config.publicUrl}/webui/privacy`,
          today,
        },
      });
      policies.set(key, pdf);
      // A failed build is not kept: the next request tries again.
      pdf.catch(() => policies.delete(key));
    }
    return c.body(await pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${COOKIE_POLICY_FILE_NAME}"`,
    });
  });

  return app;
}
