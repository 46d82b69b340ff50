import { specialtyName } from '@cartella/domain';
import type { ReportData } from '../services/report-data.ts';
import { breakLongWords, field, sectionHeading, tagged } from './document.ts';
import { recordPdf } from './record-pdf.ts';
import { examResultColumns, paragraph, reportTable, subHeading } from './report-table.ts';
import type { ReportLocale, ReportTexts } from './report-texts.ts';

/** What the clinical report needs besides the record: the language and the level the patient chose. */
export interface ClinicalReportContext {
  locale: ReportLocale;
  /** Items above this confidentiality level were left out (6: the whole record). */
  maxLevel: number;
}

type Therapy = ReportData['therapies'][number];
type Reading = ReportData['vitalReadings'][number];

/** The readings printed in the trend table, newest first. */
const TREND_ROWS = 60;

const vitalFields = [
  'parametro_peso',
  'parametro_altezza',
  'pressione',
  'parametro_frequenza_cardiaca',
  'parametro_spo2',
  'parametro_temperatura',
  'parametro_glicemia',
] as const;

/** A measure of a reading in the report's language ("62,9"; "62.9"), '' when not measured. */
function vitalValue(t: ReportTexts, reading: Reading, key: (typeof vitalFields)[number]): string {
  if (key === 'pressione') {
    const high = reading.parametro_pressione_massima;
    const low = reading.parametro_pressione_minima;
    return high !== null && low !== null ? `${t.number(high)}/${t.number(low)}` : '';
  }
  const value = reading[key];
  return value === null ? '' : t.number(value);
}

export function therapyDates(t: ReportTexts, therapy: Pick<Therapy, 'data_inizio' | 'data_fine'>) {
  return therapy.data_fine
    ? `${t.dateOf(therapy.data_inizio)} - ${t.dateOf(therapy.data_fine)}`
    : `${t.since} ${t.dateOf(therapy.data_inizio)}`;
}

export function yesNoOf(t: ReportTexts, flag: number | null) {
  if (flag === 1) return t.yes;
  if (flag === 0) return t.no;
  return t.notStated;
}

/**
 * The clinical report (spec 001 section 7, GET /api/downloadReport/{id}; issue #22): the whole
 * record in the caller's language, as a tagged PDF: identity, contacts, medical information,
 * allergies, diagnoses by state, the three therapy lists, vaccinations, exams, visits, vital signs (latest
 * and a trend), anamnesis, pregnancies and doctors. Exams join when their area lands.
 */
export function clinicalReportPdf(
  data: ReportData,
  context: ClinicalReportContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  return recordPdf(
    data.patient,
    context.locale,
    (t) => t.clinicalTitle,
    options,
    (doc, { t, patient, fullName, width }) => {
      const none = (text = t.none) => paragraph(doc, text, 9);
      tagged(doc, 'H1', () =>
        doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text(t.clinicalTitle, { width }),
      );
      paragraph(doc, breakLongWords(doc, `${t.patient}: ${fullName}`, width), 10);
      paragraph(doc, `${t.printedOn}: ${t.dateOf(data.today)}`, 10);
      if (context.maxLevel < 6) paragraph(doc, t.levelNote(context.maxLevel), 9);

      sectionHeading(doc, t.identity);
      field(doc, t.name, fullName);
      field(doc, t.taxCode, patient.paziente_codfiscale);
      field(doc, t.birthDate, t.dateOf(patient.paziente_nascita));
      field(doc, t.birthPlace, patient.comune_nascita ?? '');
      field(doc, t.sex, t.sexes[patient.paziente_sesso] ?? '');
      field(
        doc,
        t.residence,
        [patient.contatto_indirizzo, patient.comune_residenza].filter(Boolean).join(', '),
      );
      field(doc, t.phone, patient.contatto_telefono ?? '');
      field(doc, t.email, patient.paziente_email);

      sectionHeading(doc, t.medicalInfo);
      field(doc, t.bloodGroup, patient.paziente_gruppo ?? t.notStated);
      field(doc, t.organDonor, yesNoOf(t, patient.paziente_donatore_organi));

      for (const [title, contacts] of [
        [t.emergencyContacts, data.emergencyContacts],
        [t.otherContacts, data.otherContacts],
      ] as const) {
        sectionHeading(doc, title);
        if (contacts.length === 0) none();
        else
          reportTable(
            doc,
            [
              { header: t.contactName, share: 0.6, cell: (row) => row.contatto_nominativo },
              { header: t.phone, share: 0.4, cell: (row) => row.contatto_telefono },
            ],
            contacts,
          );
      }

      sectionHeading(doc, t.allergies);
      if (data.allergies.length === 0) none(t.noneAllergies);
      else
        reportTable(
          doc,
          [
            {
              header: t.kind,
              share: 0.2,
              cell: (row) => t.allergyKinds[row.tipo_diagnosi] ?? row.tipo_diagnosi,
            },
            { header: t.description, share: 0.5, cell: (row) => row.diagnosi_patologia },
            { header: t.state, share: 0.15, cell: (row) => t.states[row.diagnosi_stato] ?? '' },
            { header: t.date, share: 0.15, cell: (row) => t.dateOf(row.diagnosi_inserimento) },
          ],
          data.allergies,
        );

      sectionHeading(doc, t.diagnoses);
      for (const state of [0, 1, 2] as const) {
        subHeading(doc, t.diagnosisGroups[state] ?? '');
        const rows = data.diagnoses.filter((diagnosis) => diagnosis.diagnosi_stato === state);
        if (rows.length === 0) none();
        else
          reportTable(
            doc,
            [
              { header: t.description, share: 0.55, cell: (row) => row.diagnosi_patologia },
              { header: t.date, share: 0.15, cell: (row) => t.dateOf(row.diagnosi_inserimento) },
              { header: t.doctor, share: 0.3, cell: (row) => row.medico },
            ],
            rows,
          );
      }

      for (const type of [1, 2, 0] as const) {
        sectionHeading(doc, t.therapyLists[type] ?? '');
        const rows = data.therapies.filter((therapy) => therapy.tipo_terapia === type);
        if (rows.length === 0) none();
        else
          reportTable(
            doc,
            [
              { header: t.drug, share: 0.26, cell: (row) => `${row.farmaco}\n${row.somministrazione}` },
              { header: t.dose, share: 0.12, cell: (row) => row.quantita_farmaceutica ?? '' },
              { header: t.frequency, share: 0.13, cell: (row) => row.frequenza_farmaceutica ?? '' },
              { header: t.dates, share: 0.16, cell: (row) => therapyDates(t, row) },
              { header: t.prescriber, share: 0.15, cell: (row) => row.prescrittore ?? '' },
              { header: type === 0 ? t.reason : t.note, share: 0.18, cell: (row) => row.note ?? '' },
            ],
            rows,
          );
      }

      sectionHeading(doc, t.vaccinations);
      if (data.vaccinations.length === 0) none();
      else
        reportTable(
          doc,
          [
            { header: t.vaccine, share: 0.4, cell: (row) => row.vaccino },
            { header: t.date, share: 0.15, cell: (row) => t.dateOf(row.vaccinazione_data) },
            { header: t.recall, share: 0.12, cell: (row) => t.number(row.vaccinazione_richiamo) },
            { header: t.reactions, share: 0.33, cell: (row) => row.vaccinazione_reazioni },
          ],
          data.vaccinations,
        );

      sectionHeading(doc, t.exams);
      if (data.exams.length === 0) none();
      else
        reportTable(
          doc,
          [
            { header: t.investigation, share: 0.36, cell: (row) => row.indagine_descrizione },
            { header: t.examStatus, share: 0.16, cell: (row) => t.examStatuses[row.indagine_stato] ?? '' },
            {
              header: t.date,
              share: 0.14,
              cell: (row) => (row.indagine_data_display ? t.dateOf(row.indagine_data_display) : ''),
            },
            { header: t.centre, share: 0.34, cell: (row) => row.centro },
          ],
          data.exams,
        );
      // Structured results of completed laboratory exams (issue #19), flagged against the range.
      const results = data.exams.flatMap((exam) =>
        exam.risultati.map((result) => ({
          exam: exam.indagine_descrizione,
          date: exam.indagine_data_display,
          result,
        })),
      );
      if (results.length > 0) {
        subHeading(doc, t.examResults);
        reportTable(doc, examResultColumns(t), results);
      }

      sectionHeading(doc, t.visits);
      if (data.visits.length === 0) none();
      else
        reportTable(
          doc,
          [
            { header: t.date, share: 0.13, cell: (row) => t.dateOf(row.visita_data) },
            { header: t.visitReason, share: 0.29, cell: (row) => row.visita_motivazione },
            { header: t.observations, share: 0.29, cell: (row) => row.visita_osservazioni },
            { header: t.conclusions, share: 0.29, cell: (row) => row.visita_conclusioni },
          ],
          data.visits,
        );

      sectionHeading(doc, t.vitals);
      if (data.vitalReadings.length === 0) none();
      else {
        subHeading(doc, t.latestVitals);
        for (const key of vitalFields) {
          const latest = data.vitalReadings.find((reading) => vitalValue(t, reading, key) !== '');
          if (latest !== undefined)
            field(
              doc,
              t.vitalNames[key] ?? key,
              `${vitalValue(t, latest, key)} (${t.dayOf(latest.created_on)})`,
            );
        }
        subHeading(doc, t.vitalTrend);
        reportTable(
          doc,
          [
            { header: t.dateTime, share: 0.16, cell: (row: Reading) => t.instantOf(row.created_on) },
            ...vitalFields.map((key) => ({
              header: t.vitalNames[key] ?? key,
              share: 0.12,
              cell: (row: Reading) => vitalValue(t, row, key),
            })),
          ],
          data.vitalReadings.slice(0, TREND_ROWS),
          { fontSize: 7.5 },
        );
      }

      sectionHeading(doc, t.anamnesis);
      const physiological = physiologicalLines(t, data.anamnesis.fisiologica);
      for (const [title, text] of [
        [t.familyHistory, data.anamnesis.familiare],
        [t.physiological, physiological.join('\n')],
        [t.pastIllness, data.anamnesis.remota],
        [t.recentIllness, data.anamnesis.prossima],
      ] as const) {
        subHeading(doc, title);
        if (text.trim() === '') none();
        else paragraph(doc, text);
      }

      if (patient.paziente_sesso === 'female') {
        sectionHeading(doc, t.pregnancies);
        if (data.pregnancies.length === 0) none();
        else
          reportTable(
            doc,
            [
              {
                header: t.dates,
                share: 0.3,
                cell: (row) =>
                  `${t.dateOf(row.inizio_gravidanza)}${row.fine_gravidanza ? ` - ${t.dateOf(row.fine_gravidanza)}` : ''}`,
              },
              { header: t.age, share: 0.1, cell: (row) => (row.eta === null ? '' : t.number(row.eta)) },
              { header: t.outcome, share: 0.2, cell: (row) => row.esito ?? '' },
              { header: t.note, share: 0.4, cell: (row) => row.note_gravidanza ?? '' },
            ],
            data.pregnancies,
          );
      }

      sectionHeading(doc, t.doctors);
      if (data.doctors.length === 0) none();
      else
        reportTable(
          doc,
          [
            { header: t.name, share: 0.28, cell: (row) => row.fullname },
            {
              header: t.specialty,
              share: 0.22,
              cell: (row) => specialtyName(row.specializzation, context.locale),
            },
            { header: t.phone, share: 0.2, cell: (row) => row.telefono },
            { header: t.email, share: 0.3, cell: (row) => row.email },
          ],
          data.doctors,
        );
    },
  );
}

/** The physiological anamnesis's answers that say something, as "key: value" lines. */
function physiologicalLines(t: ReportTexts, answers: ReportData['anamnesis']['fisiologica']): string[] {
  if (answers === null) return [];
  const skip = new Set(['id_paziente', 'id_anamnesi_log', 'dataAggiornamento']);
  const written = (key: string, value: unknown) => {
    if (typeof value === 'number') return t.number(value);
    // The dates of the answers (dataInizioFumo...) are `YYYY-MM-DD` texts.
    if (key.startsWith('data') && typeof value === 'string') return t.dateOf(value);
    return String(value);
  };
  return Object.entries(answers as Record<string, unknown>).flatMap(([key, value]) =>
    skip.has(key) || value === null || value === '' || value === '0' || typeof value === 'object'
      ? []
      : [`${t.physiologicalLabels[key] ?? key}: ${written(key, value)}`],
  );
}
