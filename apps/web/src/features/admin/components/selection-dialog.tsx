import { Checkbox } from '@cartella/ui/checkbox';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import { failureText } from './failure-text.ts';

interface Option {
  id: number;
  name: string;
}

/**
 * A dialog of checkboxes: the permissions of a role, or the roles of a licence (spec 001 section 2
 * "Admin screens"). Saving sends the whole selection; it closes on Annulla or after a save, and a
 * failure is shown while the selection stays as ticked.
 */
function SelectionDialog({
  title,
  legend,
  options,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  legend: string;
  options: readonly Option[];
  initial: readonly number[];
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  const [error, setError] = useState<string | null>(null);

  function toggle(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function submit(): Promise<boolean> {
    setError(null);
    try {
      await onSave(options.filter((option) => selected.has(option.id)).map((option) => option.id));
    } catch (failure) {
      setError(failureText(failure));
      return false;
    }
    toast.show({ variant: 'success', title: t`Modifiche salvate` });
    return true;
  }

  return (
    <SaveFormModal title={title} onClose={onClose} onSubmit={submit} error={error}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{legend}</legend>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={selected.has(option.id)}
            onCheckedChange={(checked) => toggle(option.id, checked)}
          />
        ))}
      </fieldset>
    </SaveFormModal>
  );
}

/** A list as a query gives it: its rows once loaded, or why it failed. */
interface LoadedList<Item> {
  data: readonly Item[] | undefined;
  isError: boolean;
  error: Error | null;
}

/**
 * The selection dialog over two loaded lists: every option, and the ones linked now (the roles of
 * a licence, the permissions of a role). Nothing shows while they load; a failure shows as an alert.
 */
export function LinkedSelectionDialog({
  all,
  linked,
  ...dialog
}: {
  title: string;
  legend: string;
  all: LoadedList<Option>;
  linked: LoadedList<{ id: number }>;
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}) {
  if (all.isError || linked.isError) {
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {(all.error ?? linked.error)?.message}
      </p>
    );
  }
  if (all.data === undefined || linked.data === undefined) return null;
  return <SelectionDialog {...dialog} options={all.data} initial={linked.data.map((row) => row.id)} />;
}
