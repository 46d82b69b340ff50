import { shareLinkOperations } from '@cartella/contract';
import { localeFromAcceptLanguage, ShareLinkCreateSchema, ShareLinkOpenSchema } from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { ownOrigin } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { reportDataOf } from '../services/report-data.ts';
import { type ReportFile, reportFile } from '../services/report-files.ts';
import {
  checkSharePin,
  createShareLink,
  liveShareLink,
  recordShareOpening,
  revokeOwnShareLink,
  shareLinkById,
  shareLinksOf,
  shareUrlOf,
} from '../services/share-links.ts';
import { createShareOpeningGuard } from '../services/share-openings.ts';

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
    // Unknown ids and other patients' links answer alike: 403.
    const link = await requireOwnRecord(
      deps,
      c,
      await shareLinkById(db, integerParam(c, 'id')),
      (row) => row.id_paziente,
    );
    return c.json({ data: await revokeOwnShareLink(db, link, config.now()) });
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
