import type { Locator, Page } from '@playwright/test';

/** The drawing canvas of one body view, found by its accessible name. */
export function drawing(page: Page, view: 'anteriore' | 'posteriore'): Locator {
  return page.getByRole('img', { name: `Disegno del dolore, vista ${view}`, exact: true });
}

/** Scrolls so that a canvas-pixel row sits mid-screen; real mouse input needs a visible point. */
async function bringIntoView(canvas: Locator, y: number): Promise<void> {
  await canvas.evaluate((element, row) => {
    const bounds = element.getBoundingClientRect();
    const height = (element as HTMLCanvasElement).height;
    window.scrollBy(0, bounds.top + (row * bounds.height) / height - window.innerHeight / 2);
  }, y);
}

/** Draws a stroke with the real mouse (pointer events) through canvas-pixel points. */
export async function drawStroke(
  page: Page,
  canvas: Locator,
  points: ReadonlyArray<readonly [number, number]>,
) {
  const [first, ...rest] = points;
  if (first === undefined) return;
  await bringIntoView(canvas, first[1]);
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('canvas is not visible');
  const size = await canvas.evaluate((element) => ({
    width: (element as HTMLCanvasElement).width,
    height: (element as HTMLCanvasElement).height,
  }));
  const client = ([x, y]: readonly [number, number]) =>
    [box.x + ((x + 0.5) * box.width) / size.width, box.y + ((y + 0.5) * box.height) / size.height] as const;
  await page.mouse.move(...client(first));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...client(point), { steps: 8 });
  await page.mouse.up();
}

/** RGBA of canvas pixels, read in the page. */
export function pixels(
  canvas: Locator,
  points: ReadonlyArray<readonly [number, number]>,
): Promise<number[][]> {
  return canvas.evaluate((element, list) => {
    const context = (element as HTMLCanvasElement).getContext('2d');
    if (context === null) throw new Error('no 2d context');
    return list.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data]);
  }, points);
}

/** Decoded bytes of a base64 data URL. */
export function dataUrlBytes(dataUrl: unknown): number {
  if (typeof dataUrl !== 'string') return 0;
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export interface StrokeLatency {
  handlerMeanMs: number;
  handlerP95Ms: number;
  moveToFrameMeanMs: number;
  moves: number;
}

/**
 * Input-to-paint timing on the live editor, the method of packages/ui's measureStrokeLatency
 * (not exported by @cartella/ui/body-painter): a zig-zag of synthetic pointer moves, each timed
 * around dispatchEvent (the painter paints synchronously in its handler) and to the next frame.
 */
export function measureStrokeLatency(canvas: Locator, moves = 120): Promise<StrokeLatency> {
  return canvas.evaluate(async (element, count) => {
    const bounds = element.getBoundingClientRect();
    const pointAt = (step: number) => ({
      clientX: bounds.left + bounds.width * (0.2 + 0.6 * ((step % 20) / 20)),
      clientY: bounds.top + bounds.height * (0.1 + (0.8 * step) / count),
    });
    const pointer = { pointerId: 7, pointerType: 'pen', isPrimary: true, bubbles: true, cancelable: true };
    const nextFrame = () =>
      new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    element.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...pointAt(0), buttons: 1 }));
    const handler: number[] = [];
    const frame: number[] = [];
    for (let step = 1; step <= count; step += 1) {
      const started = performance.now();
      element.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...pointAt(step), buttons: 1 }));
      handler.push(performance.now() - started);
      frame.push((await nextFrame()) - started);
    }
    element.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...pointAt(count) }));
    const sorted = [...handler].sort((left, right) => left - right);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      handlerMeanMs: mean(handler),
      handlerP95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? -1,
      moveToFrameMeanMs: mean(frame),
      moves: count,
    };
  }, moves);
}
