import { randomUUID } from 'node:crypto';
import type { ReportData } from '../../services/report-data.ts';
import { allergiesSection, immunizationsSection, medicationsSection, problemsSection } from './clinical.ts';
import { loinc, resourceCollector, type Section } from './document.ts';
import { pastIllnessSection, pregnancySection, socialSection } from './history.ts';
import { resultsSection, vitalSignsSection } from './observations.ts';
import { addPatient, addPractitioners } from './patient.ts';

/**
 * The FHIR R4 export (issue #22; spec 001 section 7 "GET /api/getFhirData"): a Bundle of type
 * `document` following the HL7 International Patient Summary (IPS): a Composition (LOINC 60591-5)
 * first, whose sections reference the resources after it. The three required sections (allergies,
 * medications, problems) are always there, with an empty reason when the record has nothing; the
 * others only when the record has something to say. Each section is one builder of this folder.
 * Every resource is checked against the FHIR R4 base definitions by the route's test
 * (@medplum/core's validator).
 */
export function buildPatientSummary(data: ReportData, now: Date): Record<string, unknown> {
  const { add, entries } = resourceCollector();
  const patientRef = addPatient(data, add, addPractitioners(data, add));
  const context = { add, subject: { reference: patientRef } };

  // Built in the order their resources enter the bundle, listed in the IPS order.
  const allergies = allergiesSection(data, context);
  const medications = medicationsSection(data, context);
  const problems = problemsSection(data, context);
  const immunizations = immunizationsSection(data, context);
  const results = resultsSection(data, context);
  const vitalSigns = vitalSignsSection(data, context);
  const sections = [
    allergies,
    medications,
    problems,
    immunizations,
    vitalSigns,
    results,
    pastIllnessSection(data),
    pregnancySection(data),
    socialSection(data),
  ].filter((section): section is Section => section !== null);

  const timestamp = now.toISOString();
  const { patient } = data;
  const composition = {
    resourceType: 'Composition',
    id: randomUUID(),
    status: 'final',
    type: loinc('60591-5', 'Patient summary Document'),
    subject: context.subject,
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
    entry: [{ fullUrl: `urn:uuid:${composition.id}`, resource: composition }, ...entries],
  };
}
