import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { CollapsibleSection } from '../collapsible-section/collapsible-section.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { type IconLabels, IconLabelsProvider } from '../icon-button/icon-button.tsx';
import { RecordList, type RecordListProps } from './record-list.tsx';

interface Therapy {
  id: string;
  drug: string;
  dose: string;
  from: string;
}

const therapies: Therapy[] = [
  { id: '1', drug: 'Warfarin 5 mg', dose: '1 compressa', from: '01/03/2026' },
  { id: '2', drug: 'Metformina 500 mg', dose: '2 compresse', from: '12/05/2025' },
  { id: '3', drug: 'Atorvastatina 20 mg', dose: '1 compressa', from: '20/09/2024' },
];

const labels: IconLabels = {
  'up-down': 'Sposta',
  info: 'Informazioni',
  pen: 'Modifica',
  lock: 'Riservatezza',
  trash: 'Elimina',
  eye: 'Visualizza',
  unknown: 'Titolo non disponibile',
};

const onDelete = fn();

function TherapyList(props: Partial<RecordListProps<Therapy>>) {
  return (
    <IconLabelsProvider labels={labels}>
      <RecordList<Therapy>
        caption="Terapie in Corso"
        rows={therapies}
        getRowKey={(therapy) => therapy.id}
        columns={[
          { key: 'drug', header: 'Farmaco', cell: (therapy) => therapy.drug },
          { key: 'dose', header: 'Dose', cell: (therapy) => therapy.dose },
          { key: 'from', header: 'Dal', cell: (therapy) => therapy.from, noWrap: true },
        ]}
        actionsHeader="Azioni"
        actions={[
          { key: 'move', icon: 'up-down', label: (therapy) => `Sposta ${therapy.drug}`, onSelect: fn() },
          {
            key: 'info',
            icon: 'info',
            label: (therapy) => `Informazioni su ${therapy.drug}`,
            onSelect: fn(),
          },
          { key: 'edit', icon: 'pen', label: (therapy) => `Modifica ${therapy.drug}`, onSelect: fn() },
          {
            key: 'lock',
            icon: 'lock',
            label: (therapy) => `Riservatezza di ${therapy.drug}`,
            onSelect: fn(),
          },
          {
            key: 'delete',
            icon: 'trash',
            label: (therapy) => `Elimina ${therapy.drug}`,
            onSelect: onDelete,
            showOnCompact: true,
          },
        ]}
        empty={<EmptyState title="Nessuna terapia in corso" action={<Button>Aggiungi terapia</Button>} />}
        noMatches="Nessun risultato"
        {...props}
      />
    </IconLabelsProvider>
  );
}

const meta = {
  title: 'Lists/RecordList',
  component: TherapyList,
  args: { compact: false },
  parameters: {
    docs: {
      description: {
        component: [
          "The list of records of every page: columns, rows, row actions (icon buttons with tooltips), an optional search with a minimum length, and an empty state. A table on wide screens, one card per row on phones; inside a `Card` or `CollapsibleSection` the phone rows are divided by rules instead, so cards never nest. Every action is reachable at every width: on phones, with `moreActionsLabel`, the actions marked `showOnCompact` stay icons and the others sit behind 'Altre azioni', named in words; without it every action stays an icon (the spec's \"only delete on phones\" is a recorded deviation, docs/spec-deviations/ui.md). `noWrap` keeps a column's values (dates, phone numbers, codes) on one line. `tone` gives the green/grey/pink therapy and diagnosis lists.",
          '**Do** name row actions per row (`label: (row) => "Elimina " + row.name`) so screen-reader users know which row they act on.',
          '**Do** pass `moreActionsLabel` when a row has more than two or three actions, and mark the one or two a patient uses most `showOnCompact`.',
          "**Don't** put more than five actions on a row; don't hide delete on phones.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TherapyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elimina Metformina 500 mg' }));
    await expect(onDelete).toHaveBeenCalledWith(therapies[1]);
  },
};
/** A phone without `moreActionsLabel`: every action stays an icon button. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Modifica Warfarin 5 mg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elimina Warfarin 5 mg' })).toBeVisible();
  },
};
/** A phone with `moreActionsLabel`: delete stays an icon, the rest open under 'Altre azioni'. */
export const CompactWithMoreActions: Story = {
  args: { compact: true, moreActionsLabel: 'Altre azioni' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByRole('button', { name: 'Altre azioni' })[0] as HTMLElement;
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Modifica Warfarin 5 mg' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};
export const Searchable: Story = {
  args: {
    search: {
      label: 'Cerca',
      minChars: 3,
      hint: 'Almeno 3 caratteri',
      getText: (therapy: Therapy) => therapy.drug,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cerca' }), 'metf');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
export const Empty: Story = { args: { rows: [] } };
export const Ended: Story = { args: { caption: 'Terapie Concluse', tone: 'ended' } };
export const Forbidden: Story = { args: { caption: 'Farmaci Vietati', tone: 'forbidden' } };
/** A phone list inside a section: rows divided by rules, no card in the card. */
export const CompactInCollapsibleSection: Story = {
  args: { compact: true, moreActionsLabel: 'Altre azioni' },
  render: (args) => (
    <CollapsibleSection title="Terapie in Corso" tone="current">
      <TherapyList {...args} tone="current" />
    </CollapsibleSection>
  ),
};
export const InCollapsibleSection: Story = {
  render: (args) => (
    <CollapsibleSection title="Terapie in Corso" tone="current">
      <TherapyList {...args} tone="current" />
    </CollapsibleSection>
  ),
};
