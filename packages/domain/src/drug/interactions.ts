import * as v from 'valibot';
import { boundedText, firstIssueOnly, PageSchema, TEXT_LIMITS } from '../shared/limits.ts';
import type { Message } from '../shared/messages.ts';
import { DRUG_SEARCH_MIN_LENGTH } from './codes.ts';
import type { DrugInteraction } from './entities.ts';

/**
 * Drug search and the interaction check (spec 000 sections 7 and 8; issue 9). The thesaurus is the
 * ANSM "Thésaurus des interactions médicamenteuses" (apps/api/data/interazioni/SOURCE.md).
 */

/** Severity levels of the thesaurus, most serious first (interazioni/SOURCE.md "Severity levels"). */
export const interactionSeverities = ['CI', 'AD', 'PE', 'APEC'] as const;
export type InteractionSeverity = (typeof interactionSeverities)[number];

/** Rank of each level: 4 contraindication ... 1 to be taken into account. */
export const interactionSeverityRanks = {
  CI: 4,
  AD: 3,
  PE: 2,
  APEC: 1,
} as const satisfies Record<InteractionSeverity, number>;

export const interactionSeverityLabels = {
  CI: { id: 'code.interaction.CI', it: 'Controindicazione', en: 'Contraindication' },
  AD: { id: 'code.interaction.AD', it: 'Associazione sconsigliata', en: 'Combination not recommended' },
  PE: { id: 'code.interaction.PE', it: "Precauzione d'impiego", en: 'Precaution for use' },
  APEC: { id: 'code.interaction.APEC', it: 'Da tenere in considerazione', en: 'To be taken into account' },
} as const satisfies Record<InteractionSeverity, Message>;

export function isInteractionSeverity(value: string): value is InteractionSeverity {
  return (interactionSeverities as readonly string[]).includes(value);
}

/** Body of POST /api/farmacifilter: at least 2 characters, a page. */
export const DrugSearchSchema = v.object({
  search: firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.search, 'required'),
      v.check((text) => text.trim().length >= DRUG_SEARCH_MIN_LENGTH, 'invalid_type'),
    ),
  ),
  /** Page, from 1 to PAGE_MAX; 1 when absent. */
  page: PageSchema,
});
/** One severity level of a record with its conditions (French, ANSM wording kept verbatim). */
interface InteractionLevel {
  codice: InteractionSeverity;
  condizioni_fr: string;
}

/** A thesaurus record: one unordered pair of entities. */
export interface InteractionRecord {
  id: string;
  a: string;
  b: string;
  livello: InteractionSeverity;
  livelli: InteractionLevel[];
  rischio_fr: string;
}

/**
 * The Italian and English names of a thesaurus entity (substance, class or other): the AIFA name
 * and an English INN form for substances, the project's translation for classes (issue 26;
 * apps/api/data/interazioni/SOURCE.md "Translations and corrections made by Cartella").
 */
interface InteractionEntityNames {
  it: string;
  en: string;
}

/**
 * One interacting pair as answered by GET /api/checkInterazioniFarmaco/{id}: the spec's two names
 * plus, beyond the spec, the severity and the source texts (interazioni/SOURCE.md asks to show
 * the conditions, not the severity alone).
 */
export interface DrugInteractionDetail extends DrugInteraction {
  /** Thesaurus record id. */
  id: string;
  /** Highest level of the record. */
  livello: InteractionSeverity;
  /** Every level with its conditions. */
  livelli: InteractionLevel[];
  /** Risk or mechanism (French). */
  rischio_fr: string;
  /** Thesaurus name of the new drug's side and of the ongoing drug's side (French). */
  entita_nuovo: string;
  entita_in_corso: string;
  /** The same two sides named in Italian and English. */
  nomi_nuovo: InteractionEntityNames;
  nomi_in_corso: InteractionEntityNames;
}

/** A drug as the matcher sees it: a display name and the thesaurus substances of its ATC code. */
export interface InteractionDrug {
  name: string;
  /** Entity ids from the ATC index (a combination product gives every component). */
  substances: readonly string[];
}

export interface InteractionThesaurus {
  /** Classes of an entity (a substance interacts under its own name and under each class). */
  classesOf: (id: string) => readonly string[];
  /** Thesaurus (French) name of an entity. */
  nameOf: (id: string) => string;
  /** Italian and English names of an entity. */
  namesOf: (id: string) => InteractionEntityNames;
  /** Records touching the entities involved (extra records are ignored). */
  records: readonly InteractionRecord[];
}

/**
 * The interaction check (interazioni/SOURCE.md "How to use it"): expand each substance of both
 * drugs to itself plus its classes, collect the records whose pair is {x, y}, skip pairs where
 * both sides come from the same substance, deduplicate by record per ongoing drug and sort the
 * most serious first. "X + AUTRES X" records fire because every member of X is also a member of
 * "autres X", and only between two different substances.
 */
export function findDrugInteractions(
  candidate: InteractionDrug,
  ongoing: readonly InteractionDrug[],
  thesaurus: InteractionThesaurus,
): DrugInteractionDetail[] {
  const byPair = new Map<string, InteractionRecord[]>();
  const pairKey = (x: string, y: string) => (x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);
  for (const record of thesaurus.records) {
    const key = pairKey(record.a, record.b);
    byPair.set(key, [...(byPair.get(key) ?? []), record]);
  }
  const expand = (substances: readonly string[]) =>
    substances.flatMap((substance) =>
      [substance, ...thesaurus.classesOf(substance)].map((entity) => ({ substance, entity })),
    );
  const candidateEntities = expand(candidate.substances);
  const found = new Map<string, DrugInteractionDetail>();
  for (const drug of ongoing) {
    for (const mine of candidateEntities) {
      for (const theirs of expand(drug.substances)) {
        if (mine.substance === theirs.substance) continue;
        for (const record of byPair.get(pairKey(mine.entity, theirs.entity)) ?? []) {
          const key = `${drug.name}\u0000${record.id}`;
          if (found.has(key)) continue;
          found.set(key, {
            id: record.id,
            farmaco_in_corso: drug.name,
            interazione_con: candidate.name,
            livello: record.livello,
            livelli: record.livelli,
            rischio_fr: record.rischio_fr,
            entita_nuovo: thesaurus.nameOf(mine.entity),
            entita_in_corso: thesaurus.nameOf(theirs.entity),
            nomi_nuovo: thesaurus.namesOf(mine.entity),
            nomi_in_corso: thesaurus.namesOf(theirs.entity),
          });
        }
      }
    }
  }
  return [...found.values()].sort(
    (first, second) =>
      interactionSeverityRanks[second.livello] - interactionSeverityRanks[first.livello] ||
      first.farmaco_in_corso.localeCompare(second.farmaco_in_corso) ||
      first.id.localeCompare(second.id),
  );
}
