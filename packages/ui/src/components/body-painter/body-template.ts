/**
 * Body outlines and named regions for the diary drawing. The outline is drawn from a handful of
 * proportions per sex ("Default body images depend on the patient's sex", spec part 1, section 2,
 * Diary) and then snapped to three flat colours, so the exported PNG has no anti-aliasing greys and
 * compresses well. Coordinates are canvas pixels of the spec's 419 x 866 surface (section 9).
 */

export const canvasWidthPx = 419;
export const canvasHeightPx = 866;

export type BodySex = 'male' | 'female';
export type BodyView = 'front' | 'back';

/** Regions a keyboard user can mark; left and right are the patient's own sides. */
export const bodyRegionKeys = [
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

export type BodyRegionKey = (typeof bodyRegionKeys)[number];

/** The outline's flat colours: paper, skin, line (#5b6770 is the theme's muted, 5.6:1 on white). */
export const outlineColours = { paper: '#ffffff', body: '#eef2f4', line: '#5b6770' } as const;

const centreX = canvasWidthPx / 2;
const outlineThicknessPx = 3;

interface Proportions {
  shoulder: number;
  waist: number;
  hip: number;
  knee: number;
  calf: number;
  ankle: number;
  armFlare: number;
}

/** Half-widths in pixels from the midline; women narrower at the shoulder and wider at the hip. */
const proportionsBySex: Record<BodySex, Proportions> = {
  male: { shoulder: 96, waist: 70, hip: 80, knee: 56, calf: 60, ankle: 36, armFlare: 18 },
  female: { shoulder: 80, waist: 58, hip: 92, knee: 52, calf: 56, ankle: 32, armFlare: 36 },
};

/** A segment with a radius: every point within `radius` of the segment belongs to it. */
export interface Capsule {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  radius: number;
}

interface RegionShape {
  key: BodyRegionKey;
  capsule: Capsule;
  /** -1 or 1 when the region lies on one side of the midline only (limbs), else 0. */
  side: -1 | 0 | 1;
}

type Point = readonly [number, number];

function capsule(ax: number, ay: number, bx: number, by: number, radius: number): Capsule {
  return { ax: centreX + ax, ay, bx: centreX + bx, by, radius };
}

/**
 * Which screen side (-1 left, 1 right) shows the patient's left: the front view faces the viewer,
 * so the patient's left is on the viewer's right; the back view is the other way round.
 */
function screenSideOfPatientLeft(view: BodyView): -1 | 1 {
  return view === 'front' ? 1 : -1;
}

/** Regions of one view, in hit-test order (limbs and extremities before the trunk). */
function bodyRegions(sex: BodySex, view: BodyView): RegionShape[] {
  const body = proportionsBySex[sex];
  const wristX = body.shoulder + body.armFlare;
  const left = screenSideOfPatientLeft(view);
  const right = left === 1 ? -1 : 1;
  const limb = (
    leftKey: BodyRegionKey,
    rightKey: BodyRegionKey,
    make: (sign: -1 | 1) => Capsule,
  ): RegionShape[] => [
    { key: leftKey, capsule: make(left), side: left },
    { key: rightKey, capsule: make(right), side: right },
  ];
  const trunk: [BodyRegionKey, BodyRegionKey, BodyRegionKey] =
    view === 'front' ? ['chest', 'abdomen', 'pelvis'] : ['upperBack', 'lowerBack', 'buttocks'];
  return [
    ...limb('leftHand', 'rightHand', (sign) =>
      capsule(sign * (wristX + 1), 456, sign * (wristX + 1), 496, 18),
    ),
    ...limb('leftArm', 'rightArm', (sign) =>
      capsule(sign * (body.shoulder - 8), 196, sign * wristX, 440, 22),
    ),
    { key: 'head', capsule: capsule(0, 45, 0, 95, 42), side: 0 },
    { key: 'neck', capsule: capsule(0, 122, 0, 146, 22), side: 0 },
    ...limb('leftFoot', 'rightFoot', (sign) => capsule(sign * 26, 815, sign * 28, 852, 26)),
    { key: trunk[0], capsule: capsule(-(body.shoulder - 55), 220, body.shoulder - 55, 220, 62), side: 0 },
    { key: trunk[1], capsule: capsule(-20, 335, 20, 335, 58), side: 0 },
    { key: trunk[2], capsule: capsule(-30, 440, 30, 440, 50), side: 0 },
    ...limb('leftLeg', 'rightLeg', (sign) => capsule(sign * (body.hip / 2 + 4), 470, sign * 26, 800, 48)),
  ];
}

/** Squared distance from a point to a capsule's segment. */
export function distanceToSegmentSquared(x: number, y: number, shape: Capsule): number {
  const dx = shape.bx - shape.ax;
  const dy = shape.by - shape.ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((x - shape.ax) * dx + (y - shape.ay) * dy) / lengthSquared));
  const nearestX = shape.ax + t * dx - x;
  const nearestY = shape.ay + t * dy - y;
  return nearestX * nearestX + nearestY * nearestY;
}

/** A closed Catmull-Rom spline through the points, as an SVG path (smooth curves, few numbers). */
function smoothClosedPath(points: readonly Point[]): string {
  const at = (index: number): Point => points[(index + points.length) % points.length] ?? [0, 0];
  const round = (value: number) => Math.round(value * 10) / 10;
  let path = `M${round(at(0)[0])} ${round(at(0)[1])}`;
  for (let index = 0; index < points.length; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    path += `C${round(x1 + (x2 - x0) / 6)} ${round(y1 + (y2 - y0) / 6)} ${round(x2 - (x3 - x1) / 6)} ${round(y2 - (y3 - y1) / 6)} ${round(x2)} ${round(y2)}`;
  }
  return `${path}Z`;
}

/** SVG paths of the silhouette's shapes (filled and unioned) and of the inner detail lines. */
function bodyOutlinePaths(sex: BodySex, view: BodyView): { shapes: string[]; details: string[] } {
  const body = proportionsBySex[sex];
  const wristX = body.shoulder + body.armFlare;
  const armpitX = body.shoulder - 20;
  // One closed outline for neck, arms, trunk and legs (no seams between shapes); arms hang with
  // a gap to the trunk so marks on an arm and on the flank stay apart.
  const rightHalf: Point[] = [
    [19, 114],
    [21, 140],
    [40, 153],
    [body.shoulder - 24, 160],
    [body.shoulder - 4, 174],
    [body.shoulder + 4, 200],
    [(body.shoulder + 4 + wristX + 12) / 2, 318],
    [wristX + 12, 440],
    [wristX + 14, 472],
    [wristX + 7, 500],
    [wristX - 3, 506],
    [wristX - 10, 486],
    [wristX - 11, 440],
    [(wristX - 11 + armpitX) / 2, 338],
    [armpitX, 236],
    [body.shoulder - 24, 262],
    [body.waist, 335],
    [body.hip, 420],
    [body.hip - 8, 500],
    [body.knee, 640],
    [body.calf, 700],
    [body.ankle, 800],
    [body.ankle + 6, 830],
    [body.ankle, 854],
    [18, 856],
    [12, 836],
    [14, 800],
    [13, 700],
    [16, 640],
    [9, 540],
  ];
  const crotch: Point = [0, 482];
  const trunk = [...rightHalf, crotch, ...rightHalf.map(([x, y]): Point => [-x, y]).reverse()].map(
    ([x, y]): Point => [centreX + x, y],
  );
  const head = `M${centreX - 38} 68a38 48 0 1 0 76 0a38 48 0 1 0 -76 0Z`;
  const mirrored = (make: (sign: number) => string) => [make(-1), make(1)];
  const at = (dx: number) => centreX + dx;
  const details =
    view === 'front'
      ? [
          `M${at(-3)} 368Q${at(0)} 380 ${at(3)} 368`,
          ...mirrored((sign) =>
            sex === 'female'
              ? `M${at(sign * 58)} 250Q${at(sign * 34)} 304 ${at(sign * 8)} 262`
              : `M${at(sign * 62)} 262Q${at(sign * 36)} 282 ${at(sign * 10)} 266`,
          ),
        ]
      : [
          `M${at(0)} 160L${at(0)} 400`,
          `M${at(0)} 436L${at(0)} 478`,
          ...mirrored((sign) => `M${at(sign * 56)} 212Q${at(sign * 44)} 262 ${at(sign * 20)} 244`),
          ...mirrored(
            (sign) => `M${at(sign * (body.hip - 12))} 492Q${at(sign * 36)} 508 ${at(sign * 4)} 490`,
          ),
        ];
  return { shapes: [smoothClosedPath(trunk), head], details };
}

/** A rendered outline with the per-pixel maps the painter needs. */
export interface BodyTemplate {
  /** Opaque RGBA pixels: paper, body fill and line only. */
  outline: ImageData;
  /** 1 where the pixel is inside the silhouette (line included), else 0. */
  inside: Uint8Array;
  /** Index + 1 into `regions` for each pixel inside the silhouette, 0 outside every region. */
  regionMap: Uint8Array;
  regions: RegionShape[];
}

const templateCache = new Map<string, BodyTemplate>();

function newContext(): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = canvasWidthPx;
  canvas.height = canvasHeightPx;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) {
    throw new Error('2D canvas context unavailable');
  }
  return context;
}

/**
 * Renders the outline once per sex and view: shapes filled in the line colour and stroked twice
 * the line width, then filled again in the body colour (their union keeps only the outer edge),
 * then detail lines; finally every pixel snaps to the nearest of the three flat colours.
 */
export function bodyTemplate(sex: BodySex, view: BodyView): BodyTemplate {
  const cacheKey = `${sex}:${view}`;
  const cached = templateCache.get(cacheKey);
  if (cached !== undefined) {
    return cached;
  }
  const context = newContext();
  const { shapes, details } = bodyOutlinePaths(sex, view);
  const paths = shapes.map((shape) => new Path2D(shape));
  context.fillStyle = outlineColours.paper;
  context.fillRect(0, 0, canvasWidthPx, canvasHeightPx);
  context.fillStyle = outlineColours.line;
  context.strokeStyle = outlineColours.line;
  context.lineWidth = outlineThicknessPx * 2;
  context.lineJoin = 'round';
  for (const path of paths) {
    context.fill(path);
    context.stroke(path);
  }
  context.fillStyle = outlineColours.body;
  for (const path of paths) {
    context.fill(path);
  }
  context.lineWidth = 2;
  context.lineCap = 'round';
  for (const detail of details) {
    context.stroke(new Path2D(detail));
  }
  const outline = context.getImageData(0, 0, canvasWidthPx, canvasHeightPx);
  const inside = snapToFlatColours(outline);
  const regions = bodyRegions(sex, view);
  const regionMap = new Uint8Array(canvasWidthPx * canvasHeightPx);
  for (let y = 0; y < canvasHeightPx; y += 1) {
    for (let x = 0; x < canvasWidthPx; x += 1) {
      const index = y * canvasWidthPx + x;
      if (inside[index] === 0) continue;
      const px = x + 0.5;
      const py = y + 0.5;
      const found = regions.findIndex(
        (region) =>
          (region.side === 0 || Math.sign(px - centreX) === region.side) &&
          distanceToSegmentSquared(px, py, region.capsule) <= region.capsule.radius ** 2,
      );
      regionMap[index] = found + 1;
    }
  }
  const template = { outline, inside, regionMap, regions };
  templateCache.set(cacheKey, template);
  return template;
}

/** Snaps each pixel to paper, body or line (nearest by luminance) and returns the inside mask. */
function snapToFlatColours(image: ImageData): Uint8Array {
  const flat = [outlineColours.paper, outlineColours.body, outlineColours.line].map((hex) => {
    const value = Number.parseInt(hex.slice(1), 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
  });
  const luminance = (red: number, green: number, blue: number) =>
    0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const flatLuminance = flat.map(([red, green, blue]) => luminance(red, green, blue));
  const inside = new Uint8Array(image.width * image.height);
  const data = image.data;
  for (let index = 0; index < inside.length; index += 1) {
    const offset = index * 4;
    const value = luminance(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0);
    let nearest = 0;
    for (let candidate = 1; candidate < flat.length; candidate += 1) {
      if (
        Math.abs(value - (flatLuminance[candidate] ?? 0)) < Math.abs(value - (flatLuminance[nearest] ?? 0))
      ) {
        nearest = candidate;
      }
    }
    const colour = flat[nearest] ?? flat[0];
    if (colour === undefined) continue;
    data[offset] = colour[0];
    data[offset + 1] = colour[1];
    data[offset + 2] = colour[2];
    data[offset + 3] = 255;
    inside[index] = nearest === 0 ? 0 : 1;
  }
  return inside;
}
