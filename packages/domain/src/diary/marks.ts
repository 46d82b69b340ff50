// The keys of an entry's pain marks, apart from their labels (codes.ts): the record's answer
// schema needs only these, and the record page's bundle stays small.

/**
 * The body regions a drawing is read by (the painter's regions, packages/ui body-template.ts;
 * a web test checks both lists are the same): where the patient marked pain.
 */
export const bodyRegions = [
  'head',
  'neck',
  'chest',
  'abdomen',
  'pelvis',
  'upperBack',
  'lowerBack',
  'buttocks',
  'leftArm',
  'rightArm',
  'leftHand',
  'rightHand',
  'leftLeg',
  'rightLeg',
  'leftFoot',
  'rightFoot',
] as const;

export type BodyRegion = (typeof bodyRegions)[number];

/** The two drawings of an entry. */
export const bodyViews = ['anteriore', 'posteriore'] as const;

/** Pain levels a mark can carry: every level but 'none', which erases. */
export const markedPainLevels = ['mild', 'moderate', 'intense', 'strong', 'very_strong'] as const;

/** At most one mark per region and view. */
export const DIARY_MARKS_MAX = bodyRegions.length * bodyViews.length;
