import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import { CollapsibleSection } from './collapsible-section.tsx';

const meta = {
  title: 'Lists/CollapsibleSection',
  component: CollapsibleSection,
  args: { title: 'Contatti di emergenza', children: <p>Mario Rossi — 333 123 4567</p> },
  parameters: {
    docs: {
      description: {
        component: [
          'A titled section that folds (Radix Collapsible). With `storageKey` it remembers open/closed for the browser session. `tone` gives the green/grey/pink lists of therapies and diagnoses.',
          '**Do** put the add button in `actions` so it stays reachable when the section is closed.',
          "**Don't** nest collapsible sections more than one level.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Contatti di emergenza' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
export const WithAction: Story = { args: { actions: <IconButton icon="plus" label="Aggiungi contatto" /> } };
export const Current: Story = { args: { title: 'Terapie in Corso', tone: 'current' } };
export const Ended: Story = { args: { title: 'Terapie Concluse', tone: 'ended' } };
export const Forbidden: Story = { args: { title: 'Farmaci Vietati', tone: 'forbidden' } };
