import { describe, expect, it } from 'vitest';
import { contactTypes } from '../contact/codes.ts';
import { painColours, painLevels } from '../diary/codes.ts';
import { visibilityFormOrder, visibilityLabels } from '../doctor/codes.ts';
import { examStatusLabels } from '../exam/codes.ts';
import { fileTypeLabels, ordinaryFileTypes } from '../file/codes.ts';
import { confidentialityLabels, confidentialityLevels } from './confidentiality.ts';

describe('code sets (spec 000, section 2)', () => {
  it('names the confidentiality levels 1 to 6 as the spec does', () => {
    expect(confidentialityLevels.map((level) => confidentialityLabels[level].it)).toEqual([
      'Nessuna Restrizione',
      'Basso',
      'Moderato',
      'Normale',
      'Riservato',
      'Strettamente riservato',
    ]);
  });

  it('lists visibility in the form order Totale, Parziale, Minima', () => {
    expect(visibilityFormOrder.map((level) => visibilityLabels[level].it)).toEqual([
      'Totale',
      'Parziale',
      'Minima',
    ]);
  });

  it('has contact types 10, 0 and -1', () => {
    expect(contactTypes).toEqual([10, 0, -1]);
  });

  it('labels the exam lists Richiesti, Programmati, Completati', () => {
    expect([0, 1, 2].map((status) => examStatusLabels[status as 0 | 1 | 2].it)).toEqual([
      'Richiesti',
      'Programmati',
      'Completati',
    ]);
  });

  it('labels the ordinary file types as the form does', () => {
    expect(ordinaryFileTypes.map((type) => fileTypeLabels[type].it)).toEqual([
      'Foto',
      'Video',
      'Registrazione',
      'Video Esami Strumentali',
      'Immagine Dicom',
      'Documento',
    ]);
  });

  it('has six pain colours from white to red', () => {
    expect(painLevels.map((level) => painColours[level])).toEqual([
      '#FFFFFF',
      '#008000',
      '#0000FF',
      '#800080',
      '#8B0000',
      '#FF0000',
    ]);
  });
});
