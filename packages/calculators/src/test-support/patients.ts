import type { AscvdPooledCohortInput } from '../ascvd-pooled-cohort.ts';

/**
 * The patient of Goff 2013, table A "Example calculations": 55 years, total cholesterol 213 mg/dl,
 * HDL 50 mg/dl, untreated systolic 120 mmHg, non-smoker, no diabetes; here a white woman (the
 * table gives the same patient in each sex and race group).
 */
export const goffExample: AscvdPooledCohortInput = {
  sex: 'female',
  race: 'white',
  ageYears: 55,
  totalCholesterolMgDl: 213,
  hdlCholesterolMgDl: 50,
  systolicBpMmHg: 120,
  bpTreated: false,
  smoker: false,
  diabetes: false,
};
