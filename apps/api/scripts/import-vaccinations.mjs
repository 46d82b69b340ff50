#!/usr/bin/env node
// Copies the vaccine catalogue, the national vaccination calendar and the Italian hospitals
// from ../shared/data into apps/api/data/ (docs/conventions.md, habit 19:
// `npm start` must work from a clone without shared/). Run from anywhere:
//   node apps/api/scripts/import-vaccinations.mjs [path/to/shared/data]
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { out, parseCsv, read, sharedData, writeCsv } from './import-helpers.mjs';

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
