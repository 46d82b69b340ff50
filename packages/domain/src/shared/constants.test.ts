import { describe, expect, it } from 'vitest';
import { fhirReportFileName } from '../report/codes.ts';
import { tooltipForIcon } from './constants.ts';

describe('constants', () => {
  it('names the FHIR export Fhir_{name}_{MM-DD-YYYY}.txt', () => {
    expect(fhirReportFileName('Rossi', '2026-11-22')).toBe('Fhir_Rossi_11-22-2026.txt');
  });

  it("shows 'Titolo non disponibile' for an unknown icon", () => {
    expect(tooltipForIcon('rocket').it).toBe('Titolo non disponibile');
    expect(tooltipForIcon('trash').it).toBe('Elimina');
  });
});
