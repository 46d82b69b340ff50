/** Uncontrolled hypertension, elderly and drugs: HAS-BLED 3 (Pisters et al., Chest 2010). */
export const hasBledExample = {
  uncontrolledHypertension: true,
  abnormalRenalFunction: false,
  abnormalLiverFunction: false,
  stroke: false,
  bleeding: false,
  labileInr: false,
  elderly: true,
  drugs: true,
  alcohol: false,
};
