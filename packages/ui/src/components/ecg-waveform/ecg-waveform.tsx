import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';

/** ECG paper convention: 25 mm per second. */
export const ecgPaperSpeedMmPerS = 25;
/** ECG paper convention: 10 mm per millivolt. */
export const ecgGainMmPerMv = 10;
/**
 * Pixels per paper millimetre. With 5 px/mm the spec's 1500 px trace holds 12 s and its 260 px
 * height spans 52 mm (plus or minus 2.6 mV), enough for a normal QRS. A CSS pixel is about
 * 0.26 mm, so the trace shows at roughly 1.3 times true paper size.
 */
export const ecgPxPerMm = 5;
/** The viewport and the minimum trace width (spec part 1, section 2: 700 x 260, trace 1500 wide). */
export const ecgViewportWidthPx = 700;
export const ecgViewportHeightPx = 260;
export const ecgMinTraceWidthPx = 1500;

const pxPerSecond = ecgPaperSpeedMmPerS * ecgPxPerMm;
const pxPerMv = ecgGainMmPerMv * ecgPxPerMm;
const baselineY = ecgViewportHeightPx / 2;
/** Long recordings are drawn on several canvases: browsers cap one canvas's width. */
const tileWidthPx = 2000;

/** Colours of the dark monitor look; the trace keeps more than 10:1 against the background. */
export const ecgColours = {
  background: '#0b1418',
  smallGrid: '#17302a',
  largeGrid: '#2e6652',
  trace: '#7cffb2',
  text: '#e6f0f3',
} as const;

export interface EcgFacts {
  durationSeconds: number;
  sampleCount: number;
  sampleRateHz: number;
  /** Mean of the given heart-rate values, when there are any. */
  meanHeartRateBpm: number | undefined;
}

export interface EcgHeartRate {
  atSeconds: number;
  bpm: number;
}

export interface EcgWaveformProps {
  /** Samples in millivolts; non-finite values (lead off) leave a gap. */
  samplesMv: ArrayLike<number>;
  sampleRateHz: number;
  /** Heart-rate values to print above the trace at their time. */
  heartRates?: readonly EcgHeartRate[];
  /** Accessible name of the scrollable trace. */
  label: string;
  /** Translated unit strings ("mV", "s", "bpm"). */
  millivoltUnit: string;
  secondUnit: string;
  bpmUnit?: string;
  /** The visible text summary, built by the app from measured facts (duration, samples, rate). */
  summary: (facts: EcgFacts) => string;
  /** Locale for numbers on the scales; the document's language when omitted. */
  locale?: string;
  className?: string;
}

const noHeartRates: readonly EcgHeartRate[] = [];

/** Trace width for a recording: the spec's 1500 px, or longer so 25 mm/s stays true. */
export function ecgTraceWidthPx(durationSeconds: number): number {
  return Math.max(ecgMinTraceWidthPx, Math.ceil(durationSeconds * pxPerSecond));
}

interface TileInput {
  fromPx: number;
  widthPx: number;
  samplesMv: ArrayLike<number>;
  sampleRateHz: number;
  heartRates: readonly EcgHeartRate[];
  secondUnit: string;
  bpmUnit: string | undefined;
  format: Intl.NumberFormat;
}

/** Paints the grid, time scale, heart rates and trace of one tile (canvas-pixel coordinates). */
function drawTile(context: CanvasRenderingContext2D, tile: TileInput): void {
  const { fromPx, widthPx } = tile;
  context.fillStyle = ecgColours.background;
  context.fillRect(0, 0, widthPx, ecgViewportHeightPx);
  context.lineWidth = 1;
  // Lines sit on half pixels so a 1 px line fills exactly one pixel column or row.
  for (const [colour, stepPx] of [
    [ecgColours.smallGrid, ecgPxPerMm],
    [ecgColours.largeGrid, ecgPxPerMm * 5],
  ] as const) {
    context.strokeStyle = colour;
    context.beginPath();
    for (let x = Math.ceil(fromPx / stepPx) * stepPx; x < fromPx + widthPx; x += stepPx) {
      context.moveTo(x - fromPx + 0.5, 0);
      context.lineTo(x - fromPx + 0.5, ecgViewportHeightPx);
    }
    for (let offset = 0; offset <= baselineY; offset += stepPx) {
      for (const y of [baselineY - offset, baselineY + offset]) {
        context.moveTo(0, y + 0.5);
        context.lineTo(widthPx, y + 0.5);
      }
    }
    context.stroke();
  }

  context.fillStyle = ecgColours.text;
  context.font = '12px system-ui, sans-serif';
  context.textBaseline = 'bottom';
  for (
    let second = Math.max(1, Math.ceil(fromPx / pxPerSecond));
    second * pxPerSecond < fromPx + widthPx;
    second += 1
  ) {
    context.fillText(
      `${tile.format.format(second)} ${tile.secondUnit}`,
      second * pxPerSecond - fromPx + 3,
      ecgViewportHeightPx - 3,
    );
  }
  context.textBaseline = 'top';
  for (const heartRate of tile.heartRates) {
    const x = heartRate.atSeconds * pxPerSecond - fromPx;
    if (x < -80 || x > widthPx) continue;
    const text =
      tile.bpmUnit === undefined
        ? tile.format.format(heartRate.bpm)
        : `${tile.format.format(heartRate.bpm)} ${tile.bpmUnit}`;
    context.fillText(text, x + 3, 4);
  }

  context.strokeStyle = ecgColours.trace;
  context.lineWidth = 2;
  context.lineJoin = 'round';
  context.beginPath();
  const samplesPerPx = tile.sampleRateHz / pxPerSecond;
  const first = Math.max(0, Math.floor((fromPx - 2) * samplesPerPx));
  const last = Math.min(tile.samplesMv.length - 1, Math.ceil((fromPx + widthPx + 2) * samplesPerPx));
  let penDown = false;
  for (let index = first; index <= last; index += 1) {
    const value = tile.samplesMv[index] ?? Number.NaN;
    if (!Number.isFinite(value)) {
      penDown = false;
      continue;
    }
    const x = (index / tile.sampleRateHz) * pxPerSecond - fromPx;
    const y = baselineY - value * pxPerMv;
    if (penDown) {
      context.lineTo(x, y);
    } else {
      context.moveTo(x, y);
      penDown = true;
    }
  }
  context.stroke();
}

/**
 * An ECG strip on a dark monitor grid (spec part 1, section 2, device panel: "ECG detail draws a
 * waveform on a dark canvas (700x260, trace 1500 wide)"), at the paper convention of 25 mm/s and
 * 10 mm/mV with 1 mm and 5 mm squares. The strip scrolls sideways with the mouse, touch or the
 * keyboard (arrows move one second, Page keys one screen, Home and End to the ends).
 */
export function EcgWaveform({
  samplesMv,
  sampleRateHz,
  heartRates = noHeartRates,
  label,
  millivoltUnit,
  secondUnit,
  bpmUnit,
  summary,
  locale,
  className,
}: EcgWaveformProps) {
  if (!Number.isFinite(sampleRateHz) || sampleRateHz <= 0) {
    throw new RangeError(`sampleRateHz must be a positive number, got ${sampleRateHz}`);
  }
  const summaryId = useId();
  const tilesRef = useRef<HTMLDivElement>(null);
  const durationSeconds = samplesMv.length / sampleRateHz;
  const traceWidthPx = ecgTraceWidthPx(durationSeconds);
  const tileOffsetsPx = Array.from(
    { length: Math.ceil(traceWidthPx / tileWidthPx) },
    (_, tile) => tile * tileWidthPx,
  );
  const signedFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const facts: EcgFacts = {
    durationSeconds,
    sampleCount: samplesMv.length,
    sampleRateHz,
    meanHeartRateBpm:
      heartRates.length > 0
        ? heartRates.reduce((sum, value) => sum + value.bpm, 0) / heartRates.length
        : undefined,
  };

  useLayoutEffect(() => {
    const canvases = tilesRef.current?.querySelectorAll('canvas') ?? [];
    const pixelRatio = window.devicePixelRatio || 1;
    canvases.forEach((canvas, tile) => {
      const fromPx = tile * tileWidthPx;
      const widthPx = Math.min(tileWidthPx, traceWidthPx - fromPx);
      canvas.width = Math.round(widthPx * pixelRatio);
      canvas.height = Math.round(ecgViewportHeightPx * pixelRatio);
      const context = canvas.getContext('2d');
      if (context === null) return;
      context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      drawTile(context, {
        fromPx,
        widthPx,
        samplesMv,
        sampleRateHz,
        heartRates,
        secondUnit,
        bpmUnit,
        format: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      });
    });
  }, [samplesMv, sampleRateHz, heartRates, secondUnit, bpmUnit, locale, traceWidthPx]);

  const scrollByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const scroller = event.currentTarget;
    const steps: Partial<Record<string, number>> = {
      ArrowRight: pxPerSecond,
      ArrowLeft: -pxPerSecond,
      PageDown: scroller.clientWidth,
      PageUp: -scroller.clientWidth,
      End: scroller.scrollWidth,
      Home: -scroller.scrollWidth,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    scroller.scrollLeft += step;
  };

  return (
    <figure className={clsx('flex w-full max-w-[700px] flex-col gap-2', className)}>
      {/* The millivolt scale sits in a fixed gutter so it never hides the start of the trace. */}
      <div className="flex overflow-hidden rounded-md" style={{ backgroundColor: ecgColours.background }}>
        <div aria-hidden="true" className="relative w-14 shrink-0" style={{ height: ecgViewportHeightPx }}>
          {[2, 1, 0, -1, -2].map((millivolts) => (
            <span
              key={millivolts}
              className="absolute right-1 -translate-y-1/2 whitespace-nowrap text-xs"
              style={{ top: baselineY - millivolts * pxPerMv, color: ecgColours.text }}
            >
              {`${signedFormat.format(millivolts)} ${millivoltUnit}`}
            </span>
          ))}
        </div>
        {/* Arrow keys are handled on the focusable region itself (WCAG 2.1.1 for scrollable content). */}
        <section
          aria-label={label}
          aria-describedby={summaryId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
          tabIndex={0}
          onKeyDown={scrollByKey}
          className="min-w-0 flex-1 overflow-x-auto"
        >
          <div
            ref={tilesRef}
            aria-hidden="true"
            className="flex"
            style={{ width: traceWidthPx, height: ecgViewportHeightPx }}
          >
            {tileOffsetsPx.map((fromPx) => (
              <canvas
                key={fromPx}
                className="block shrink-0"
                style={{ width: Math.min(tileWidthPx, traceWidthPx - fromPx), height: ecgViewportHeightPx }}
              />
            ))}
          </div>
        </section>
      </div>
      <figcaption id={summaryId} className="text-black">
        {summary(facts)}
      </figcaption>
    </figure>
  );
}
