import { describe, expect, it } from 'vitest';
import { diagnosisWritePermission, isLicenceFree, needsDoctor } from './licence.ts';

describe('which diagnosis writes a licence gates (issue #37)', () => {
  it('opens allergies and intolerances to every licence, not a Diagnosi', () => {
    expect(isLicenceFree('Allergia')).toBe(true);
    expect(isLicenceFree('Intolleranza')).toBe(true);
    expect(isLicenceFree('Diagnosi')).toBe(false);
    expect(isLicenceFree('')).toBe(false);
  });

  it('asks no key for adding, editing or moving an allergy or intolerance', () => {
    expect(diagnosisWritePermission('aggiungidiagnosi', ['Allergia'])).toBeNull();
    expect(diagnosisWritePermission('modificadiagnosi', ['Intolleranza', 'Allergia'])).toBeNull();
    expect(diagnosisWritePermission('spostaDiagnosi', ['Intolleranza'])).toBeNull();
  });

  it("keeps the spec's key for a Diagnosi, and for an edit that turns one type into the other", () => {
    expect(diagnosisWritePermission('aggiungidiagnosi', ['Diagnosi'])).toBe('aggiungidiagnosi');
    expect(diagnosisWritePermission('modificadiagnosi', ['Diagnosi', 'Allergia'])).toBe('modificadiagnosi');
    expect(diagnosisWritePermission('modificadiagnosi', ['Allergia', 'Diagnosi'])).toBe('modificadiagnosi');
    expect(diagnosisWritePermission('aggiungidiagnosi', [''])).toBe('aggiungidiagnosi');
    expect(diagnosisWritePermission('aggiungidiagnosi', [])).toBe('aggiungidiagnosi');
  });

  it('lets the patient report an allergy or intolerance without a doctor, never a Diagnosi', () => {
    expect(needsDoctor('Allergia')).toBe(false);
    expect(needsDoctor('Intolleranza')).toBe(false);
    expect(needsDoctor('Diagnosi')).toBe(true);
  });
});
