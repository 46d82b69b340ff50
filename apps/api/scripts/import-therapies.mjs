#!/usr/bin/env node
// Copies the drug catalogue, the ATC tree, the interaction thesaurus and the pharmacovigilance
// structures from ../shared/data into compact files under apps/api/data/ (docs/conventions.md, habit 19:
// `npm start` must work from a clone without shared/). Run from anywhere:
//   node apps/api/scripts/import-therapies.mjs [path/to/shared/data]
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { out, parseCsv, read, sharedData, writeCsv } from './import-helpers.mjs';
import {
  correctedIds,
  correctRecord,
  entityNames,
  readTranslations,
  TRANSLATION_ATTRIBUTION,
} from './import-interactions.mjs';

// --- farmaci: AIC, name, ATC, ingredient, group; the route is the "USO ..." tail of the group
// description (spec 000 section 3: farmaco.somministrazione), e.g. "... 40 UNITA' USO ORALE".
const drugs = parseCsv(read('farmaci/aifa_farmaci_equivalenti_2024-02.csv'));
const groups = new Map();
for (const drug of drugs) groups.set(drug.codice_gruppo_equivalenza, drug.descrizione_gruppo_equivalenza);
mkdirSync(path.join(out, 'farmaci'), { recursive: true });
writeCsv(
  path.join(out, 'farmaci', 'farmaci.csv'),
  ['aic', 'denominazione', 'codice_atc', 'principio_attivo', 'gruppo'],
  drugs.map((drug) => ({ ...drug, gruppo: drug.codice_gruppo_equivalenza })),
);
writeCsv(
  path.join(out, 'farmaci', 'gruppi.csv'),
  ['gruppo', 'descrizione', 'somministrazione'],
  [...groups].map(([gruppo, descrizione]) => ({
    gruppo,
    descrizione,
    somministrazione: /\bUSO\b.*$/.exec(descrizione)?.[0] ?? descrizione,
  })),
);
copyFileSync(path.join(sharedData, 'farmaci/SOURCE.md'), path.join(out, 'farmaci', 'SOURCE.md'));

// --- atc: code, level, Italian description, parent (verbatim).
mkdirSync(path.join(out, 'atc'), { recursive: true });
writeCsv(
  path.join(out, 'atc', 'atc.csv'),
  ['codice_atc', 'livello', 'descrizione_it', 'codice_padre'],
  parseCsv(read('atc/atc_it.csv')),
);
copyFileSync(path.join(sharedData, 'atc/SOURCE.md'), path.join(out, 'atc', 'SOURCE.md'));

// --- interazioni: entities (name, type, classes, class note), records and the ATC index only;
// the matching provenance columns are left in shared/ (interazioni/SOURCE.md "Files"). Each
// entity gains its Italian and English names, and the records the extraction broke are corrected
// (import-interactions.mjs; issue 26). The JSON is written compact; the committed copy is
// formatted with `pnpm exec biome format --stdin-file-path=x.json`.
const thesaurus = JSON.parse(read('interazioni/ansm_interazioni_2020-10.json'));
const translations = readTranslations();
const compact = {
  meta: thesaurus.meta,
  livelli: thesaurus.livelli,
  entita: Object.values(thesaurus.entita).map((entity) => ({
    id: entity.id,
    nome_fr: entity.nome_fr,
    ...entityNames(entity, translations),
    tipo: entity.tipo,
    classi: entity.classi ?? [],
    ...(entity.nota_fr ? { nota_fr: entity.nota_fr } : {}),
  })),
  interazioni: thesaurus.interazioni.map(correctRecord).map((record) => ({
    id: record.id,
    a: record.a,
    b: record.b,
    livello: record.livello,
    livelli: record.livelli,
    rischio_fr: record.rischio_fr,
  })),
  indice_atc: thesaurus.indice_atc,
};
mkdirSync(path.join(out, 'interazioni'), { recursive: true });
writeFileSync(path.join(out, 'interazioni', 'interazioni.json'), JSON.stringify(compact));
writeFileSync(
  path.join(out, 'interazioni', 'SOURCE.md'),
  `${read('interazioni/SOURCE.md').trimEnd()}\n\n${cartellaChanges()}`,
);

/** The section SOURCE.md gains in apps/api/data: the project's translations and corrections. */
function cartellaChanges() {
  return [
    "## Translations and corrections made by Cartella (not ANSM's)",
    '',
    `Attribution line for the sources page: "${TRANSLATION_ATTRIBUTION}"`,
    '',
    '- **Names in Italian and English.** `interazioni.json` gives every entity `nome_it` and `nome_en`. For the 191',
    '  classes and the 7 other entities they come from `traduzioni.csv` (`id`, `nome_it`, `nome_en`), a translation',
    '  written by the Cartella project, **not by ANSM or AIFA**; the same file also names the few substances whose',
    '  automatic name would be wrong (salts, elements, herbs). The other substances take the Italian AIFA name they',
    '  were matched through (`nomi_it_corrispondenti`) and an English INN form made from the French name by rule',
    '  (`apps/api/scripts/import-interactions.mjs`). Not checked by a pharmacist.',
    "- **Severity explanations** (what each level means for the patient, what to do) are the project's wording, in the",
    "  web app's translation catalogs; the conditions and risk texts stay in ANSM's French, shown as such.",
    '- **Records corrected at import** (texts cut at a PDF line break or put in the wrong field by the extraction;',
    `  not yet checked against the PDF): ${correctedIds.join(', ')}. The two anticholinesterase class notes get back`,
    '  their opening "Il convient de prendre en compte", which the extraction had taken for the level label; four',
    '  records whose risk text began with "Association déconseillée: <conditions>" have those conditions moved to',
    '  their AD level; one condition ending on a comma ends on a full stop.',
    '',
  ].join('\n');
}

// --- farmacovigilanza: one regional pharmacovigilance centre per region (ISTAT regions).
const regions = JSON.parse(read('comuni/regioni.json'));
mkdirSync(path.join(out, 'farmacovigilanza'), { recursive: true });
writeCsv(
  path.join(out, 'farmacovigilanza', 'strutture.csv'),
  ['id', 'struttura'],
  regions.map((region) => ({
    id: Number(region.codice),
    struttura: `Centro Regionale di Farmacovigilanza - ${region.nome}`,
  })),
);
writeFileSync(
  path.join(out, 'farmacovigilanza', 'SOURCE.md'),
  [
    '# farmacovigilanza/ - one regional pharmacovigilance centre per Italian region',
    '',
    '`strutture.csv` (`id`, `struttura`): the id is the ISTAT region code, the name is',
    '"Centro Regionale di Farmacovigilanza - <regione>". Written by `apps/api/scripts/import-therapies.mjs`',
    'from `shared/data/comuni/regioni.json`.',
    '',
    'Source: ISTAT - SITUAS, regions at January 2025 (CC BY 4.0), via github.com/mlocati/comuni-italiani.',
    'The regional centres (Centri Regionali di Farmacovigilanza) are listed by AIFA; their addresses are not',
    'included, the report PDF names the centre and the patient sends it themselves.',
    '',
  ].join('\n'),
);

console.log(
  `drugs ${drugs.length}, groups ${groups.size}, entities ${compact.entita.length}, regions ${regions.length}`,
);
