import {
  cha2ds2VascCriteria,
  cha2ds2VascStrokeRiskTable,
  hasBledBleedingRiskTable,
  hasBledCriteria,
  meldMortalityBands,
  meldNaLimits,
  type ScoreCriterion,
} from '@cartella/calculators';
import type { ScoreCombinationKind, ScoreCriteriaKind } from '@cartella/domain';
import { type SQL, sql, type Table } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { scoreCombinations, scoreCriteria } from '../schemas/scores.ts';

interface Text {
  it: string;
  en: string;
}

/** Italian and English wording of a criterion (the calculators package carries English labels only). */
interface CriterionText {
  title: Text;
  description: Text;
  /** Labels of the answers, in the calculators' order (lowest points first). */
  options?: readonly Text[];
}

const yesNo: readonly Text[] = [
  { it: 'No', en: 'No' },
  { it: 'Sì', en: 'Yes' },
];

/** The description of a criterion the page fills in from the patient record (age, sex). */
const fromPatientRecord: Text = { it: 'Dalla scheda paziente', en: 'From the patient record' };

/** Criteria that two scores ask in the same words. */
const diabetes: CriterionText = {
  title: { it: 'Diabete', en: 'Diabetes' },
  description: { it: 'Diabete mellito', en: 'Diabetes mellitus' },
};
const smoker: CriterionText = {
  title: { it: 'Fumatore', en: 'Smoker' },
  description: { it: 'Fumatore attuale', en: 'Current smoker' },
};
const onAntihypertensives: Text = {
  it: 'Terapia antipertensiva in corso',
  en: 'On antihypertensive treatment',
};

/** Wording of the HAS-BLED criteria (Pisters 2010, Chest 2010;138:1093-1100, table 1). */
const hasBledText: Record<string, CriterionText> = {
  uncontrolledHypertension: {
    title: { it: 'Ipertensione', en: 'Hypertension' },
    description: {
      it: 'Ipertensione non controllata, pressione sistolica > 160 mmHg',
      en: 'Uncontrolled hypertension, systolic > 160 mmHg',
    },
  },
  abnormalRenalFunction: {
    title: { it: 'Funzione renale alterata', en: 'Abnormal renal function' },
    description: {
      it: 'Dialisi, trapianto renale o creatinina ≥ 2,26 mg/dl (200 µmol/l)',
      en: 'Dialysis, renal transplant or creatinine ≥ 2.26 mg/dl (200 µmol/l)',
    },
  },
  abnormalLiverFunction: {
    title: { it: 'Funzione epatica alterata', en: 'Abnormal liver function' },
    description: {
      it: 'Epatopatia cronica, o bilirubina > 2 volte e AST/ALT/ALP > 3 volte il limite normale',
      en: 'Chronic liver disease, or bilirubin > 2× and AST/ALT/ALP > 3× the upper limit of normal',
    },
  },
  stroke: {
    title: { it: 'Ictus', en: 'Stroke' },
    description: { it: 'Precedente ictus', en: 'Previous stroke' },
  },
  bleeding: {
    title: { it: 'Sanguinamento', en: 'Bleeding' },
    description: {
      it: 'Storia di sanguinamento maggiore o predisposizione (anemia)',
      en: 'History of major bleeding or predisposition (anaemia)',
    },
  },
  labileInr: {
    title: { it: 'INR labile', en: 'Labile INR' },
    description: {
      it: 'Tempo in range terapeutico < 60%',
      en: 'Time in therapeutic range < 60%',
    },
  },
  elderly: {
    title: { it: 'Anziano', en: 'Elderly' },
    description: { it: 'Età > 65 anni', en: 'Age > 65 years' },
  },
  drugs: {
    title: { it: 'Farmaci', en: 'Drugs' },
    description: { it: 'Antiaggreganti piastrinici o FANS', en: 'Antiplatelet drugs or NSAIDs' },
  },
  alcohol: {
    title: { it: 'Alcol', en: 'Alcohol' },
    description: { it: 'Abuso di alcol, ≥ 8 unità a settimana', en: 'Alcohol excess, ≥ 8 units a week' },
  },
};

/** Wording of the CHA2DS2-VASc criteria (Lip 2010, Chest 2010;137:263-272). */
const cha2ds2VascText: Record<string, CriterionText> = {
  congestiveHeartFailure: {
    title: { it: 'Scompenso cardiaco', en: 'Congestive heart failure' },
    description: {
      it: 'Scompenso cardiaco congestizio o disfunzione ventricolare sinistra',
      en: 'Congestive heart failure or left ventricular dysfunction',
    },
  },
  hypertension: {
    title: { it: 'Ipertensione', en: 'Hypertension' },
    description: { it: 'Ipertensione arteriosa', en: 'Arterial hypertension' },
  },
  ageYears: {
    title: { it: 'Età', en: 'Age' },
    description: fromPatientRecord,
    options: [
      { it: '< 65 anni', en: '< 65 years' },
      { it: '65-74 anni', en: '65-74 years' },
      { it: '≥ 75 anni', en: '≥ 75 years' },
    ],
  },
  diabetes,
  strokeTiaThromboembolism: {
    title: { it: 'Ictus/TIA/tromboembolia', en: 'Stroke/TIA/thromboembolism' },
    description: {
      it: 'Precedente ictus, attacco ischemico transitorio o tromboembolia',
      en: 'Previous stroke, transient ischaemic attack or thromboembolism',
    },
  },
  vascularDisease: {
    title: { it: 'Malattia vascolare', en: 'Vascular disease' },
    description: {
      it: 'Infarto miocardico, arteriopatia periferica o placca aortica',
      en: 'Myocardial infarction, peripheral artery disease or aortic plaque',
    },
  },
  sex: {
    title: { it: 'Sesso', en: 'Sex' },
    description: fromPatientRecord,
    options: [
      { it: 'Maschio', en: 'Male' },
      { it: 'Femmina', en: 'Female' },
    ],
  },
};

/** Yes/no criteria of the pages whose score is an equation, not a points sum (no points: score 0). */
const equationCriteria: Record<'meld' | 'framingham' | 'cardiovascolare', Record<string, CriterionText>> = {
  meld: {
    dialysisTwiceInPastWeek: {
      title: { it: 'Dialisi', en: 'Dialysis' },
      description: {
        it: 'Dialisi almeno due volte (o 24 ore di CVVHD) nell’ultima settimana',
        en: 'Dialysis at least twice (or 24 hours of CVVHD) in the past week',
      },
    },
  },
  framingham: {
    smoker,
    bpTreated: {
      title: { it: 'Pressione trattata con farmaci', en: 'Blood pressure treated with drugs' },
      description: onAntihypertensives,
    },
  },
  cardiovascolare: {
    smoker,
    diabetes,
    bpTreated: {
      title: { it: 'Trattamento per l’ipertensione', en: 'Hypertension treatment' },
      description: onAntihypertensives,
    },
  },
};

type CriterionRow = typeof scoreCriteria.$inferInsert;
type CombinationRow = typeof scoreCombinations.$inferInsert;

function criterionRows(
  kind: ScoreCriteriaKind,
  criteria: readonly ScoreCriterion[],
  texts: Record<string, CriterionText>,
): CriterionRow[] {
  return criteria.map((criterion, position) => {
    const text = texts[criterion.id];
    if (text === undefined) throw new Error(`Score criterion without wording: ${kind}.${criterion.id}`);
    const options = text.options ?? yesNo;
    const [first, second, third] = criterion.options.map((_option, index) => options[index]);
    if (first === undefined || second === undefined)
      throw new Error(`Score criterion options: ${criterion.id}`);
    return {
      kind,
      key: criterion.id,
      position,
      title: text.title.it,
      title_en: text.title.en,
      description: text.description.it,
      description_en: text.description.en,
      option1: first.it,
      option1_en: first.en,
      option2: second.it,
      option2_en: second.en,
      option3: third?.it ?? null,
      option3_en: third?.en ?? null,
      score: criterion.points,
    };
  });
}

function yesNoRows(kind: 'meld' | 'framingham' | 'cardiovascolare'): CriterionRow[] {
  const criteria = Object.keys(equationCriteria[kind]).map(
    (id): ScoreCriterion => ({
      id,
      points: 0,
      label: id,
      options: [
        { id: 'no', points: 0, label: 'No' },
        { id: 'yes', points: 0, label: 'Yes' },
      ],
    }),
  );
  return criterionRows(kind, criteria, equationCriteria[kind]);
}

/** Pisters 2010: 0-1 low, 2 moderate, ≥ 3 high risk; 6-9 too few patients for a rate. */
function hasBledDescription(score: number, rate: number | null): Text {
  if (rate === null) return { it: 'Rischio alto (dati insufficienti)', en: 'High risk (insufficient data)' };
  if (score <= 1) return { it: 'Rischio basso', en: 'Low risk' };
  if (score === 2) return { it: 'Rischio moderato', en: 'Moderate risk' };
  return { it: 'Rischio alto', en: 'High risk' };
}

/** ESC 2020 guideline: anticoagulation from 1 (men) / 2 (women) points; 0 is low risk. */
function cha2ds2VascDescription(score: number): Text {
  if (score === 0) return { it: 'Rischio basso', en: 'Low risk' };
  if (score === 1) return { it: 'Rischio basso-moderato', en: 'Low to moderate risk' };
  return { it: 'Rischio moderato-alto', en: 'Moderate to high risk' };
}

/** One row of a risk table: a score, the risk it carries (and a second one where the table has two), in words. */
function combinationRow(
  kind: ScoreCombinationKind,
  score: number,
  risks: { risk: number | null; additionalRisk?: number },
  text: Text,
): CombinationRow {
  return {
    kind,
    puntegio_totale: score,
    richio_sanguinamento: risks.risk,
    richio_sanguinamento_additional: risks.additionalRisk ?? null,
    description: text.it,
    description_en: text.en,
  };
}

function combinationRows(): CombinationRow[] {
  const hasBledRows = hasBledBleedingRiskTable.map((row) =>
    combinationRow(
      'has-bled',
      row.score,
      { risk: row.bleedsPer100PatientYears },
      hasBledDescription(row.score, row.bleedsPer100PatientYears),
    ),
  );
  const cha2ds2Rows = cha2ds2VascStrokeRiskTable.map((row) =>
    combinationRow(
      'cha2ds2',
      row.score,
      { risk: row.ischemicStrokeRiskPercent, additionalRisk: row.strokeTiaEmbolismRiskPercent },
      cha2ds2VascDescription(row.score),
    ),
  );
  // Bands are listed highest first in the package; each row is keyed by its lowest score.
  const bands = [...meldMortalityBands].sort((a, b) => a.minScore - b.minScore);
  const meldRows = bands.map((band, index) => {
    const next = bands[index + 1];
    const upper = next === undefined ? meldNaLimits.maxScore : next.minScore - 1;
    const range = band.minScore === upper ? `${upper}` : `${band.minScore}-${upper}`;
    return combinationRow(
      'meld',
      band.minScore,
      { risk: band.mortality3MonthPercent },
      { it: `MELD ${range}: mortalità a 3 mesi`, en: `MELD ${range}: 3-month mortality` },
    );
  });
  return [...hasBledRows, ...cha2ds2Rows, ...meldRows];
}

/** Every criterion row, in page order. Exported for the seed test. */
function scoreCriterionSeedRows(): CriterionRow[] {
  return [
    ...criterionRows('has-bled', hasBledCriteria, hasBledText),
    ...criterionRows('cha2ds2', cha2ds2VascCriteria, cha2ds2VascText),
    ...yesNoRows('meld'),
    ...yesNoRows('framingham'),
    ...yesNoRows('cardiovascolare'),
  ];
}

/** The `set` of an upsert that writes the proposed row's value (PostgreSQL's EXCLUDED) of each column. */
function proposedValuesOf<TTable extends Table>(
  _table: TTable,
  columns: readonly (keyof TTable['$inferInsert'] & string)[],
): Record<string, SQL> {
  return Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)]));
}

/**
 * Writes the criteria and combination rows from @cartella/calculators. Rows are upserted, so a new
 * package version corrects them on the next start and the pages never disagree with the formulas.
 */
export async function seedScores(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(scoreCriteria)
      .values(scoreCriterionSeedRows())
      .onConflictDoUpdate({
        target: [scoreCriteria.kind, scoreCriteria.key],
        set: proposedValuesOf(scoreCriteria, [
          'position',
          'title',
          'title_en',
          'description',
          'description_en',
          'option1',
          'option1_en',
          'option2',
          'option2_en',
          'option3',
          'option3_en',
          'score',
        ]),
      });
    await tx
      .insert(scoreCombinations)
      .values(combinationRows())
      .onConflictDoUpdate({
        target: [scoreCombinations.kind, scoreCombinations.puntegio_totale],
        set: proposedValuesOf(scoreCombinations, [
          'richio_sanguinamento',
          'richio_sanguinamento_additional',
          'description',
          'description_en',
        ]),
      });
  });
}
