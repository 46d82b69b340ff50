import type { ReportData } from '../../services/report-data.ts';
import { loinc, narrativeSection, type Section, sectionTitles } from './document.ts';

/** The remote pathological anamnesis, a line a paragraph; no section when it is blank. */
export function pastIllnessSection(data: ReportData): Section | null {
  const text = data.anamnesis.remota;
  return narrativeSection(
    sectionTitles.pastIllness,
    loinc('11348-0', 'History of Past illness Narrative'),
    text.trim() === '' ? [] : text.split('\n'),
  );
}

/** Pregnancies: period, outcome and notes, one line each. */
export function pregnancySection(data: ReportData): Section | null {
  return narrativeSection(
    sectionTitles.pregnancy,
    loinc('10162-6', 'History of pregnancies Narrative'),
    data.pregnancies.map((pregnancy) =>
      [
        `${pregnancy.inizio_gravidanza}${pregnancy.fine_gravidanza ? ` - ${pregnancy.fine_gravidanza}` : ''}`,
        pregnancy.esito ?? '',
        pregnancy.note_gravidanza ?? '',
      ]
        .filter(Boolean)
        .join(', '),
    ),
  );
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

/** Social history (lifestyle) from the physiological anamnesis. */
export function socialSection(data: ReportData): Section | null {
  return narrativeSection(
    sectionTitles.social,
    loinc('29762-2', 'Social history Narrative'),
    socialHistoryLines(data),
  );
}
