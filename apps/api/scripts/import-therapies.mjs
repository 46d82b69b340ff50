#!/usr/bin/env node
// Copies the drug catalogue, the ATC tree, the interaction thesaurus and the pharmacovigilance
// structures from ../shared/data into compact files under apps/api/data/ (docs/conventions.md, habit 19:
// `npm start` must work from a clone without shared/). Run from anywhere:
//   node apps/api/scripts/import-therapies.mjs [path/to/shared/data]
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { out, parseCsv, read, sharedData, writeCsv } from './import-helpers.mjs';

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
// the matching provenance columns are left in shared/ (interazioni/SOURCE.md "Files").
const thesaurus = JSON.parse(read('interazioni/ansm_interazioni_2020-10.json'));
const compact = {
  meta: thesaurus.meta,
  livelli: thesaurus.livelli,
  entita: Object.values(thesaurus.entita).map((entity) => ({
    id: entity.id,
    nome_fr: entity.nome_fr,
    tipo: entity.tipo,
    classi: entity.classi ?? [],
    ...(entity.nota_fr ? { nota_fr: entity.nota_fr } : {}),
  })),
  interazioni: thesaurus.interazioni.map((record) => ({
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
copyFileSync(path.join(sharedData, 'interazioni/SOURCE.md'), path.join(out, 'interazioni', 'SOURCE.md'));

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
