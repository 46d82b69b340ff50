import { randomUUID } from 'node:crypto';
import type { ReportData } from '../services/report-data.ts';

/**
 * The FHIR R4 export (issue #22; spec 001 section 7 "GET /api/getFhirData"): a Bundle of type
 * `document` following the HL7 International Patient Summary (IPS): a Composition (LOINC 60591-5)
 * first, whose sections reference the resources after it. The three required sections (allergies,
 * medications, problems) are always there, with an empty reason when the record has nothing; the
 * others only when the record has something to say. Every resource is checked against the FHIR R4
 * base definitions by the route's test (@medplum/core's validator).
 */

type Resource = { resourceType: string; id: string } & Record<string, unknown>;

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const ATC = 'http://www.whocc.no/atc';
/** AIC (Autorizzazione all'Immissione in Commercio) code system of HL7 Italy. */
const AIC = 'urn:oid:2.16.840.1.113883.2.9.6.1.5';
/** Codice fiscale naming system of HL7 Italy. */
const CODICE_FISCALE = 'http://hl7.it/sid/codiceFiscale';
const EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';

/** Italian patient-facing texts of the sections: the export is in the patient's own language. */
const sectionTitles = {
  allergies: 'Allergie e intolleranze',
  medications: 'Terapie',
  problems: 'Problemi',
  immunizations: 'Vaccinazioni',
  vitalSigns: 'Parametri vitali',
  pastIllness: 'Anamnesi patologica remota',
  pregnancy: 'Gravidanze',
  results: 'Esami',
  social: 'Stile di vita',
} as const;

function escapeXhtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A narrative: one paragraph per line (FHIR requires XHTML in the div). */
function narrative(lines: readonly string[]) {
  const body = lines.length === 0 ? '<p>-</p>' : lines.map((line) => `<p>${escapeXhtml(line)}</p>`).join('');
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` };
}

function loinc(code: string, display: string) {
  return { coding: [{ system: LOINC, code, display }], text: display };
}

function quantity(value: number, unit: string) {
  return { value, unit, system: UCUM, code: unit };
}

function drugCode(name: string, atc: string | null, aic: string | null) {
  const coding = [
    ...(atc ? [{ system: ATC, code: atc }] : []),
    ...(aic ? [{ system: AIC, code: aic, display: name }] : []),
  ];
  return coding.length === 0 ? { text: name } : { coding, text: name };
}

/** The vital-sign readings as LOINC observations with UCUM units. */
const vitalCodes = [
  { field: 'parametro_peso', code: '29463-7', display: 'Body weight', unit: 'kg' },
  { field: 'parametro_altezza', code: '8302-2', display: 'Body height', unit: 'cm' },
  { field: 'parametro_frequenza_cardiaca', code: '8867-4', display: 'Heart rate', unit: '/min' },
  { field: 'parametro_spo2', code: '59408-5', display: 'Oxygen saturation by pulse oximetry', unit: '%' },
  { field: 'parametro_temperatura', code: '8310-5', display: 'Body temperature', unit: 'Cel' },
  { field: 'parametro_glicemia', code: '2339-0', display: 'Glucose [Mass/volume] in Blood', unit: 'mg/dL' },
] as const;

interface Section {
  title: string;
  code: ReturnType<typeof loinc>;
  text: ReturnType<typeof narrative>;
  entry?: { reference: string }[];
  emptyReason?: { coding: { system: string; code: string; display: string }[] };
}

/** Builds the IPS document of a patient; `now` is the moment of the export. */
export function buildPatientSummary(data: ReportData, now: Date): Record<string, unknown> {
  const resources: Resource[] = [];
  const urlOf = new Map<Resource, string>();
  const add = (resource: Omit<Resource, 'id'>): string => {
    const id = randomUUID();
    const full = { ...resource, id } as Resource;
    resources.push(full);
    urlOf.set(full, `urn:uuid:${id}`);
    return `urn:uuid:${id}`;
  };
  const { patient } = data;

  const practitioners = data.doctors.map((doctor) =>
    add({
      resourceType: 'Practitioner',
      name: [{ text: doctor.fullname }],
      ...telecom(doctor.telefono, doctor.email),
      ...(doctor.indirizzo ? { address: [{ text: doctor.indirizzo }] } : {}),
      ...(doctor.specializzation ? { qualification: [{ code: { text: doctor.specializzation } }] } : {}),
    }),
  );
  const patientRef = add({
    resourceType: 'Patient',
    ...(patient.paziente_codfiscale
      ? {
          identifier: [
            { system: CODICE_FISCALE, value: patient.paziente_codfiscale.replace(/\s/g, '').toUpperCase() },
          ],
        }
      : {}),
    name: [{ family: patient.paziente_cognome, given: [patient.paziente_nome] }],
    gender: patient.paziente_sesso,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(patient.paziente_nascita) ? { birthDate: patient.paziente_nascita } : {}),
    ...telecom(patient.contatto_telefono ?? '', patient.paziente_email),
    ...(patient.comune_residenza || patient.contatto_indirizzo
      ? {
          address: [
            {
              ...(patient.contatto_indirizzo ? { line: [patient.contatto_indirizzo] } : {}),
              ...(patient.comune_residenza ? { city: patient.comune_residenza } : {}),
              country: 'IT',
            },
          ],
        }
      : {}),
    ...(data.emergencyContacts.length > 0
      ? {
          contact: data.emergencyContacts.map((contact) => ({
            relationship: [
              {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/v2-0131',
                    code: 'C',
                    display: 'Emergency Contact',
                  },
                ],
              },
            ],
            name: { text: contact.contatto_nominativo },
            telecom: [{ system: 'phone', value: contact.contatto_telefono }],
          })),
        }
      : {}),
    ...(practitioners.length > 0
      ? { generalPractitioner: practitioners.map((reference) => ({ reference })) }
      : {}),
  });
  const subject = { reference: patientRef };

  const allergyRefs = data.allergies.map((allergy) =>
    add({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
            code: allergy.diagnosi_stato === 0 ? 'confirmed' : 'unconfirmed',
          },
        ],
      },
      type: allergy.tipo_diagnosi === 'Allergia' ? 'allergy' : 'intolerance',
      code:
        allergy.bersaglio?.tipo_bersaglio === 'atc'
          ? {
              coding: [
                { system: ATC, code: allergy.bersaglio.codice, display: allergy.bersaglio.descrizione },
              ],
              text: allergy.diagnosi_patologia,
            }
          : { text: allergy.diagnosi_patologia },
      patient: subject,
      recordedDate: allergy.diagnosi_inserimento,
    }),
  );

  const medicationRefs = data.therapies.map((therapy) =>
    add({
      resourceType: 'MedicationStatement',
      // A forbidden drug (type 0) is one the patient must not take.
      status: therapy.tipo_terapia === 1 ? 'active' : therapy.tipo_terapia === 2 ? 'completed' : 'not-taken',
      medicationCodeableConcept: drugCode(therapy.farmaco, therapy.codice_atc, therapy.aic),
      subject,
      effectivePeriod: {
        start: therapy.data_inizio,
        ...(therapy.data_fine ? { end: therapy.data_fine } : {}),
      },
      ...(therapy.quantita_farmaceutica || therapy.frequenza_farmaceutica
        ? {
            dosage: [
              {
                text: [therapy.quantita_farmaceutica, therapy.frequenza_farmaceutica]
                  .filter(Boolean)
                  .join(', '),
              },
            ],
          }
        : {}),
      ...(therapy.note ? { note: [{ text: therapy.note }] } : {}),
    }),
  );

  const problemRefs = data.diagnoses
    .filter((diagnosis) => diagnosis.diagnosi_stato !== 2)
    .map((diagnosis) =>
      add({
        resourceType: 'Condition',
        clinicalStatus: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
        },
        verificationStatus: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
              code: diagnosis.diagnosi_stato === 0 ? 'confirmed' : 'provisional',
            },
          ],
        },
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/condition-category',
                code: 'problem-list-item',
              },
            ],
          },
        ],
        code: { text: diagnosis.diagnosi_patologia },
        subject,
        recordedDate: diagnosis.diagnosi_inserimento,
      }),
    );

  const immunizationRefs = data.vaccinations.map((vaccination) =>
    add({
      resourceType: 'Immunization',
      status: 'completed',
      vaccineCode: drugCode(vaccination.vaccino, vaccination.codice_atc, vaccination.aic),
      patient: subject,
      occurrenceDateTime: vaccination.vaccinazione_data,
      protocolApplied: [{ doseNumberPositiveInt: vaccination.vaccinazione_richiamo }],
      ...(vaccination.vaccinazione_reazioni ? { note: [{ text: vaccination.vaccinazione_reazioni }] } : {}),
    }),
  );

  // Completed exams are the results the record holds (no structured values yet): one
  // DiagnosticReport each, categorised by the kind of investigation (HL7 v2 table 0074).
  const examCategory = { 'Laboratori Analisi': 'LAB', Patologia: 'SP', 'Studi Radiologici': 'RAD' } as const;
  const completedExams = data.exams.filter((exam) => exam.indagine_stato === 2);
  // Structured results (issue #19): one laboratory Observation each, with the lab's range and the
  // flag as an HL7 interpretation, referenced by its exam's report.
  const interpretation = { high: 'H', low: 'L', normal: 'N' } as const;
  const resultObservations = (exam: (typeof completedExams)[number]) =>
    exam.risultati.map((result) =>
      add({
        resourceType: 'Observation',
        status: 'final',
        category: [
          {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' },
            ],
          },
        ],
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
              interpretation: [
                {
                  coding: [
                    {
                      system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
                      code: interpretation[result.esito],
                    },
                  ],
                },
              ],
            }
          : {}),
      }),
    );
  const resultRefs = completedExams.map((exam) =>
    add({
      resourceType: 'DiagnosticReport',
      status: 'final',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v2-0074',
              code:
                exam.indagine_tipologia in examCategory
                  ? examCategory[exam.indagine_tipologia as keyof typeof examCategory]
                  : 'OTH',
            },
          ],
        },
      ],
      code: { text: exam.indagine_descrizione },
      subject,
      ...(exam.indagine_data_display ? { effectiveDateTime: exam.indagine_data_display } : {}),
      ...(exam.centro ? { performer: [{ display: exam.centro }] } : {}),
      ...(exam.risultati.length > 0
        ? { result: resultObservations(exam).map((reference) => ({ reference })) }
        : {}),
    }),
  );

  const vitalRefs: string[] = [];
  const vitalLines: string[] = [];
  for (const reading of data.vitalReadings) {
    const observation = (code: ReturnType<typeof loinc>, value: Record<string, unknown>) =>
      add({
        resourceType: 'Observation',
        status: 'final',
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                code: 'vital-signs',
              },
            ],
          },
        ],
        code,
        subject,
        effectiveDateTime: reading.created_on,
        ...value,
      });
    for (const vital of vitalCodes) {
      const value = reading[vital.field];
      if (typeof value !== 'number') continue;
      vitalRefs.push(
        observation(loinc(vital.code, vital.display), { valueQuantity: quantity(value, vital.unit) }),
      );
      vitalLines.push(`${reading.created_on.slice(0, 10)} ${vital.display}: ${value} ${vital.unit}`);
    }
    const systolic = reading.parametro_pressione_massima;
    const diastolic = reading.parametro_pressione_minima;
    if (typeof systolic === 'number' && typeof diastolic === 'number') {
      vitalRefs.push(
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
      vitalLines.push(`${reading.created_on.slice(0, 10)} Blood pressure: ${systolic}/${diastolic} mm[Hg]`);
    }
  }

  const required = (
    title: string,
    code: ReturnType<typeof loinc>,
    refs: string[],
    lines: string[],
    emptyText: string,
  ): Section =>
    refs.length > 0
      ? { title, code, text: narrative(lines), entry: refs.map((reference) => ({ reference })) }
      : {
          title,
          code,
          text: narrative([emptyText]),
          emptyReason: { coding: [{ system: EMPTY_REASON, code: 'nilknown', display: 'Nil Known' }] },
        };

  const sections: Section[] = [
    required(
      sectionTitles.allergies,
      loinc('48765-2', 'Allergies and adverse reactions Document'),
      allergyRefs,
      data.allergies.map((allergy) => `${allergy.tipo_diagnosi}: ${allergy.diagnosi_patologia}`),
      'Nessuna allergia o intolleranza nota',
    ),
    required(
      sectionTitles.medications,
      loinc('10160-0', 'History of Medication use Narrative'),
      medicationRefs,
      data.therapies.map((therapy) =>
        [therapy.farmaco, therapy.quantita_farmaceutica, therapy.frequenza_farmaceutica]
          .filter(Boolean)
          .join(', '),
      ),
      'Nessuna terapia registrata',
    ),
    required(
      sectionTitles.problems,
      loinc('11450-4', 'Problem list - Reported'),
      problemRefs,
      data.diagnoses.filter((d) => d.diagnosi_stato !== 2).map((d) => d.diagnosi_patologia),
      'Nessun problema registrato',
    ),
  ];
  if (immunizationRefs.length > 0)
    sections.push({
      title: sectionTitles.immunizations,
      code: loinc('11369-6', 'History of Immunization Narrative'),
      text: narrative(
        data.vaccinations.map((vaccination) => `${vaccination.vaccinazione_data} ${vaccination.vaccino}`),
      ),
      entry: immunizationRefs.map((reference) => ({ reference })),
    });
  if (vitalRefs.length > 0)
    sections.push({
      title: sectionTitles.vitalSigns,
      code: loinc('8716-3', 'Vital signs'),
      text: narrative(vitalLines),
      entry: vitalRefs.map((reference) => ({ reference })),
    });
  if (resultRefs.length > 0)
    sections.push({
      title: sectionTitles.results,
      code: loinc('30954-2', 'Relevant diagnostic tests/laboratory data Narrative'),
      text: narrative(
        completedExams.flatMap((exam) => [
          [exam.indagine_data_display ?? '', exam.indagine_descrizione, exam.centro]
            .filter(Boolean)
            .join(' '),
          ...exam.risultati.map((result) =>
            [`- ${result.analita}: ${result.valore}`, result.unita, resultRange(result)]
              .filter(Boolean)
              .join(' '),
          ),
        ]),
      ),
      entry: resultRefs.map((reference) => ({ reference })),
    });
  if (data.anamnesis.remota.trim() !== '')
    sections.push({
      title: sectionTitles.pastIllness,
      code: loinc('11348-0', 'History of Past illness Narrative'),
      text: narrative(data.anamnesis.remota.split('\n')),
    });
  if (data.pregnancies.length > 0)
    sections.push({
      title: sectionTitles.pregnancy,
      code: loinc('10162-6', 'History of pregnancies Narrative'),
      text: narrative(
        data.pregnancies.map((pregnancy) =>
          [
            `${pregnancy.inizio_gravidanza}${pregnancy.fine_gravidanza ? ` - ${pregnancy.fine_gravidanza}` : ''}`,
            pregnancy.esito ?? '',
            pregnancy.note_gravidanza ?? '',
          ]
            .filter(Boolean)
            .join(', '),
        ),
      ),
    });
  const social = socialHistoryLines(data);
  if (social.length > 0)
    sections.push({
      title: sectionTitles.social,
      code: loinc('29762-2', 'Social history Narrative'),
      text: narrative(social),
    });

  const timestamp = now.toISOString();
  const composition = {
    resourceType: 'Composition',
    id: randomUUID(),
    status: 'final',
    type: loinc('60591-5', 'Patient summary Document'),
    subject,
    date: timestamp,
    author: [{ reference: patientRef }],
    title: `Patient Summary - ${patient.paziente_nome} ${patient.paziente_cognome}`,
    confidentiality: 'N',
    section: sections,
  };
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    language: 'it-IT',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    type: 'document',
    timestamp,
    entry: [
      { fullUrl: `urn:uuid:${composition.id}`, resource: composition },
      ...resources.map((resource) => ({ fullUrl: urlOf.get(resource), resource })),
    ],
  };
}

/** A lab's reference range as printed: '(0.5-1.2)', '(< 5)', '(> 40)', or ''. */
function resultRange(result: { rif_min: number | null; rif_max: number | null }): string {
  if (result.rif_min !== null && result.rif_max !== null) return `(${result.rif_min}-${result.rif_max})`;
  if (result.rif_max !== null) return `(< ${result.rif_max})`;
  if (result.rif_min !== null) return `(> ${result.rif_min})`;
  return '';
}

function telecom(phone: string, email: string) {
  const points = [
    ...(phone ? [{ system: 'phone', value: phone }] : []),
    ...(email ? [{ system: 'email', value: email }] : []),
  ];
  return points.length > 0 ? { telecom: points } : {};
}

/** Smoking, alcohol, activity and work from the physiological anamnesis, as narrative lines. */
function socialHistoryLines(data: ReportData): string[] {
  const answers = data.anamnesis.fisiologica as Record<string, unknown> | null;
  if (answers === null) return [];
  const pick = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const lines: string[] = [];
  const add = (label: string, ...keys: string[]) => {
    const values = keys.map(pick).filter((value): value is string => value !== null);
    if (values.length > 0) lines.push(`${label}: ${values.join(', ')}`);
  };
  add('Fumo', 'fumo', 'dosiFumo');
  add('Alcool', 'alcool', 'tipoAlcool', 'dosiAlcool');
  add('Droghe', 'droghe', 'dosiDroghe');
  add('Attività fisica', 'attivitaFisica');
  add('Professione', 'professione');
  add('Stile di vita', 'noteStileVita');
  return lines;
}
