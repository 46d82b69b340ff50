import type { BodyRegionKey } from './body-template.ts';
import { createPainPalette } from './pain-colours.ts';

/** Italian labels as the app would pass them, for tests and stories only. */
const examplePalette = createPainPalette({
  none: 'Nessuno',
  mild: 'Lieve',
  moderate: 'Moderato',
  intense: 'Intenso',
  strong: 'Forte',
  veryStrong: 'Molto forte',
});

const exampleRegionLabels: Record<BodyRegionKey, string> = {
  head: 'Testa',
  neck: 'Collo',
  chest: 'Torace',
  abdomen: 'Addome',
  pelvis: 'Bacino',
  upperBack: 'Parte alta della schiena',
  lowerBack: 'Zona lombare',
  buttocks: 'Glutei',
  leftArm: 'Braccio sinistro',
  rightArm: 'Braccio destro',
  leftHand: 'Mano sinistra',
  rightHand: 'Mano destra',
  leftLeg: 'Gamba sinistra',
  rightLeg: 'Gamba destra',
  leftFoot: 'Piede sinistro',
  rightFoot: 'Piede destro',
};

export const exampleLabels = {
  paletteLabel: 'Intensità del dolore',
  label: 'Disegno del dolore, vista anteriore',
  undoLabel: 'Annulla ultimo tratto',
  clearLabel: 'Cancella tutto',
  regionsLabel: 'Segna una zona con la tastiera',
  emptyDescription: 'Nessuna zona segnata',
  regionLabels: exampleRegionLabels,
  palette: examplePalette,
} as const;

/** Dispatches a pen stroke through canvas-pixel points, mapped to the canvas's on-screen size. */
export function drawStroke(
  canvas: HTMLCanvasElement,
  points: ReadonlyArray<readonly [number, number]>,
  pointerId = 1,
): void {
  const bounds = canvas.getBoundingClientRect();
  const client = ([x, y]: readonly [number, number]) => ({
    clientX: bounds.left + ((x + 0.5) * bounds.width) / canvas.width,
    clientY: bounds.top + ((y + 0.5) * bounds.height) / canvas.height,
  });
  const pointer = { pointerId, pointerType: 'pen', isPrimary: true, bubbles: true, cancelable: true };
  const [first, ...rest] = points;
  if (first === undefined) return;
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...client(first), buttons: 1 }));
  for (const point of rest) {
    canvas.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...client(point), buttons: 1 }));
  }
  const last = rest[rest.length - 1] ?? first;
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...client(last) }));
}

/** RGBA of one canvas pixel. */
export function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): number[] {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('2D canvas context unavailable');
  return [...context.getImageData(x, y, 1, 1).data];
}
