import { actionLabels, failureMessages, successMessages, TEXT_LIMITS } from '@cartella/domain';
import { FormModal } from '@cartella/ui/form-modal';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type * as v from 'valibot';
import { domainText } from './i18n.ts';
import { useFormSave } from './use-form-save.ts';

export interface MailFormModalProps<TBody extends { topic: string; text: string }> {
  title: string;
  /** Who receives it, as shown (read-only): the server decides the address. */
  to: string;
  /** The patient's account address, where the answer goes (Reply-To). */
  from: string;
  /** Under From: who answers there. */
  fromNote: ReactNode;
  /** The body's schema, checked here and again by the server. */
  schema: v.GenericSchema<unknown, TBody>;
  /** The body sent, from the subject and the text. */
  bodyOf: (topic: string, text: string) => TBody;
  send: (body: TBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The e-mail modal of the doctors page (spec 000 section 2) and of the affiliated centres page
 * (spec 001 section 2): To and From read-only, subject and text, Annulla and Inviare; the server
 * sends from its own address with the patient's in Reply-To.
 */
export function MailFormModal<TBody extends { topic: string; text: string }>({
  title,
  to,
  from,
  fromNote,
  schema,
  bodyOf,
  send,
  onClose,
}: MailFormModalProps<TBody>) {
  const { t } = useLingui();
  const toast = useToast();
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const { errors, submit } = useFormSave({
    schema,
    save: send,
    feedback: {
      saved: successMessages.mailSent,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      confirmLabel={domainText(actionLabels.send)}
      cancelLabel={domainText(actionLabels.cancel)}
      size="lg"
      onSubmit={() => submit(bodyOf(topic.trim(), text))}
    >
      <TextField label={t`A`} value={to} readOnly />
      <TextField label={t`Da`} value={from} readOnly description={fromNote} />
      <TextField
        label={t`Oggetto`}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        maxLength={TEXT_LIMITS.short}
        error={errors.topic}
      />
      <TextArea
        label={t`Testo`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={TEXT_LIMITS.clinical}
        rows={8}
        error={errors.text}
      />
    </FormModal>
  );
}
