import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { drawStroke, exampleLabels, pixelAt } from './body-painter.fixtures.ts';
import { BodyPainter, type BodyPainterHandle, type BodyPainterProps } from './body-painter.tsx';
import { bodyTemplate, outlineColours } from './body-template.ts';
import { measureStrokeLatency } from './measure-stroke-latency.ts';
import { defaultPainColours, parseHexColour } from './pain-colours.ts';

const rgba = (hex: string) => [...parseHexColour(hex), 255];
const transparent = [0, 0, 0, 0];

async function renderPainter(props: Partial<BodyPainterProps> = {}) {
  const handle = createRef<BodyPainterHandle>();
  const screen = await render(
    <BodyPainter sex="male" view="front" {...exampleLabels} ref={handle} {...props} />,
  );
  const canvas = screen
    .getByRole('img', { name: props.label ?? exampleLabels.label })
    .element() as HTMLCanvasElement;
  return { screen, canvas, handle };
}

function current<T>(ref: { current: T | null }): T {
  if (ref.current === null) throw new Error('ref not attached');
  return ref.current;
}

async function decode(dataUrl: string): Promise<HTMLCanvasElement> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  return canvas;
}

describe('BodyPainter', () => {
  describe('given a pen stroke in the selected colour', () => {
    it('paints the stroke in exactly that colour, 5 pixels wide, at the mapped canvas position', async () => {
      const { screen, canvas } = await renderPainter();
      await screen.getByRole('radio', { name: 'Moderato' }).click();
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      expect(pixelAt(canvas, 210, 300)).toEqual(rgba(defaultPainColours.moderate));
      const column = [296, 297, 298, 299, 300, 301, 302, 303, 304].map((y) => pixelAt(canvas, 210, y)[3]);
      expect(column).toEqual([0, 0, 255, 255, 255, 255, 255, 0, 0]);
      expect(pixelAt(canvas, 120, 300)).toEqual(transparent);
    });

    it('follows a brush width given as a prop', async () => {
      const { canvas } = await renderPainter({ brushWidthPx: 9 });
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      const edges = [295, 296, 304, 305].map((y) => pixelAt(canvas, 210, y)[3]);
      expect(edges).toEqual([0, 255, 255, 0]);
    });

    it('describes the marked region for screen readers and reports a dirty drawing', async () => {
      const onChange = vi.fn();
      const { screen, canvas } = await renderPainter({ onChange });
      await screen.getByRole('radio', { name: 'Forte' }).click();
      drawStroke(canvas, [
        [180, 330],
        [240, 330],
      ]);
      await expect
        .element(screen.getByRole('img', { name: exampleLabels.label }))
        .toHaveAccessibleDescription('Addome: Forte');
      expect(onChange).toHaveBeenLastCalledWith({
        dirty: true,
        empty: false,
        marks: [{ regionKey: 'abdomen', regionLabel: 'Addome', levelKey: 'strong', levelLabel: 'Forte' }],
      });
    });
  });

  describe('given strokes to take back', () => {
    it('undo removes the last stroke only, clear removes all, and undo brings a cleared drawing back', async () => {
      const { screen, canvas } = await renderPainter();
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      drawStroke(canvas, [
        [150, 400],
        [270, 400],
      ]);
      const painted = rgba(defaultPainColours.mild);
      await screen.getByRole('button', { name: exampleLabels.undoLabel }).click();
      expect(pixelAt(canvas, 210, 400)).toEqual(transparent);
      expect(pixelAt(canvas, 210, 300)).toEqual(painted);

      await screen.getByRole('button', { name: exampleLabels.clearLabel }).click();
      expect(pixelAt(canvas, 210, 300)).toEqual(transparent);
      await expect.element(screen.getByRole('button', { name: exampleLabels.clearLabel })).toBeDisabled();

      await screen.getByRole('button', { name: exampleLabels.undoLabel }).click();
      expect(pixelAt(canvas, 210, 300)).toEqual(painted);
    });

    it('erases with the "none" colour and lets the outline show through again', async () => {
      const { screen, canvas } = await renderPainter();
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      await screen.getByRole('radio', { name: 'Nessuno' }).click();
      drawStroke(canvas, [
        [200, 300],
        [220, 300],
      ]);
      expect(pixelAt(canvas, 210, 300)).toEqual(transparent);
      expect(pixelAt(canvas, 160, 300)).toEqual(rgba(defaultPainColours.mild));
    });
  });

  describe('given a drawing to save and edit later', () => {
    it('exports the outline under the marks as a 419 x 866 PNG', async () => {
      const { canvas, handle } = await renderPainter();
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      const dataUrl = current(handle).toDataUrl();
      expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
      const exported = await decode(dataUrl);
      expect([exported.width, exported.height]).toEqual([419, 866]);
      expect(pixelAt(exported, 210, 300)).toEqual(rgba(defaultPainColours.mild));
      expect(pixelAt(exported, 210, 200)).toEqual(rgba(outlineColours.body));
      expect(pixelAt(exported, 5, 5)).toEqual(rgba(outlineColours.paper));
    });

    it('loads an exported image back to the same pixels, clean, and exports it unchanged', async () => {
      const first = await renderPainter();
      await first.screen.getByRole('radio', { name: 'Molto forte' }).click();
      drawStroke(first.canvas, [
        [100, 100],
        [300, 700],
        [120, 820],
      ]);
      const dataUrl = current(first.handle).toDataUrl();
      const drawn = first.canvas.getContext('2d')?.getImageData(0, 0, 419, 866).data;

      const second = await renderPainter({ initialImage: dataUrl, label: 'Copia' });
      await expect.poll(() => pixelAt(second.canvas, 200, 400)).toEqual(rgba(defaultPainColours.veryStrong));
      expect(second.canvas.getContext('2d')?.getImageData(0, 0, 419, 866).data).toEqual(drawn);
      expect(current(second.handle).isDirty()).toBe(false);
      expect(current(second.handle).toDataUrl()).toBe(dataUrl);
    });

    it('reports a dirty drawing until the app marks it saved', async () => {
      const { canvas, handle } = await renderPainter();
      expect(current(handle).isDirty()).toBe(false);
      drawStroke(canvas, [
        [150, 300],
        [270, 300],
      ]);
      expect(current(handle).isDirty()).toBe(true);
      current(handle).markSaved();
      expect(current(handle).isDirty()).toBe(false);
      current(handle).undo();
      expect(current(handle).isDirty()).toBe(true);
    });

    it('reports an image it cannot decode', async () => {
      const onLoadError = vi.fn();
      await renderPainter({ initialImage: 'data:image/png;base64,AAAA', onLoadError });
      await expect.poll(() => onLoadError.mock.calls.length).toBe(1);
    });
  });

  describe('given a keyboard-only user', () => {
    it('chooses a colour with the arrow keys and marks the head from the region list', async () => {
      const { screen, canvas } = await renderPainter();
      await userEvent.tab();
      await expect.element(screen.getByRole('radio', { name: 'Lieve' })).toHaveFocus();
      // Radix moves focus in a timeout and checks the radio only while the arrow key is still
      // held, as a person's key is; a scripted press releases at once, so hold it explicitly.
      await userEvent.keyboard('{ArrowRight>}');
      await expect.element(screen.getByRole('radio', { name: 'Moderato' })).toBeChecked();
      await userEvent.keyboard('{/ArrowRight}{ArrowRight>}');
      await expect.element(screen.getByRole('radio', { name: 'Intenso' })).toBeChecked();
      await userEvent.keyboard('{/ArrowRight}{Tab}');
      await expect
        .element(screen.getByText(exampleLabels.regionsLabel, { exact: true }).first())
        .toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('button', { name: 'Testa' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(pixelAt(canvas, 209, 70)).toEqual(rgba(defaultPainColours.intense));
      await expect
        .element(screen.getByRole('img', { name: exampleLabels.label }))
        .toHaveAccessibleDescription('Testa: Intenso');
    });

    it('marks the patient’s left arm on the viewer’s right in the front view', async () => {
      const front = await renderPainter();
      await front.screen.getByText(exampleLabels.regionsLabel, { exact: true }).first().click();
      await front.screen.getByRole('button', { name: 'Braccio sinistro' }).click();
      expect(pixelAt(front.canvas, 305, 300)[3]).toBe(255);
      expect(pixelAt(front.canvas, 113, 300)[3]).toBe(0);
    });

    it('marks the patient’s left arm on the viewer’s left in the back view, which has no chest', async () => {
      const back = await renderPainter({ view: 'back' });
      await back.screen.getByText(exampleLabels.regionsLabel, { exact: true }).first().click();
      await expect.element(back.screen.getByRole('button', { name: 'Torace' })).not.toBeInTheDocument();
      await back.screen.getByRole('button', { name: 'Braccio sinistro' }).click();
      expect(pixelAt(back.canvas, 113, 300)[3]).toBe(255);
      expect(pixelAt(back.canvas, 305, 300)[3]).toBe(0);
    });
  });

  describe('outlines', () => {
    it('differ by sex and view, and use only the three flat outline colours', () => {
      const flat = new Set(Object.values(outlineColours).map((hex) => rgba(hex).join(',')));
      const outlines = (['male', 'female'] as const).flatMap((sex) =>
        (['front', 'back'] as const).map((view) => bodyTemplate(sex, view).outline.data),
      );
      for (const data of outlines) {
        const colours = new Set<string>();
        for (let offset = 0; offset < data.length; offset += 4) {
          colours.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]},${data[offset + 3]}`);
        }
        expect(colours).toEqual(flat);
      }
      const differs = (left: Uint8ClampedArray, right: Uint8ClampedArray) =>
        left.some((value, index) => value !== right[index]);
      for (const [index, outline] of outlines.entries()) {
        for (const other of outlines.slice(index + 1)) {
          expect(differs(outline, other)).toBe(true);
        }
      }
    });
  });

  it('has no axe violations with the region list open', async () => {
    const { screen } = await renderPainter();
    await screen.getByText(exampleLabels.regionsLabel, { exact: true }).first().click();
    await expectNoAxeViolations(screen.container);
  });

  it('looks the same as the reference (female front with a stroke)', async () => {
    await page.viewport(1024, 1200);
    const { screen, canvas } = await renderPainter({ sex: 'female' });
    await screen.getByRole('radio', { name: 'Intenso' }).click();
    drawStroke(canvas, [
      [170, 250],
      [250, 260],
      [240, 330],
    ]);
    await expect
      .element(screen.getByRole('img', { name: exampleLabels.label }))
      .toMatchScreenshot('body-painter-female-front');
  });

  it('measures input-to-paint latency as finite timings', async () => {
    const { canvas } = await renderPainter();
    const latency = await measureStrokeLatency(canvas, 30);
    expect(latency.moves).toBe(30);
    expect(Number.isFinite(latency.handlerMeanMs)).toBe(true);
    expect(Number.isFinite(latency.handlerP95Ms)).toBe(true);
    expect(Number.isFinite(latency.moveToFrameMeanMs)).toBe(true);
  });
});
