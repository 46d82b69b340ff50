import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { IconButton, type IconLabels, IconLabelsProvider, iconGlyphs } from './icon-button.tsx';

const labels: IconLabels = {
  trash: 'Elimina',
  plus: 'Aggiungi',
  pen: 'Modifica',
  lock: 'Riservatezza',
  info: 'Informazioni',
  eye: 'Visualizza',
  exclamation: 'Attenzione',
  'arrow-down': 'Sposta',
  'up-down': 'Sposta',
  download: 'Scarica',
  'user-doctor': 'Anteprima',
  envelope: 'Invia mail',
  'location-dot': 'Posizione',
  paperclip: 'Allega',
  phone: 'Telefono',
  globe: 'Sito web',
  unknown: 'Titolo non disponibile',
};

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'pen', onClick: fn() },
  decorators: [
    (Story) => (
      <IconLabelsProvider labels={labels}>
        <Story />
      </IconLabelsProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "An icon-only 40 px button with a tooltip (Radix Tooltip) that is also its accessible name. Icons follow the spec's map (part 1, section 9); tooltips come from `IconLabelsProvider` (translated by the app), with an `unknown` fallback ('Titolo non disponibile').",
          'Colours: #1A576E; #DF2F70 for delete (3:1 or more on white, the bar for icons).',
          '**Do** wrap the app once in `IconLabelsProvider`; pass `label` for a more specific name ("Elimina contatto").',
          "**Don't** use an icon button for an action without a familiar icon: use Button with text.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Modifica' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Modifica');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Delete: Story = { args: { icon: 'trash' } };
export const UnknownIcon: Story = { args: { icon: 'rocket' } };
export const Disabled: Story = { args: { icon: 'lock', disabled: true } };
export const AllIcons: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {Object.keys(iconGlyphs).map((icon) => (
        <IconButton key={icon} icon={icon} />
      ))}
    </div>
  ),
};
