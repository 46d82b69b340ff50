import {
  localeFromAcceptLanguage,
  SharedLinkInfoAnswerSchema,
  ShareLinkCreatedAnswerSchema,
  ShareLinkCreateSchema,
  ShareLinkOpenSchema,
  ShareLinksAnswerSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import { findShareLink, revokeShareLink } from '../db/repositories/share-links.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { ownOrigin } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { reportDataOf } from '../services/report-data.ts';
import { type ReportFile, reportFile } from '../services/report-files.ts';
import {
  checkSharePin,
  createShareLink,
  liveShareLink,
  recordShareOpening,
  shareLinksOf,
  shareUrlOf,
} from '../services/share-links.ts';
import { createShareOpeningGuard } from '../services/share-openings.ts';

const beyond = 'Issue #22, beyond the spec: share links let a doctor open one report without an account.';

export const shareLinkOperations = {
  create: defineOperation({
    method: 'post',
    path: '/api/condivisioni',
    operationId: 'createShareLink',
    tag: 'Reports',
    summary: 'Creates a share link (and its QR code) to one report of the caller',
    description:
      `${beyond} Lifetime 1 hour to 30 days; only the emergency card may be permanent; optional PIN. ` +
      'The token (256 random bits) is in this answer only: the database keeps its SHA-256.',
    requestBody: ShareLinkCreateSchema,
    response: ShareLinkCreatedAnswerSchema,
    errors: ['forbidden'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/condivisioni/{id}',
    operationId: 'listShareLinks',
    tag: 'Reports',
    summary: "The caller's share links with every opening (date, device, address)",
    description: beyond,
    pathParams: { id: 'id_paziente of the caller' },
    response: ShareLinksAnswerSchema,
    errors: ['forbidden'],
  }),
  revoke: defineOperation({
    method: 'delete',
    path: '/api/condivisioni/link/{id}',
    operationId: 'revokeShareLink',
    tag: 'Reports',
    summary: 'Revokes one of the caller’s share links at once',
    description: `${beyond} The link answers 410 from then on.`,
    pathParams: { id: 'id_link of one of the caller’s links' },
    response: ShareLinksAnswerSchema,
    errors: ['forbidden'],
  }),
  info: defineOperation({
    method: 'get',
    path: '/api/condivisione/{token}',
    operationId: 'sharedLinkInfo',
    tag: 'Reports',
    public: true,
    stringParams: true,
    summary: "What a share link shows and whether it needs a PIN (the doctor's page, no account)",
    description:
      `${beyond} Unknown tokens answer 404; revoked or expired links 410. At most 30 calls an ` +
      'address in 10 minutes, per API node (429 with Retry-After).',
    pathParams: { token: 'the token of the link' },
    response: SharedLinkInfoAnswerSchema,
    errors: ['not_found', 'gone', 'too_many_attempts'],
  }),
  open: defineOperation({
    method: 'post',
    path: '/api/condivisione/{token}/apri',
    operationId: 'openSharedLink',
    tag: 'Reports',
    public: true,
    stringParams: true,
    summary: 'Opens a share link: checks the PIN, records the opening, answers the report file',
    description:
      `${beyond} A wrong PIN answers 400 (pin_wrong); past three, growing delays answer 429 with ` +
      'Retry-After. Openings are recorded (date, time, device, address) for the patient; a ' +
      'repeated opening from one address within 10 minutes is recorded once. At most 10 openings ' +
      'an address and 30 a link in 10 minutes, per API node (429 with Retry-After); the document ' +
      'is kept 5 minutes per link and language.',
    pathParams: { token: 'the token of the link' },
    requestBody: ShareLinkOpenSchema,
    response: { mediaType: 'application/pdf', description: 'The report (PDF, or FHIR JSON for a FHIR link)' },
    errors: ['not_found', 'gone', 'too_many_attempts', 'timeout'],
  }),
} as const;

export function shareLinkRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(shareLinkOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, ShareLinkCreateSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const data = await createShareLink(db, body, ownOrigin(c, config.trustProxy), config.now());
    return c.json({ data });
  });

  app.get(honoPath(shareLinkOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await shareLinksOf(db, patientId, config.now()) });
  });

  app.delete(honoPath(shareLinkOperations.revoke.path), async (c) => {
    const link = await findShareLink(db, integerParam(c, 'id'));
    // Unknown ids and other patients' links answer alike: 403.
    await requireOwnPatient(deps, c, link?.id_paziente ?? 0);
    if (link === undefined) throw new ApiError('forbidden');
    const now = config.now();
    if (link.revocato_il === null) await revokeShareLink(db, link.id_link, now);
    return c.json({ data: await shareLinksOf(db, link.id_paziente, now) });
  });

  const guard = createShareOpeningGuard(config.now);

  app.get(honoPath(shareLinkOperations.info.path), async (c) => {
    guard.countInfo(clientAddress(c, config.trustProxy));
    const { link, owner } = await liveShareLink(db, tokenParam(c), config.now());
    return c.json({
      data: {
        contenuto: link.contenuto,
        paziente: `${owner.patient.paziente_nome} ${owner.patient.paziente_cognome}`,
        con_pin: link.pin_hash !== null,
        scade_il: link.scade_il?.toISOString() ?? null,
      },
    });
  });

  app.post(honoPath(shareLinkOperations.open.path), async (c) => {
    const now = config.now();
    const address = clientAddress(c, config.trustProxy);
    const { link, owner } = await liveShareLink(db, tokenParam(c), now);
    guard.countOpening(address, link.id_link);
    const body = await parseJsonBody(c, ShareLinkOpenSchema);
    await checkSharePin(db, link, body.pin, now);
    await recordShareOpening(db, link.id_link, {
      now,
      address,
      device: describeDevice(c.req.header('user-agent')),
    });
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const file = await guard.document(link.id_link, locale, async () => {
      const today = localDateTime(now, config.timeZone).date;
      const data = await reportDataOf(
        db,
        link.id_paziente,
        owner.user.id_utente,
        today,
        readLevel(link.livello),
      );
      if (data === undefined) throw new ApiError('not_found');
      return reportFile(workers, link.contenuto, data, {
        locale,
        maxLevel: link.livello,
        now,
        shareUrl: shareUrlOf(ownOrigin(c, config.trustProxy), tokenParam(c)),
      });
    });
    return fileAnswer(c, file);
  });

  return app;
}

/** The token of the path, at most 64 characters (tokens are 43). */
function tokenParam(c: Context<AppEnv>): string {
  return (c.req.param('token') ?? '').slice(0, 64);
}

function readLevel(level: number) {
  return level === 1 || level === 2 || level === 3 || level === 4 || level === 5 ? level : 6;
}

function fileAnswer(c: Context<AppEnv>, file: ReportFile) {
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
  });
}
