// The interaction thesaurus part of import-therapies.mjs: the corrections of the records whose
// texts the extraction broke (issue 26 "The drug-interaction warning is in French"), and the
// Italian and English names of every entity. Run by hand, never at run or test time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot, parseCsv } from './import-helpers.mjs';

/**
 * Records whose texts the structured extraction cut or put in the wrong field, each corrected
 * by hand (apps/api/data/interazioni/SOURCE.md "Corrections made by Cartella"). Keyed by record
 * id; `livelli` replaces the levels, `rischio_fr` the risk text.
 */
const corrections = {
  // The risk text stops at "gastro-" (a PDF line break); ANSM's wording ends "gastro-intestinal."
  'antiagregants-plaquettaires__anti-inflammatoires-non-steroidiens': {
    rischio_fr: 'Augmentation du risque hémorragique, notamment gastro-intestinal.',
  },
  // The risk text stops at "égales à" (a PDF line break) in both cimetidine + benzodiazepine records.
  chlordiazepoxide__cimetidine: {
    rischio_fr:
      'Avec la cimétidine utilisée à des doses supérieures ou égales à 800 mg/j : risque accru de somnolence.',
  },
  cimetidine__diazepam: {
    rischio_fr:
      'Avec la cimétidine utilisée à des doses supérieures ou égales à 800 mg/j : risque accru de somnolence.',
  },
  // The level label and its conditions were extracted into the risk text, with the "≥" signs
  // lost (U+FFFD) and one condition repeated: the conditions go back to the level, written ">="
  // as in every other aspirin record.
  'acide-acetylsalicylique__deferasirox': {
    livelli: [
      {
        codice: 'APEC',
        condizioni_fr:
          "- Pour des doses anti-inflammatoires d'acide acétylsalicylique (>=1g par prise et/ou >=3g par jour) - Pour des doses antalgiques ou antipyrétiques d'acide acétylsalicylique (>=500 mg par prise et/ou <3g par jour)",
      },
    ],
    rischio_fr: 'Majoration du risque ulcérogène et hémorragique digestif.',
  },
  // The second condition of the contraindication was extracted into the risk text.
  'cytotoxiques__vaccins-vivants-attenues': {
    livelli: [
      {
        codice: 'CI',
        condizioni_fr:
          "- Et pendant les 6 mois suivant l'arrêt de la chimiothérapie. - Et, à l'exception de l'hydroxycarbamide dans son indication chez le patient drépanocytaire.",
      },
    ],
    rischio_fr: 'Risque de maladie vaccinale généralisée éventuellement mortelle.',
  },
  // The course of action of the "not recommended" level was extracted into the risk text.
  'delamanid__substances-susceptibles-de-donner-des-torsades-de-pointes': {
    livelli: [
      {
        codice: 'CI',
        condizioni_fr: 'avec citalopram, dompéridone, escitalopram, hydroxyzine et pipéraquine',
      },
      {
        codice: 'AD',
        condizioni_fr:
          'avec les autres susbtances susceptibles de donner des torsades de pointes. Si l’association ne peut être évitée, contrôle clinique et électrocardiographique régulier.',
      },
    ],
    rischio_fr: 'Risque majoré de troubles du rythme ventriculaire, notamment de torsades de pointes.',
  },
  // The course of action of the precaution level was extracted into the risk text.
  'inhibiteurs-puissants-du-cyp3a4__quinine': {
    livelli: [
      { codice: 'AD', condizioni_fr: 'avec les inhibiteurs de protéases' },
      {
        codice: 'PE',
        condizioni_fr:
          'avec les azolés antifongiques et certains macrolides. Surveillance clinique et ECG. Adaptation éventuelle de la posologie de la quinine pendant le traitement par l’inhibiteur enzymatique et après son arrêt.',
      },
    ],
    rischio_fr:
      'Risque de majoration des effets indésirables de la quinine, notamment troubles du rythme ventriculaire et troubles neurosensoriels (cinchonisme).',
  },
};

// The two anticholinesterase class notes begin "Il convient de prendre en compte ..." in ANSM's
// text; the extraction took that phrase as the level label (APEC) and left the sentence without
// its verb. The phrase is put back so the note reads as a sentence.
const verbRemoved = /^(l'association|le risque) /;

// Four records carry the "not recommended" label and its conditions at the start of the risk
// text ("Association déconseillée: - uniquement avec ... Diminution de ..."): the conditions go to
// the AD level, the risk keeps the sentence from "Risque", "Diminution", ... on.
const levelInRisk = /^Association déconseillée: (.*?) ((?:Risque|Diminution|Augmentation|Majoration) .*)$/;

/** A record with its texts whole: the corrections above, then the general repairs. */
export function correctRecord(record) {
  const fixed = { ...record, ...(corrections[record.id] ?? {}) };
  if (verbRemoved.test(fixed.rischio_fr))
    fixed.rischio_fr = `Il convient de prendre en compte ${fixed.rischio_fr}`;
  const moved = levelInRisk.exec(fixed.rischio_fr);
  if (moved && fixed.livelli.some((level) => level.codice === 'AD')) {
    fixed.rischio_fr = moved[2];
    fixed.livelli = fixed.livelli.map((level) =>
      level.codice === 'AD'
        ? { ...level, condizioni_fr: [level.condizioni_fr, moved[1]].filter(Boolean).join(' ') }
        : level,
    );
  }
  // One condition ends on a comma where the PDF line ended (statins + letermovir).
  fixed.livelli = fixed.livelli.map((level) => ({
    ...level,
    condizioni_fr: level.condizioni_fr.replace(/,$/, '.'),
  }));
  const rank = { CI: 4, AD: 3, PE: 2, APEC: 1 };
  fixed.livello = fixed.livelli.reduce(
    (top, level) => (rank[level.codice] > rank[top] ? level.codice : top),
    fixed.livelli[0].codice,
  );
  return fixed;
}

export const correctedIds = Object.keys(corrections);

/** The line the sources page shows for the translations (apps/api/src/lib/data-sources.ts). */
export const TRANSLATION_ATTRIBUTION =
  'Nomi italiani e inglesi di sostanze e classi, e spiegazioni dei livelli di gravità: traduzione a cura del progetto Cartella, non di ANSM né di AIFA; il testo originale francese resta consultabile.';

// --- names ---------------------------------------------------------------------------------

const stripAccents = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe');
/** First letter upper case, and a final one-letter word (vitamin "a", polymyxin "b"). */
const capitalise = (text) =>
  text.charAt(0).toUpperCase() +
  text.slice(1).replace(/ ([a-z])$/, (_, letter) => ` ${letter.toUpperCase()}`);

/** The Italian name of a substance: the shortest Italian-looking AIFA name it was matched through. */
function italianName(entity) {
  const names = entity.nomi_it_corrispondenti ?? [];
  const italian = names.filter((name) => /[aeio]$/.test(name) && !/\d/.test(name));
  const pick = (italian.length > 0 ? italian : names).slice().sort((x, y) => x.length - y.length)[0];
  return pick ? capitalise(pick) : null;
}

// French INN endings whose English INN drops the final "e" (-mycine -> -mycin); other "-ine"
// names keep it in English too (amlodipine, morphine).
const englishEndings = [
  ['mycine', 'mycin'],
  ['micine', 'micin'],
  ['statine', 'statin'],
  ['acine', 'acin'],
  ['icine', 'icin'],
  ['cilline', 'cillin'],
  ['arine', 'arin'],
  ['oxine', 'oxin'],
  ['sporine', 'sporin'],
  ['planine', 'planin'],
  ['virine', 'virin'],
  ['tonine', 'tonin'],
  ['leukine', 'leukin'],
  ['zosine', 'zosin'],
  ['istine', 'istin'],
  ['inoine', 'inoin'],
  ['butine', 'butin'],
  ['fungine', 'fungin'],
  ['formine', 'formin'],
  ['fulvine', 'fulvin'],
  ['myxine', 'myxin'],
  ['fene', 'fen'],
  ['phane', 'phan'],
  ['vitamine', 'vitamin'],
];

/**
 * An English INN form of a French substance name: "acide X-ique" -> "X-ic acid", the endings
 * above, and a final "e" dropped where the Italian name ends in a consonant too (tédizolide ->
 * tedizolid, as linezolid).
 */
function englishName(frenchName, italian) {
  const text = stripAccents(frenchName).toLowerCase().replace(/\s+/g, ' ').trim();
  const acid = /^acide (\S+)ique$/.exec(text);
  if (acid) return capitalise(`${acid[1]}ic acid`);
  const italianFirst = (italian ?? '').split(' ')[0] ?? '';
  const words = text.split(' ').map((word, index) => {
    if (index === 0 && /[^aeiou]$/.test(italianFirst) && /[^aeiou]e$/.test(word)) return word.slice(0, -1);
    for (const [from, to] of englishEndings) if (word.endsWith(from)) return word.slice(0, -from.length) + to;
    return word;
  });
  return capitalise(words.join(' '));
}

/**
 * The project's translation table (apps/api/data/interazioni/traduzioni.csv): every class and
 * "other" entity, and the substances whose rule-made name is wrong (salts, elements, herbs).
 */
export function readTranslations() {
  const file = path.join(apiRoot, 'data', 'interazioni', 'traduzioni.csv');
  return new Map(parseCsv(readFileSync(file, 'utf8')).map((row) => [row.id, row]));
}

/** Italian and English names of an entity: the table first, then the rules for substances. */
export function entityNames(entity, translations) {
  const row = translations.get(entity.id);
  if (row) return { nome_it: row.nome_it, nome_en: row.nome_en };
  if (entity.tipo !== 'sostanza') return { nome_it: '', nome_en: '' };
  const italian = italianName(entity) ?? capitalise(stripAccents(entity.nome_fr).toLowerCase());
  return { nome_it: italian, nome_en: englishName(entity.nome_fr, italian) };
}
