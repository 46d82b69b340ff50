import { randomUUID } from 'node:crypto';

/**
 * The pieces every section builder of the IPS shares: the FHIR code systems, narratives, and the
 * collector that gives each resource its `urn:uuid:` full URL in the order it was added.
 */

type Resource = { resourceType: string; id: string } & Record<string, unknown>;

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
export const ATC = 'http://www.whocc.no/atc';
/** AIC (Autorizzazione all'Immissione in Commercio) code system of HL7 Italy. */
const AIC = 'urn:oid:2.16.840.1.113883.2.9.6.1.5';
const EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';

/** Italian patient-facing texts of the sections: the export is in the patient's own language. */
export const sectionTitles = {
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

export function loinc(code: string, display: string) {
  return { coding: [{ system: LOINC, code, display }], text: display };
}

export function quantity(value: number, unit: string) {
  return { value, unit, system: UCUM, code: unit };
}

/** A medicine or vaccine: its ATC and AIC codes when known, its name always. */
export function drugCode(name: string, atc: string | null, aic: string | null) {
  const coding = [
    ...(atc ? [{ system: ATC, code: atc }] : []),
    ...(aic ? [{ system: AIC, code: aic, display: name }] : []),
  ];
  return coding.length === 0 ? { text: name } : { coding, text: name };
}

/** One coded category, as FHIR's `category` lists carry it. */
export function category(system: string, code: string) {
  return [{ coding: [{ system, code }] }];
}

export function telecom(phone: string, email: string) {
  const points = [
    ...(phone ? [{ system: 'phone', value: phone }] : []),
    ...(email ? [{ system: 'email', value: email }] : []),
  ];
  return points.length > 0 ? { telecom: points } : {};
}

export interface Section {
  title: string;
  code: ReturnType<typeof loinc>;
  text: ReturnType<typeof narrative>;
  entry?: { reference: string }[];
  emptyReason?: { coding: { system: string; code: string; display: string }[] };
}

/** A section whose resources the document references; `null` when there are none. */
export function listSection(
  title: string,
  code: ReturnType<typeof loinc>,
  refs: readonly string[],
  lines: readonly string[],
): Section | null {
  if (refs.length === 0) return null;
  return { title, code, text: narrative(lines), entry: refs.map((reference) => ({ reference })) };
}

/** A required IPS section: its resources, or an empty reason ("Nil Known") with `emptyText`. */
export function requiredSection(
  title: string,
  code: ReturnType<typeof loinc>,
  refs: readonly string[],
  lines: readonly string[],
  emptyText: string,
): Section {
  return (
    listSection(title, code, refs, lines) ?? {
      title,
      code,
      text: narrative([emptyText]),
      emptyReason: { coding: [{ system: EMPTY_REASON, code: 'nilknown', display: 'Nil Known' }] },
    }
  );
}

/** A narrative-only section; `null` when it has no line. */
export function narrativeSection(
  title: string,
  code: ReturnType<typeof loinc>,
  lines: readonly string[],
): Section | null {
  return lines.length === 0 ? null : { title, code, text: narrative(lines) };
}

/** Collects the bundle's resources in order; `add` answers the new resource's full URL. */
export function resourceCollector() {
  const entries: { fullUrl: string; resource: Resource }[] = [];
  const add = (resource: Omit<Resource, 'id'>): string => {
    const id = randomUUID();
    const fullUrl = `urn:uuid:${id}`;
    entries.push({ fullUrl, resource: { ...resource, id } as Resource });
    return fullUrl;
  };
  return { add, entries };
}

/** What a section builder gets: the way to add a resource and the patient it is about. */
export interface SectionContext {
  add: (resource: Omit<Resource, 'id'>) => string;
  subject: { reference: string };
}
