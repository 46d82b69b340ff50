import { clsx } from 'clsx';
import {
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import {
  type BodyRegionKey,
  type BodySex,
  type BodyTemplate,
  type BodyView,
  bodyRegionKeys,
  bodyTemplate,
  canvasHeightPx,
  canvasWidthPx,
} from './body-template.ts';
import type { PainLevelOption } from './pain-colours.ts';
import { PainPalette } from './pain-palette.tsx';
import {
  type CanvasPoint,
  type Ink,
  type PaintOperation,
  paintSegment,
  readMarks,
  replayOperations,
  separateMarks,
} from './paint-engine.ts';

/** Brush width of the diary drawing (spec part 1, section 9: "brush width 5"). */
export const defaultBrushWidthPx = 5;

/** A marked region with the app's labels, as handed to `describeMarks` and `onChange`. */
export interface DescribedMark {
  regionKey: BodyRegionKey;
  regionLabel: string;
  levelKey: string;
  levelLabel: string;
}

export interface BodyPainterChange {
  /** True while the drawing differs from the last loaded or saved state. */
  dirty: boolean;
  /** True when no mark is drawn. */
  empty: boolean;
  /** Most severe colour per body region, in region order. */
  marks: DescribedMark[];
}

export interface BodyPainterHandle {
  /**
   * The drawing as a 419 x 866 PNG data URL. By default the body outline is composed under the
   * marks, so a stored image makes sense on its own; `{ outline: false }` gives the marks only, on
   * a transparent background.
   */
  toDataUrl(options?: { outline?: boolean }): string;
  /** Replaces the drawing with a stored image (a data URL) and clears the undo history. */
  load(dataUrl: string): Promise<void>;
  undo(): void;
  clear(): void;
  isDirty(): boolean;
  /** Call after saving: the current drawing becomes the clean state. */
  markSaved(): void;
}

export interface BodyPainterProps {
  /** Which outline to draw (spec part 1, section 2: default body images depend on the sex). */
  sex: BodySex;
  view: BodyView;
  /** Colours in severity order, with translated labels (see `createPainPalette`). */
  palette: readonly PainLevelOption[];
  /** Selected colour key, when the app controls it (one palette shared by two views). */
  level?: string;
  /** Initially selected colour key when uncontrolled; defaults to the first colour that paints. */
  defaultLevel?: string;
  onLevelChange?: (key: string) => void;
  /** Hide the built-in palette when the app renders a shared `PainPalette`. */
  showPalette?: boolean;
  /** Accessible name of the palette. */
  paletteLabel: string;
  brushWidthPx?: number;
  /** A stored drawing (data URL) to edit; loaded on mount and whenever it changes. */
  initialImage?: string;
  /** Accessible name of the drawing ("Front of the body", say). */
  label: string;
  undoLabel: string;
  clearLabel: string;
  /** Title of the keyboard alternative: a list of regions to mark with the selected colour. */
  regionsLabel: string;
  regionLabels: Readonly<Record<BodyRegionKey, string>>;
  /** Read as the drawing's description while nothing is marked. */
  emptyDescription: string;
  /** Words for the marked regions; defaults to "region: level" pairs joined by semicolons. */
  describeMarks?: (marks: readonly DescribedMark[]) => string;
  onChange?: (change: BodyPainterChange) => void;
  onLoadError?: (error: unknown) => void;
  ref?: Ref<BodyPainterHandle>;
  className?: string;
}

function describeMarksDefault(marks: readonly DescribedMark[]): string {
  return marks.map((mark) => `${mark.regionLabel}: ${mark.levelLabel}`).join('; ');
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) {
    throw new Error('2D canvas context unavailable');
  }
  return context;
}

async function decodeImage(dataUrl: string): Promise<ImageData> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvasWidthPx;
  canvas.height = canvasHeightPx;
  const context = context2d(canvas);
  context.drawImage(image, 0, 0, canvasWidthPx, canvasHeightPx);
  return context.getImageData(0, 0, canvasWidthPx, canvasHeightPx);
}

function sameOperations(left: readonly PaintOperation[], right: readonly PaintOperation[]): boolean {
  return left.length === right.length && left.every((operation, index) => operation === right[index]);
}

/**
 * The diary's pain drawing on one body view (spec part 1, section 2 "Diary (Taccuino)" and
 * section 9): draw with finger, pen or mouse in six pain colours, undo, clear, export and load PNG
 * data URLs. Keyboard and screen-reader users mark named regions instead, and the drawing
 * describes which regions carry which colour.
 */
export function BodyPainter({
  sex,
  view,
  palette,
  level,
  defaultLevel,
  onLevelChange,
  showPalette = true,
  paletteLabel,
  brushWidthPx = defaultBrushWidthPx,
  initialImage,
  label,
  undoLabel,
  clearLabel,
  regionsLabel,
  regionLabels,
  emptyDescription,
  describeMarks = describeMarksDefault,
  onChange,
  onLoadError,
  ref,
  className,
}: BodyPainterProps) {
  const descriptionId = useId();
  const outlineCanvasRef = useRef<HTMLCanvasElement>(null);
  const marksCanvasRef = useRef<HTMLCanvasElement>(null);
  const template = useMemo(() => bodyTemplate(sex, view), [sex, view]);

  const [uncontrolledLevel, setUncontrolledLevel] = useState(
    () => defaultLevel ?? palette.find((option) => !option.erases)?.key ?? palette[0]?.key ?? '',
  );
  const selectedLevel = level ?? uncontrolledLevel;
  const selectLevel = useCallback(
    (key: string) => {
      setUncontrolledLevel(key);
      onLevelChange?.(key);
    },
    [onLevelChange],
  );

  const [state, setState] = useState<BodyPainterChange & { canUndo: boolean }>({
    dirty: false,
    empty: true,
    marks: [],
    canUndo: false,
  });

  // Drawing state lives in refs: pointer handlers paint synchronously without re-rendering.
  const operations = useRef<readonly PaintOperation[]>([]);
  const savedOperations = useRef<readonly PaintOperation[]>([]);
  const base = useRef<ImageData | null>(null);
  const latest = useRef({
    template,
    palette,
    selectedLevel,
    brushWidthPx,
    regionLabels,
    onChange,
    onLoadError,
  });
  useLayoutEffect(() => {
    latest.current = { template, palette, selectedLevel, brushWidthPx, regionLabels, onChange, onLoadError };
  });

  const currentInk = useCallback((): Ink => {
    const { palette: options, selectedLevel: key } = latest.current;
    const option = options.find((candidate) => candidate.key === key);
    return { colour: option?.colour ?? '#000000', erases: option?.erases ?? false };
  }, []);

  /** Reads the marks back and tells the app; runs after every finished change, not per move. */
  const publish = useCallback(() => {
    const canvas = marksCanvasRef.current;
    if (canvas === null) return;
    const { template: current, palette: options, regionLabels: labels, onChange: notify } = latest.current;
    const read = readMarks(
      context2d(canvas).getImageData(0, 0, canvasWidthPx, canvasHeightPx),
      current,
      options,
    );
    const marks = read.marks.map((mark) => ({
      ...mark,
      regionLabel: labels[mark.regionKey],
      levelLabel: options.find((option) => option.key === mark.levelKey)?.label ?? mark.levelKey,
    }));
    const change = {
      dirty: !sameOperations(operations.current, savedOperations.current),
      empty: read.empty,
      marks,
    };
    setState({ ...change, canUndo: operations.current.length > 0 });
    notify?.(change);
  }, []);

  const redraw = useCallback(() => {
    const canvas = marksCanvasRef.current;
    if (canvas === null) return;
    replayOperations(context2d(canvas), base.current, operations.current, latest.current.template);
    publish();
  }, [publish]);

  const apply = useCallback(
    (operation: PaintOperation) => {
      operations.current = [...operations.current, operation];
      redraw();
    },
    [redraw],
  );

  useLayoutEffect(() => {
    const canvas = outlineCanvasRef.current;
    if (canvas === null) return;
    context2d(canvas).putImageData(template.outline, 0, 0);
    redraw();
  }, [template, redraw]);

  const load = useCallback(
    async (dataUrl: string) => {
      const stored = await decodeImage(dataUrl);
      base.current = separateMarks(stored, latest.current.template.outline);
      operations.current = [];
      savedOperations.current = [];
      redraw();
    },
    [redraw],
  );

  useEffect(() => {
    if (initialImage === undefined) return;
    load(initialImage).catch((error: unknown) => latest.current.onLoadError?.(error));
  }, [initialImage, load]);

  useEffect(() => {
    const canvas = marksCanvasRef.current;
    if (canvas === null) return;
    const context = context2d(canvas);
    let stroke: { pointerId: number; points: CanvasPoint[]; ink: Ink; widthPx: number } | null = null;

    const toCanvasPoint = (event: PointerEvent, bounds: DOMRect): CanvasPoint => ({
      x: ((event.clientX - bounds.left) * canvasWidthPx) / bounds.width,
      y: ((event.clientY - bounds.top) * canvasHeightPx) / bounds.height,
    });

    const onPointerDown = (event: PointerEvent) => {
      if (stroke !== null || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0))
        return;
      event.preventDefault();
      try {
        canvas.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic events have no active pointer to capture; drawing still follows them.
      }
      const point = toCanvasPoint(event, canvas.getBoundingClientRect());
      stroke = {
        pointerId: event.pointerId,
        points: [point],
        ink: currentInk(),
        widthPx: latest.current.brushWidthPx,
      };
      paintSegment(context, point, point, stroke.widthPx, stroke.ink);
    };

    const onPointerMove = (event: PointerEvent) => {
      if (stroke === null || event.pointerId !== stroke.pointerId) return;
      const bounds = canvas.getBoundingClientRect();
      // Coalesced events carry every sample the device reported since the last frame (smooth
      // curves on fast pens); synthetic events have none, so fall back to the event itself.
      const coalesced = event.getCoalescedEvents?.() ?? [];
      for (const sample of coalesced.length > 0 ? coalesced : [event]) {
        const point = toCanvasPoint(sample, bounds);
        const previous = stroke.points[stroke.points.length - 1] ?? point;
        paintSegment(context, previous, point, stroke.widthPx, stroke.ink);
        stroke.points.push(point);
      }
    };

    const onPointerEnd = (event: PointerEvent) => {
      if (stroke === null || event.pointerId !== stroke.pointerId) return;
      const finished = stroke;
      stroke = null;
      operations.current = [...operations.current, { kind: 'stroke', ...finished }];
      publish();
    };

    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', onPointerEnd);
    canvas.addEventListener('pointercancel', onPointerEnd);
    return () => {
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerEnd);
      canvas.removeEventListener('pointercancel', onPointerEnd);
    };
  }, [currentInk, publish]);

  const undo = useCallback(() => {
    if (operations.current.length === 0) return;
    operations.current = operations.current.slice(0, -1);
    redraw();
  }, [redraw]);

  // Clearing is an operation, so an accidental clear can be undone.
  const clear = useCallback(() => apply({ kind: 'clear' }), [apply]);

  useImperativeHandle(
    ref,
    () => ({
      toDataUrl: ({ outline = true } = {}) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvasWidthPx;
        canvas.height = canvasHeightPx;
        const context = context2d(canvas);
        if (outline) {
          context.putImageData(latest.current.template.outline, 0, 0);
        }
        const marks = marksCanvasRef.current;
        if (marks !== null) {
          context.drawImage(marks, 0, 0);
        }
        return canvas.toDataURL('image/png');
      },
      load,
      undo,
      clear,
      isDirty: () => !sameOperations(operations.current, savedOperations.current),
      markSaved: () => {
        savedOperations.current = operations.current;
        publish();
      },
    }),
    [load, undo, clear, publish],
  );

  const visibleRegions = regionKeysOf(template);
  const description = state.marks.length > 0 ? describeMarks(state.marks) : emptyDescription;

  return (
    <div
      className={clsx('flex w-full max-w-[419px] flex-col gap-3', className)}
      data-state={state.dirty ? 'dirty' : 'clean'}
    >
      {showPalette ? (
        <PainPalette
          palette={palette}
          value={selectedLevel}
          onValueChange={selectLevel}
          label={paletteLabel}
        />
      ) : null}
      <div
        className="relative w-full border-2 border-muted"
        style={{ aspectRatio: `${canvasWidthPx} / ${canvasHeightPx}` }}
      >
        <div aria-hidden="true" className="absolute inset-0">
          <canvas
            ref={outlineCanvasRef}
            width={canvasWidthPx}
            height={canvasHeightPx}
            className="size-full"
          />
        </div>
        {/* touch-action: none keeps phones from scrolling while a finger draws. */}
        <canvas
          ref={marksCanvasRef}
          width={canvasWidthPx}
          height={canvasHeightPx}
          role="img"
          aria-label={label}
          aria-describedby={descriptionId}
          className="absolute inset-0 size-full cursor-crosshair touch-none"
        />
      </div>
      <p id={descriptionId} aria-live="polite" className="sr-only">
        {description}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={undo} disabled={!state.canUndo}>
          {undoLabel}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={state.empty}>
          {clearLabel}
        </Button>
      </div>
      <details className="rounded-md border-2 border-muted">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand">
          {regionsLabel}
        </summary>
        <ul aria-label={regionsLabel} className="grid grid-cols-2 gap-2 p-3">
          {visibleRegions.map((regionKey) => {
            const marked = state.marks.find((mark) => mark.regionKey === regionKey);
            const colour = palette.find((option) => option.key === marked?.levelKey)?.colour;
            return (
              <li key={regionKey}>
                <Button
                  variant="secondary"
                  className="w-full justify-start"
                  onClick={() => apply({ kind: 'region', ink: currentInk(), regionKey })}
                >
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border-2 border-muted"
                    style={{ backgroundColor: colour ?? 'transparent' }}
                  />
                  {regionLabels[regionKey]}
                </Button>
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}

/** The view's regions in reading order (head to feet), not hit-test order. */
function regionKeysOf(template: BodyTemplate): BodyRegionKey[] {
  return bodyRegionKeys.filter((key) => template.regions.some((region) => region.key === key));
}
