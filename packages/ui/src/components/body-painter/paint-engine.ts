/**
 * Drawing primitives of the body painter. Every mark is made of whole-pixel rectangles (or direct
 * pixel writes), never anti-aliased paths: the pixels hold exactly the palette's colours, so the
 * saved PNG stays small and the marks can be read back by colour to describe them in words.
 */
import {
  type BodyRegionKey,
  type BodyTemplate,
  canvasHeightPx,
  canvasWidthPx,
  distanceToSegmentSquared,
} from './body-template.ts';
import { type PainLevelOption, parseHexColour } from './pain-colours.ts';

export interface CanvasPoint {
  x: number;
  y: number;
}

/** What a brush or blob puts down: a flat colour, or transparency when erasing. */
export interface Ink {
  colour: string;
  erases: boolean;
}

/** One undoable operation, replayed in order over the loaded image. */
export type PaintOperation =
  | { kind: 'stroke'; ink: Ink; widthPx: number; points: CanvasPoint[] }
  | { kind: 'region'; ink: Ink; regionKey: BodyRegionKey }
  | { kind: 'clear' };

/** Horizontal runs of a round brush of `widthPx` centred on a pixel: [dy, fromDx, length]. */
function brushRuns(widthPx: number): Array<[number, number, number]> {
  const radius = widthPx / 2;
  const reach = Math.floor(radius);
  const runs: Array<[number, number, number]> = [];
  for (let dy = -reach; dy <= reach; dy += 1) {
    const half = Math.floor(Math.sqrt(radius * radius - dy * dy));
    runs.push([dy, -half, half * 2 + 1]);
  }
  return runs;
}

function stamp(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  runs: Array<[number, number, number]>,
  ink: Ink,
) {
  for (const [dy, fromDx, length] of runs) {
    if (ink.erases) {
      context.clearRect(x + fromDx, y + dy, length, 1);
    } else {
      context.fillRect(x + fromDx, y + dy, length, 1);
    }
  }
}

/** Stamps the brush at every pixel step from `from` to `to` (both included). */
export function paintSegment(
  context: CanvasRenderingContext2D,
  from: CanvasPoint,
  to: CanvasPoint,
  widthPx: number,
  ink: Ink,
  runs: Array<[number, number, number]> = brushRuns(widthPx),
): void {
  context.fillStyle = ink.colour;
  const startX = Math.floor(from.x);
  const startY = Math.floor(from.y);
  const endX = Math.floor(to.x);
  const endY = Math.floor(to.y);
  const steps = Math.max(Math.abs(endX - startX), Math.abs(endY - startY));
  if (steps === 0) {
    stamp(context, startX, startY, runs, ink);
    return;
  }
  for (let step = 0; step <= steps; step += 1) {
    stamp(
      context,
      Math.round(startX + ((endX - startX) * step) / steps),
      Math.round(startY + ((endY - startY) * step) / steps),
      runs,
      ink,
    );
  }
}

/** Share of a region's capsule radius that a keyboard mark fills: a blob, not the whole region. */
const regionBlobShare = 0.6;

/**
 * Fills the core of a region, clipped to that region inside the silhouette. A region the view does
 * not show (the chest on the back) paints nothing.
 */
export function paintRegion(
  context: CanvasRenderingContext2D,
  template: BodyTemplate,
  regionKey: BodyRegionKey,
  ink: Ink,
): void {
  const regionIndex = template.regions.findIndex((candidate) => candidate.key === regionKey);
  const region = template.regions[regionIndex];
  if (region === undefined) return;
  const { ax, ay, bx, by, radius } = region.capsule;
  const left = Math.max(0, Math.floor(Math.min(ax, bx) - radius));
  const top = Math.max(0, Math.floor(Math.min(ay, by) - radius));
  const right = Math.min(canvasWidthPx, Math.ceil(Math.max(ax, bx) + radius));
  const bottom = Math.min(canvasHeightPx, Math.ceil(Math.max(ay, by) + radius));
  const image = context.getImageData(left, top, right - left, bottom - top);
  const [red, green, blue] = parseHexColour(ink.colour);
  const blobRadiusSquared = (radius * regionBlobShare) ** 2;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      if (template.regionMap[y * canvasWidthPx + x] !== regionIndex + 1) continue;
      if (distanceToSegmentSquared(x + 0.5, y + 0.5, region.capsule) > blobRadiusSquared) continue;
      const offset = ((y - top) * image.width + (x - left)) * 4;
      image.data[offset] = ink.erases ? 0 : red;
      image.data[offset + 1] = ink.erases ? 0 : green;
      image.data[offset + 2] = ink.erases ? 0 : blue;
      image.data[offset + 3] = ink.erases ? 0 : 255;
    }
  }
  context.putImageData(image, left, top);
}

/** Redraws the marks layer: the loaded image (if any), then every operation in order. */
export function replayOperations(
  context: CanvasRenderingContext2D,
  base: ImageData | null,
  operations: readonly PaintOperation[],
  template: BodyTemplate,
): void {
  context.clearRect(0, 0, canvasWidthPx, canvasHeightPx);
  if (base !== null) {
    context.putImageData(base, 0, 0);
  }
  for (const operation of operations) {
    switch (operation.kind) {
      case 'stroke': {
        const runs = brushRuns(operation.widthPx);
        const [first, ...rest] = operation.points;
        if (first === undefined) break;
        let previous = first;
        paintSegment(context, first, first, operation.widthPx, operation.ink, runs);
        for (const point of rest) {
          paintSegment(context, previous, point, operation.widthPx, operation.ink, runs);
          previous = point;
        }
        break;
      }
      case 'region':
        paintRegion(context, template, operation.regionKey, operation.ink);
        break;
      case 'clear':
        context.clearRect(0, 0, canvasWidthPx, canvasHeightPx);
        break;
      default:
        operation satisfies never;
    }
  }
}

/** A region and the most severe pain colour found in it. */
export interface BodyMark {
  regionKey: BodyRegionKey;
  levelKey: string;
}

/**
 * Reads the marks layer back: for each region, the most severe palette colour painted inside it
 * (palette order is severity order). Returns marks in region order and whether anything is drawn.
 */
export function readMarks(
  marks: ImageData,
  template: BodyTemplate,
  palette: readonly PainLevelOption[],
): { marks: BodyMark[]; empty: boolean } {
  const levelByColour = new Map<number, number>();
  palette.forEach((option, index) => {
    if (option.erases) return;
    const [red, green, blue] = parseHexColour(option.colour);
    levelByColour.set((red << 16) | (green << 8) | blue, index);
  });
  const severest = new Int16Array(template.regions.length).fill(-1);
  const data = marks.data;
  let empty = true;
  for (let index = 0; index < template.regionMap.length; index += 1) {
    if (data[index * 4 + 3] !== 255) continue;
    empty = false;
    const region = template.regionMap[index] ?? 0;
    if (region === 0) continue;
    const offset = index * 4;
    const level = levelByColour.get(
      ((data[offset] ?? 0) << 16) | ((data[offset + 1] ?? 0) << 8) | (data[offset + 2] ?? 0),
    );
    if (level !== undefined && level > (severest[region - 1] ?? -1)) {
      severest[region - 1] = level;
    }
  }
  const found: BodyMark[] = [];
  template.regions.forEach((region, index) => {
    const level = palette[severest[index] ?? -1];
    if (level !== undefined) {
      found.push({ regionKey: region.key, levelKey: level.key });
    }
  });
  return { marks: found, empty };
}

/**
 * Turns a decoded stored image into the marks layer: pixels equal to the outline become
 * transparent, so images this painter exported round-trip to exactly the marks drawn, and erasing
 * reveals the outline again. Images from elsewhere keep every pixel that differs.
 */
export function separateMarks(stored: ImageData, outline: ImageData): ImageData {
  const result = new ImageData(new Uint8ClampedArray(stored.data), stored.width, stored.height);
  const data = result.data;
  const reference = outline.data;
  for (let offset = 0; offset < data.length; offset += 4) {
    if (
      data[offset] === reference[offset] &&
      data[offset + 1] === reference[offset + 1] &&
      data[offset + 2] === reference[offset + 2]
    ) {
      data[offset + 3] = 0;
      data[offset] = 0;
      data[offset + 1] = 0;
      data[offset + 2] = 0;
    }
  }
  return result;
}
