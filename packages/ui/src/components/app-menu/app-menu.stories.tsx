import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppMenu, type AppMenuItem, Submenu } from './app-menu.tsx';

const items: AppMenuItem[] = [
  { key: 'record', label: 'Scheda paziente', url: '#scheda', active: true },
  { key: 'diary', label: 'Taccuino', url: '#taccuino', active: true },
  { key: 'therapies', label: 'Terapie', url: '#terapie', active: true },
  { key: 'reports', label: 'Referti', url: '#referti', active: false },
];

const meta = {
  title: 'Layout/AppMenu',
  component: AppMenu,
  args: {
    items,
    navLabel: 'Menu principale',
    toggleLabel: 'Menu',
    currentKey: 'therapies',
    brand: <strong className="text-brand-strong text-xl">Cartella</strong>,
    account: (
      <a className="inline-flex min-h-11 items-center px-3 text-brand-strong underline" href="#account">
        Account
      </a>
    ),
    logout: (
      <button type="button" className="min-h-11 px-3 font-semibold text-brand-strong">
        Esci
      </button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The top menu of the shell (spec part 1, section 2): items from the menu data, active ones as links, inactive ones dimmed (or buttons with `onInactiveSelect`, to open the subscription dialog). Slots for Account, Support, Log out and the language select. On phones the items fold behind a disclosure button.',
          '`Submenu` shows the selected section\'s entries, with optional pictures. With `toggleLabel` ("Sezione: Terapie in corso") phones below 640 px see one button naming the current entry, which opens the list (Escape folds it), so the page\'s heading stays on the first screen.',
          "**Do** pass `renderLink` with the router's Link and mark the current section with `currentKey`.",
          "**Don't** show it on the login page; don't show the submenu on Login and Account.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AppMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Terapie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const WithInactiveAction: Story = {
  args: { onInactiveSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Referti' }));
    await expect(args.onInactiveSelect).toHaveBeenCalled();
  },
};
export const WithSubmenu: Story = {
  render: (args) => (
    <>
      <AppMenu {...args} />
      <Submenu
        navLabel="Sezioni di Terapie"
        currentKey="current"
        toggleLabel="Sezione: Terapie in corso"
        items={[
          { key: 'current', label: 'Terapie in corso', url: '#in-corso' },
          { key: 'interactions', label: 'Interazioni', url: '#interazioni' },
          { key: 'aifa', label: 'AIFA', url: 'https://www.aifa.gov.it', external: true },
        ]}
      />
    </>
  ),
};
