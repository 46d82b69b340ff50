import { describe, expect, it } from 'vitest';
import * as calculators from './index.ts';

// The public API named by issue #3: other apps and the published docs rely on these names.
const publicFunctions = [
  'bodySurfaceAreaDuBois',
  'bodySurfaceAreaMosteller',
  'bodyMassIndex',
  'totalDosePerKg',
  'totalDosePerM2',
  'singleDose',
  'infusionConcentration',
  'infusionRate',
  'drops',
  'cockcroftGault',
  'urinaryCreatinineClearance',
  'ckdEpi2009',
  'ckdEpi2021',
  'meldNa',
  'meld3',
  'hasBled',
  'cha2ds2Vasc',
  'framinghamHardChd',
  'ascvdPooledCohort',
  'checkCalculatorInput',
  'classifyFraminghamValue',
  'checkCardiovascularInputs',
  'clampMeldInputs',
] as const;

describe('the package front door', () => {
  it.each(publicFunctions)('exports %s as a function', (name) => {
    expect(typeof (calculators as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the HAS-BLED and CHA2DS2-VASc tables and criteria as data', () => {
    expect(calculators.hasBledBleedingRiskTable.length).toBeGreaterThan(0);
    expect(calculators.cha2ds2VascStrokeRiskTable.length).toBeGreaterThan(0);
    expect(calculators.hasBledCriteria.length).toBe(9);
    expect(calculators.cha2ds2VascCriteria.length).toBeGreaterThan(0);
  });
});
