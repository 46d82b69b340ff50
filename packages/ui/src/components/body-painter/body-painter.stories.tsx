import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawStroke, exampleLabels, pixelAt } from './body-painter.fixtures.ts';
import { BodyPainter } from './body-painter.tsx';
import { bodyTemplate, canvasHeightPx, canvasWidthPx } from './body-template.ts';
import { defaultPainColours, parseHexColour } from './pain-colours.ts';
import { PainPalette } from './pain-palette.tsx';
import { paintRegion } from './paint-engine.ts';

const description = `
The pain drawing of the diary (Taccuino): a 419 x 866 body outline for the patient's sex, front or
back, on which the patient paints where it hurts in six colours from none to very strong (spec part 1,
sections 2 and 9).

**Props.** \`sex\`, \`view\`; \`palette\` (build it with \`createPainPalette(labels)\`; order is severity,
"none" erases); \`brushWidthPx\` (5); \`initialImage\` (a stored PNG data URL to edit); \`onChange\`
(\`dirty\`, \`empty\`, \`marks\` per region); a \`ref\` with \`toDataUrl()\`, \`load()\`, \`undo()\`, \`clear()\`,
\`isDirty()\`, \`markSaved()\`. Every text (palette, region names, buttons, accessible name, empty
description) is a prop.

**Do** save \`toDataUrl()\`: it composes the outline under the marks, so the stored image reads on its
own. **Do** warn before leaving while \`dirty\` is true, and call \`markSaved()\` after saving. **Do** pass
one shared \`PainPalette\` with \`showPalette={false}\` when front and back sit side by side.
**Don't** scale the canvas with CSS transforms of a parent (pointer mapping uses the canvas's own box);
**don't** rely on colour alone when showing the result: use the \`marks\` text too.
`;

const meta = {
  title: 'Diary/BodyPainter',
  component: BodyPainter,
  args: { sex: 'male', view: 'front', ...exampleLabels, onChange: fn() },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof BodyPainter>;

export default meta;
type Story = StoryObj<typeof meta>;

function drawingCanvas(canvasElement: HTMLElement, name: string = exampleLabels.label): HTMLCanvasElement {
  const canvas = within(canvasElement).getByRole('img', { name });
  if (!(canvas instanceof HTMLCanvasElement)) throw new Error('drawing is not a canvas');
  return canvas;
}

export const MaleFront: Story = {};

export const FemaleBack: Story = {
  args: { sex: 'female', view: 'back', label: 'Disegno del dolore, vista posteriore' },
};

export const DrawAndUndo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = drawingCanvas(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Molto forte' }));
    drawStroke(canvas, [
      [150, 330],
      [270, 330],
      [260, 420],
    ]);
    await expect(pixelAt(canvas, 210, 330)).toEqual([...parseHexColour(defaultPainColours.veryStrong), 255]);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dirty: true, empty: false }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: exampleLabels.undoLabel }));
    await expect(pixelAt(canvas, 210, 330)).toEqual([0, 0, 0, 0]);
    await expect(within(canvasElement).getByRole('button', { name: exampleLabels.undoLabel })).toBeDisabled();
  },
};

export const MarkRegionsWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: 'Moderato' }));
    await userEvent.click(view.getByText(exampleLabels.regionsLabel));
    await userEvent.click(view.getByRole('button', { name: exampleLabels.regionLabels.rightLeg }));
    await waitFor(() =>
      expect(drawingCanvas(canvasElement)).toHaveAccessibleDescription(
        `${exampleLabels.regionLabels.rightLeg}: Moderato`,
      ),
    );
  },
};

/** A stored diary image as the API returns it: outline plus a strong mark on the lower back. */
function storedImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvasWidthPx;
  canvas.height = canvasHeightPx;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('2D canvas context unavailable');
  const template = bodyTemplate('male', 'back');
  context.putImageData(template.outline, 0, 0);
  paintRegion(context, template, 'lowerBack', { colour: defaultPainColours.strong, erases: false });
  return canvas.toDataURL('image/png');
}

export const EditingAStoredImage: Story = {
  args: { view: 'back', label: 'Disegno del dolore, vista posteriore' },
  loaders: [async () => ({ initialImage: storedImage() })],
  render: (args, { loaded }) => <BodyPainter {...args} initialImage={String(loaded.initialImage)} />,
  play: async ({ canvasElement }) => {
    const canvas = drawingCanvas(canvasElement, 'Disegno del dolore, vista posteriore');
    await waitFor(() =>
      expect(canvas).toHaveAccessibleDescription(`${exampleLabels.regionLabels.lowerBack}: Forte`),
    );
  },
};

function FrontAndBack() {
  const [level, setLevel] = useState('mild');
  return (
    <div className="flex flex-col gap-4">
      <PainPalette
        palette={exampleLabels.palette}
        value={level}
        onValueChange={setLevel}
        label={exampleLabels.paletteLabel}
      />
      <div className="flex flex-wrap gap-4">
        <BodyPainter
          sex="female"
          view="front"
          {...exampleLabels}
          showPalette={false}
          level={level}
          className="w-64"
        />
        <BodyPainter
          sex="female"
          view="back"
          {...exampleLabels}
          label="Disegno del dolore, vista posteriore"
          regionsLabel="Segna una zona della schiena con la tastiera"
          showPalette={false}
          level={level}
          className="w-64"
        />
      </div>
    </div>
  );
}

export const SharedPaletteFrontAndBack: Story = {
  render: () => <FrontAndBack />,
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: 'Intenso' }));
    const back = drawingCanvas(canvasElement, 'Disegno del dolore, vista posteriore');
    drawStroke(back, [
      [160, 250],
      [260, 250],
    ]);
    await expect(pixelAt(back, 210, 250)).toEqual([...parseHexColour(defaultPainColours.intense), 255]);
  },
};
