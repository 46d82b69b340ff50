import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { type ToastOptions, ToastProvider, useToast } from './toast.tsx';

function Demo(props: ToastOptions) {
  const toast = useToast();
  return <Button onClick={() => toast.show(props)}>Mostra notifica</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { variant: 'success', title: 'Salvataggio avvenuto con successo', duration: 60_000 },
  decorators: [
    (Story) => (
      <ToastProvider closeLabel="Chiudi" viewportLabel="Notifiche">
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Short-lived success and error messages (Radix Toast). Wrap the app once in `ToastProvider` and call `useToast().show({ variant, title })`.',
          'Success is announced politely; errors are announced at once and stay twice as long.',
          "**Do** pass the spec's texts from the app.",
          "**Don't** put the only copy of important information or an action in a toast: it goes away.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra notifica' }));
    await expect(
      await screen.findByText('Salvataggio avvenuto con successo', { selector: 'div' }),
    ).toBeVisible();
  },
};
export const ErrorToast: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Si è verificato un errore', description: 'Riprova tra qualche minuto.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra notifica' }));
    await expect(await screen.findByText('Riprova tra qualche minuto.', { selector: 'div' })).toBeVisible();
  },
};
