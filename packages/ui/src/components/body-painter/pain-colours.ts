/**
 * The six pain intensities of the diary drawing, from none to very strong, with flat sRGB colours
 * (spec part 1, section 9: "six pain colours: none white, mild green, moderate blue, intense
 * purple, strong dark red, very strong red"). Keys are stable (stored and translated by the app);
 * the order is the severity order.
 */
export const defaultPainColours = {
  none: '#ffffff',
  mild: '#2e9d3a',
  moderate: '#1f5fd6',
  intense: '#7a2eb8',
  strong: '#8b0a1a',
  veryStrong: '#e3141b',
} as const;

export type PainLevelKey = keyof typeof defaultPainColours;

/** The keys in severity order (none first). */
export const painLevelKeys: readonly PainLevelKey[] = [
  'none',
  'mild',
  'moderate',
  'intense',
  'strong',
  'veryStrong',
];

/** One colour of the palette as the painter shows it. */
export interface PainLevelOption {
  /** Stable key (one of `painLevelKeys` for the default table). */
  key: string;
  /** Flat `#rrggbb` colour painted on the canvas. */
  colour: string;
  /** Translated name shown beside the swatch and read by screen readers. */
  label: string;
  /**
   * When true the brush removes marks instead of painting: the spec's "none" is white, and white
   * paint would also wipe the body outline (see docs/spec-deviations/ui-canvases.md).
   */
  erases?: boolean;
}

/**
 * Builds the default palette from the app's translated labels, in severity order. "none" erases.
 */
export function createPainPalette(labels: Readonly<Record<PainLevelKey, string>>): PainLevelOption[] {
  return painLevelKeys.map((key) => ({
    key,
    colour: defaultPainColours[key],
    label: labels[key],
    ...(key === 'none' ? { erases: true } : {}),
  }));
}

/** Parses `#rgb` or `#rrggbb` into 0-255 channels; throws on anything else (a broken precondition). */
export function parseHexColour(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  const hex = match?.[1];
  if (hex === undefined) {
    throw new RangeError(`colour must be #rgb or #rrggbb, got ${colour}`);
  }
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [
    Number.parseInt(full.slice(0, 2), 16),
    Number.parseInt(full.slice(2, 4), 16),
    Number.parseInt(full.slice(4, 6), 16),
  ];
}
