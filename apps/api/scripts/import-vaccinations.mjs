#!/usr/bin/env node
// Copies the vaccine catalogue, the national vaccination calendar and the Italian hospitals
// from ../shared/data into apps/api/data/ (docs/conventions.md, habit 19:
// `npm start` must work from a clone without shared/). Run from anywhere:
//   node apps/api/scripts/import-vaccinations.mjs [path/to/shared/data]
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = path.resolve(apiRoot, '../..');
const sharedData = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data'));
const out = path.join(apiRoot, 'data');

/** RFC-4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((name, index) => [name, r[index] ?? ''])));
}

function csvField(value) {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function writeCsv(file, columns, rows) {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(','))];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

const read = (relative) => readFileSync(path.join(sharedData, relative), 'utf8');

/** What Cartella adds to vaccini/SOURCE.md: the rules file it writes itself. */
const cartellaVaccineSection = `## File aggiunto da Cartella
\`calendario-regole.json\` (versione nel campo \`versione\`) è scritto dal progetto Cartella: le età e
i numeri di dosi di alcune voci di \`calendario-pnpv-2023-2025.json\` (campo \`voce\`), in mesi, nella
forma che la funzione \`vaccinationsDue\` di \`packages/domain/src/vaccination/due.ts\` valuta per dire
quali vaccinazioni sembrano da fare o in ritardo. Scelte del progetto, dove la fonte non dà un
numero: la finestra delle vaccinazioni obbligatorie dell'infanzia arriva ai 16 anni (l'obbligo
0-16 anni); HPV conta 2 dosi (ciclo fino a 13-14 anni; i più grandi ne fanno 3) fino a 26 anni
per le donne e 18 per gli uomini (recupero gratuito, ECDC); pneumococco a 65 anni conta una dose
(le Regioni usano PCV20 in dose unica oppure PCV seguito da PPSV23); l'antinfluenzale e l'anti-COVID
contano un anno dall'ultima dose. Le voci non valutate sono elencate nel campo \`nota\`. Il risultato
è un promemoria: decide il medico.`;

// --- vaccini: one product a row. id_vaccino is the first AIC pack code (a drug code, spec 001
// section 3) when the source gives one, else a project code 'V' + the row number.
const vaccines = parseCsv(read('vaccini/vaccini.csv'));
mkdirSync(path.join(out, 'vaccini'), { recursive: true });
writeCsv(
  path.join(out, 'vaccini', 'vaccini.csv'),
  [
    'id_vaccino',
    'nome_commerciale',
    'titolare',
    'atc',
    'antigeni',
    'tipo',
    'aic_confezioni',
    // Where each fact comes from (SOURCE.md: "La fonte è indicata riga per riga").
    'fonte',
    'atc_fonte',
    'titolare_fonte_data',
    'note',
  ],
  vaccines.map((vaccine, index) => {
    const packs = vaccine.aic_confezioni
      .split(';')
      .map((code) => code.trim().match(/^\d{6,9}/)?.[0])
      .filter(Boolean);
    return {
      ...vaccine,
      id_vaccino: packs[0] ?? `V${String(index + 1).padStart(3, '0')}`,
      aic_confezioni: packs.join(';'),
    };
  }),
);
// SOURCE.md is the shared one plus what Cartella adds to the folder (the rules file).
writeFileSync(
  path.join(out, 'vaccini', 'SOURCE.md'),
  `${read('vaccini/SOURCE.md').trimEnd()}\n\n${cartellaVaccineSection}\n`,
);
copyFileSync(
  path.join(sharedData, 'vaccini/calendario-pnpv-2023-2025.json'),
  path.join(out, 'vaccini', 'calendario-pnpv-2023-2025.json'),
);

// --- strutture-ricovero: the Italian hospitals list of /altro (GET /api/altroLink/ospedali_italiani).
const hospitals = parseCsv(read('strutture-ricovero/strutture_ricovero.csv'));
mkdirSync(path.join(out, 'strutture-ricovero'), { recursive: true });
writeCsv(
  path.join(out, 'strutture-ricovero', 'strutture_ricovero.csv'),
  [
    'codice_struttura',
    'denominazione',
    'regione',
    'comune',
    'sigla_provincia',
    'asl',
    'tipo_struttura',
    'natura_giuridica',
  ],
  hospitals,
);
writeFileSync(
  path.join(out, 'strutture-ricovero', 'SOURCE.md'),
  `${read('strutture-ricovero/SOURCE.md').trimEnd()}\n\n## Copy in Cartella\nCartella keeps the columns codice_struttura, denominazione, regione, comune, sigla_provincia, asl,\ntipo_struttura and natura_giuridica (apps/api/scripts/import-vaccinations.mjs); the list is the\n"Ospedali italiani" reference list of /altro (GET /api/altroLink/ospedali_italiani).\n`,
);
