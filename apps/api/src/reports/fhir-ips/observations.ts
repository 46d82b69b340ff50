import type { ReportData } from '../../services/report-data.ts';
import {
  category,
  listSection,
  loinc,
  quantity,
  type Section,
  type SectionContext,
  sectionTitles,
} from './document.ts';

const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The vital-sign readings as LOINC observations with UCUM units. */
const vitalCodes = [
  { field: 'parametro_peso', code: '29463-7', display: 'Body weight', unit: 'kg' },
  { field: 'parametro_altezza', code: '8302-2', display: 'Body height', unit: 'cm' },
  { field: 'parametro_frequenza_cardiaca', code: '8867-4', display: 'Heart rate', unit: '/min' },
  { field: 'parametro_spo2', code: '59408-5', display: 'Oxygen saturation by pulse oximetry', unit: '%' },
  { field: 'parametro_temperatura', code: '8310-5', display: 'Body temperature', unit: 'Cel' },
  { field: 'parametro_glicemia', code: '2339-0', display: 'Glucose [Mass/volume] in Blood', unit: 'mg/dL' },
] as const;

/** Kinds of investigation as HL7 v2 table 0074 diagnostic service sections. */
const examCategory = { 'Laboratori Analisi': 'LAB', Patologia: 'SP', 'Studi Radiologici': 'RAD' } as const;
/** A result's flag as an HL7 v3 observation interpretation. */
const interpretation = { high: 'H', low: 'L', normal: 'N' } as const;

type Exam = ReportData['exams'][number];

/** A lab's reference range as printed: '(0.5-1.2)', '(< 5)', '(> 40)', or ''. */
function resultRange(result: { rif_min: number | null; rif_max: number | null }): string {
  if (result.rif_min !== null && result.rif_max !== null) return `(${result.rif_min}-${result.rif_max})`;
  if (result.rif_max !== null) return `(< ${result.rif_max})`;
  if (result.rif_min !== null) return `(> ${result.rif_min})`;
  return '';
}

/** An exam's structured results (issue #19): one laboratory Observation each, with range and flag. */
function addResultObservations(exam: Exam, { add, subject }: SectionContext): string[] {
  return exam.risultati.map((result) =>
    add({
      resourceType: 'Observation',
      status: 'final',
      category: category(OBSERVATION_CATEGORY, 'laboratory'),
      code: { text: result.analita },
      subject,
      ...(exam.indagine_data_display ? { effectiveDateTime: exam.indagine_data_display } : {}),
      valueQuantity: { value: result.valore, ...(result.unita ? { unit: result.unita } : {}) },
      ...(result.rif_min !== null || result.rif_max !== null
        ? {
            referenceRange: [
              {
                ...(result.rif_min !== null ? { low: { value: result.rif_min, unit: result.unita } } : {}),
                ...(result.rif_max !== null ? { high: { value: result.rif_max, unit: result.unita } } : {}),
              },
            ],
          }
        : {}),
      ...(result.esito !== 'unknown'
        ? {
            interpretation: category(
              'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
              interpretation[result.esito],
            ),
          }
        : {}),
    }),
  );
}

/**
 * Results: each completed exam as a DiagnosticReport categorised by the kind of investigation,
 * referencing its structured results; no section when no exam is completed.
 */
export function resultsSection(data: ReportData, context: SectionContext): Section | null {
  const completedExams = data.exams.filter((exam) => exam.indagine_stato === 2);
  const refs = completedExams.map((exam) => {
    const results = addResultObservations(exam, context);
    return context.add({
      resourceType: 'DiagnosticReport',
      status: 'final',
      category: category(
        'http://terminology.hl7.org/CodeSystem/v2-0074',
        exam.indagine_tipologia in examCategory
          ? examCategory[exam.indagine_tipologia as keyof typeof examCategory]
          : 'OTH',
      ),
      code: { text: exam.indagine_descrizione },
      subject: context.subject,
      ...(exam.indagine_data_display ? { effectiveDateTime: exam.indagine_data_display } : {}),
      ...(exam.centro ? { performer: [{ display: exam.centro }] } : {}),
      ...(results.length > 0 ? { result: results.map((reference) => ({ reference })) } : {}),
    });
  });
  return listSection(
    sectionTitles.results,
    loinc('30954-2', 'Relevant diagnostic tests/laboratory data Narrative'),
    refs,
    completedExams.flatMap((exam) => [
      [exam.indagine_data_display ?? '', exam.indagine_descrizione, exam.centro].filter(Boolean).join(' '),
      ...exam.risultati.map((result) =>
        [`- ${result.analita}: ${result.valore}`, result.unita, resultRange(result)]
          .filter(Boolean)
          .join(' '),
      ),
    ]),
  );
}

/** Vital signs: one Observation per measured value, blood pressure as a panel; none, no section. */
export function vitalSignsSection(data: ReportData, { add, subject }: SectionContext): Section | null {
  const refs: string[] = [];
  const lines: string[] = [];
  for (const reading of data.vitalReadings) {
    const day = reading.created_on.slice(0, 10);
    const observation = (code: ReturnType<typeof loinc>, value: Record<string, unknown>) =>
      add({
        resourceType: 'Observation',
        status: 'final',
        category: category(OBSERVATION_CATEGORY, 'vital-signs'),
        code,
        subject,
        effectiveDateTime: reading.created_on,
        ...value,
      });
    for (const vital of vitalCodes) {
      const value = reading[vital.field];
      if (typeof value !== 'number') continue;
      refs.push(
        observation(loinc(vital.code, vital.display), { valueQuantity: quantity(value, vital.unit) }),
      );
      lines.push(`${day} ${vital.display}: ${value} ${vital.unit}`);
    }
    const systolic = reading.parametro_pressione_massima;
    const diastolic = reading.parametro_pressione_minima;
    if (typeof systolic === 'number' && typeof diastolic === 'number') {
      refs.push(
        observation(loinc('85354-9', 'Blood pressure panel'), {
          component: [
            { code: loinc('8480-6', 'Systolic blood pressure'), valueQuantity: quantity(systolic, 'mm[Hg]') },
            {
              code: loinc('8462-4', 'Diastolic blood pressure'),
              valueQuantity: quantity(diastolic, 'mm[Hg]'),
            },
          ],
        }),
      );
      lines.push(`${day} Blood pressure: ${systolic}/${diastolic} mm[Hg]`);
    }
  }
  return listSection(sectionTitles.vitalSigns, loinc('8716-3', 'Vital signs'), refs, lines);
}
