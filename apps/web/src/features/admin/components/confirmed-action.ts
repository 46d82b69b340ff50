import { useConfirm } from '@cartella/ui/confirm-dialog';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { failureText } from './failure-text.ts';

/** The question an admin action asks first. */
export interface ActionQuestion {
  title: string;
  description?: string;
}

/**
 * An admin action behind a confirmation (Conferma, Annulla): once confirmed it runs, then a toast
 * says it is done, or gives the server's message when it failed.
 */
export function useConfirmedAction() {
  const { t } = useLingui();
  const toast = useToast();
  const confirm = useConfirm();
  return async function act(question: ActionQuestion, run: () => Promise<unknown>, done: string) {
    const confirmed = await confirm({ ...question, confirmLabel: t`Conferma`, cancelLabel: t`Annulla` });
    if (!confirmed) return;
    try {
      await run();
      toast.show({ variant: 'success', title: done });
    } catch (error) {
      toast.show({ variant: 'error', title: failureText(error) });
    }
  };
}
