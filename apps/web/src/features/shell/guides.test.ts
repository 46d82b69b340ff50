import { describe, expect, it } from 'vitest';
import { guideForPath } from './guides.ts';

describe('the per-page help guide', () => {
  it('matches each area of the record to its own guide', () => {
    expect(guideForPath('/Registro/SchedaPaziente')).toBe('SchedaPaziente');
    expect(guideForPath('/Registro/Taccuino/Nuova')).toBe('Taccuino');
    expect(guideForPath('/Registro/Farmaci')).toBe('Farmaci');
    expect(guideForPath('/Registro/Anamnesi')).toBe('Anamnesi');
    expect(guideForPath('/Registro/Dottori')).toBe('Dottori');
    expect(guideForPath('/Registro/Vaccini')).toBe('Vaccini');
    expect(guideForPath('/altro')).toBe('Altro');
    expect(guideForPath('/Registro/Diagnosi')).toBe('Diagnosi');
    expect(guideForPath('/Registro/Visite')).toBe('Visite');
    expect(guideForPath('/Registro/File')).toBe('File');
    expect(guideForPath('/report')).toBe('Report');
    expect(guideForPath('/admin/utenti')).toBe('Amministrazione');
    expect(guideForPath('/Registro/Esami')).toBe('Esami');
    expect(guideForPath('/centriConvezionati/CentriConvezionati')).toBe('CentriDiagnostici');
  });
  it('gives every calculator page the one shared guide', () => {
    expect(guideForPath('/calcolatricemedica/Dosi')).toBe('Calcolatrice');
    expect(guideForPath('/calcolatricemedica/calcoloScores/meldScore')).toBe('Calcolatrice');
  });
  it('offers no guide where none exists', () => {
    expect(guideForPath('/account')).toBeNull();
  });
});
