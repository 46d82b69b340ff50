import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';
import type { BodyRegion } from './marks.ts';

/** Six pain levels, each drawn with one colour. */
export const painLevels = ['none', 'mild', 'moderate', 'intense', 'strong', 'very_strong'] as const;

export type PainLevel = (typeof painLevels)[number];

/**
 * Pain colours: none white, mild green, moderate blue, intense purple, strong dark red, very
 * strong red (spec 000, section 9). The spec names colours; the CSS values are the standard
 * named colours of the same names.
 */
export const painColours = {
  none: '#FFFFFF',
  mild: '#008000',
  moderate: '#0000FF',
  intense: '#800080',
  strong: '#8B0000',
  very_strong: '#FF0000',
} as const satisfies Record<PainLevel, string>;

export const painLevelLabels = {
  none: label('code.pain.none', 'Nessuno', 'None'),
  mild: label('code.pain.mild', 'Lieve', 'Mild'),
  moderate: label('code.pain.moderate', 'Moderato', 'Moderate'),
  intense: label('code.pain.intense', 'Intenso', 'Intense'),
  strong: label('code.pain.strong', 'Forte', 'Strong'),
  very_strong: label('code.pain.very_strong', 'Molto forte', 'Very strong'),
} as const satisfies Record<PainLevel, Message>;

/** The fixed date the original writes into deleted_at of a deleted diary entry. */
export const DIARY_DELETED_MARKER_DATE = '2012-12-20';

/**
 * Confidentiality of a new diary entry. The spec gives none; Cartella uses 6, like the other new
 * clinical records (exam, therapy, diagnosis, vaccination).
 */
export const DEFAULT_CONFIDENTIALITY_NEW_DIARY: ConfidentialityLevel = 6;

/** Body canvas width, pixels. */
export const DIARY_CANVAS_WIDTH_PX = 419;

/** Body canvas height, pixels. */
export const DIARY_CANVAS_HEIGHT_PX = 866;

/** Brush width, pixels. */
export const DIARY_BRUSH_WIDTH_PX = 5;

/**
 * Largest decoded PNG accepted per drawing. A 419 x 866 drawing with the outline and a few strokes
 * is about 15-40 KB; 512 KB leaves room for a canvas covered in strokes and stops anyone from
 * storing arbitrary files in the diary (docs/spec-deviations/diary.md).
 */
export const DIARY_IMAGE_MAX_BYTES = 512 * 1024;

/** Body regions in the reader's language (the diary list, reports). */
export const bodyRegionLabels = {
  head: label('code.body.head', 'Testa', 'Head'),
  neck: label('code.body.neck', 'Collo', 'Neck'),
  chest: label('code.body.chest', 'Torace', 'Chest'),
  abdomen: label('code.body.abdomen', 'Addome', 'Abdomen'),
  pelvis: label('code.body.pelvis', 'Bacino', 'Pelvis'),
  upperBack: label('code.body.upperBack', 'Parte alta della schiena', 'Upper back'),
  lowerBack: label('code.body.lowerBack', 'Zona lombare', 'Lower back'),
  buttocks: label('code.body.buttocks', 'Glutei', 'Buttocks'),
  leftArm: label('code.body.leftArm', 'Braccio sinistro', 'Left arm'),
  rightArm: label('code.body.rightArm', 'Braccio destro', 'Right arm'),
  leftHand: label('code.body.leftHand', 'Mano sinistra', 'Left hand'),
  rightHand: label('code.body.rightHand', 'Mano destra', 'Right hand'),
  leftLeg: label('code.body.leftLeg', 'Gamba sinistra', 'Left leg'),
  rightLeg: label('code.body.rightLeg', 'Gamba destra', 'Right leg'),
  leftFoot: label('code.body.leftFoot', 'Piede sinistro', 'Left foot'),
  rightFoot: label('code.body.rightFoot', 'Piede destro', 'Right foot'),
} as const satisfies Record<BodyRegion, Message>;
