/** Timings of synthetic strokes over a painter's drawing canvas, in milliseconds. */
export interface StrokeLatency {
  /** Mean time a pointermove handler takes to paint its segment into the canvas. */
  handlerMeanMs: number;
  /** 95th percentile of the same. */
  handlerP95Ms: number;
  /** Mean time from dispatching a pointermove to the next animation frame (paint on screen). */
  moveToFrameMeanMs: number;
  moves: number;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
}

/**
 * Draws a zig-zag with synthetic pointer events and times each move. The painter paints inside
 * its pointermove handler, so the time around `dispatchEvent` is the input-to-pixels cost; the
 * time to the next frame adds the browser's compositing.
 */
export async function measureStrokeLatency(canvas: HTMLCanvasElement, moves = 60): Promise<StrokeLatency> {
  const bounds = canvas.getBoundingClientRect();
  const pointAt = (step: number) => ({
    clientX: bounds.left + bounds.width * (0.2 + 0.6 * ((step % 20) / 20)),
    clientY: bounds.top + bounds.height * (0.1 + (0.8 * step) / moves),
  });
  const pointer = { pointerId: 7, pointerType: 'pen', isPrimary: true, bubbles: true, cancelable: true };
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...pointAt(0), buttons: 1 }));
  const handlerMs: number[] = [];
  const frameMs: number[] = [];
  for (let step = 1; step <= moves; step += 1) {
    const started = performance.now();
    canvas.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...pointAt(step), buttons: 1 }));
    handlerMs.push(performance.now() - started);
    frameMs.push((await nextFrame()) - started);
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...pointAt(moves) }));
  const sorted = [...handlerMs].sort((left, right) => left - right);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    handlerMeanMs: mean(handlerMs),
    handlerP95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN,
    moveToFrameMeanMs: mean(frameMs),
    moves,
  };
}
