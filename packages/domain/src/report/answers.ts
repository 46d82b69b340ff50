import * as v from 'valibot';

/** The data sets Cartella ships, as /fonti lists them. */
const dataSourceIds = [
  'comuni',
  'farmaci',
  'nomi-farmaci',
  'atc',
  'interazioni',
  'farmacovigilanza',
  'vaccini',
  'strutture-ricovero',
  'link-riferimento',
] as const;

/** The answer of GET /api/fontiDati: each data set with its attributions and licence. */
export const DataSourcesAnswerSchema = v.object({
  data: v.array(
    v.object({
      /** Which data set. */
      id: v.picklist(dataSourceIds),
      /** The attribution lines its licence asks for. */
      attribuzioni: v.array(v.string()),
      /** The licence. */
      licenza: v.string(),
      /** Where the data comes from. */
      url: v.string(),
    }),
  ),
});
export type DataSource = v.InferOutput<typeof DataSourcesAnswerSchema>['data'][number];

const ShareContentSchema = v.picklist(['emergenza', 'report', 'fhir']);

/** One opening of a share link, as the patient sees it. */
const ShareOpeningSchema = v.object({
  /** When, ISO 8601. */
  aperto_il: v.string(),
  /** The device, as its browser describes itself. */
  dispositivo: v.string(),
  /** The network address it came from. */
  indirizzo: v.string(),
});

/** A share link in the patient's list (never the token: only its hash is kept). */
const ShareLinkItemSchema = v.object({
  /** Link id. */
  id_link: v.number(),
  /** What it shows. */
  contenuto: ShareContentSchema,
  /** Highest confidentiality level shown. */
  livello: v.number(),
  /** Who it is for, as the patient named it ('' for the emergency card's QR link). */
  destinatario: v.string(),
  /**
   * Whether it is the link the emergency card's QR code opens (made with the card): the app names
   * it in the reader's language, so no words of the moment it was made are stored.
   */
  qr_scheda: v.boolean(),
  /** Whether a PIN protects it. */
  con_pin: v.boolean(),
  /** Created, ISO 8601. */
  creato_il: v.string(),
  /** Ends, ISO 8601; null when permanent. */
  scade_il: v.nullable(v.string()),
  /** Revoked, ISO 8601; null while not revoked. */
  revocato_il: v.nullable(v.string()),
  /** attivo, scaduto or revocato, at the time of the answer. */
  stato: v.picklist(['attivo', 'scaduto', 'revocato']),
  /** Its openings, newest first. */
  aperture: v.array(ShareOpeningSchema),
});
export type ShareLinkItem = v.InferOutput<typeof ShareLinkItemSchema>;

/** The answer of GET /api/condivisioni/{id}: the patient's share links, newest first. */
export const ShareLinksAnswerSchema = v.object({ data: v.array(ShareLinkItemSchema) });

/** The answer of POST /api/condivisioni: the new link, whose address is shown this once. */
export const ShareLinkCreatedAnswerSchema = v.object({
  data: v.object({
    ...ShareLinkItemSchema.entries,
    /** The address the doctor opens (holds the token). */
    url: v.string(),
    /** The same address as a QR code, SVG markup. */
    qr_svg: v.string(),
  }),
});

/** The answer of GET /api/condivisione/{token}: what the doctor's page says before opening. */
export const SharedLinkInfoAnswerSchema = v.object({
  data: v.object({
    /** What it shows. */
    contenuto: ShareContentSchema,
    /** The patient's name. */
    paziente: v.string(),
    /** Whether a PIN must be typed. */
    con_pin: v.boolean(),
    /** Ends, ISO 8601; null when permanent. */
    scade_il: v.nullable(v.string()),
  }),
});
