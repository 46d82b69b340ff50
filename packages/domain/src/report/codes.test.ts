import { describe, expect, it } from 'vitest';
import { fhirReportFileName } from './codes.ts';

describe('report file names', () => {
  it('names the FHIR export Fhir_{name}_{MM-DD-YYYY}.txt', () => {
    expect(fhirReportFileName('Rossi', '2026-11-22')).toBe('Fhir_Rossi_11-22-2026.txt');
  });
});
