import { actionLabels, failureMessages, NewDoctorSchema, successMessages } from '@cartella/domain';
import { FormModal } from '@cartella/ui/form-modal';
import { PhoneField } from '@cartella/ui/phone-field';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  addOwnDoctor,
  type NewDoctorBody,
  type NewDoctorRequest,
  specialtyTagsQueryOptions,
  useReloadDoctors,
} from '../api/doctors.ts';

/**
 * A doctor who is not in the directory (issue 18: patients bring their own family doctor): name,
 * specialization, e-mail, phone and address. Only this patient sees them; they are added at once.
 * Its own module, so the phone field's numbering plan loads only when the form opens.
 */
export function NewDoctorModal({ patientId, onClose }: { patientId: number; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const tags = useQuery(specialtyTagsQueryOptions());
  const reload = useReloadDoctors(patientId);
  const [fullname, setFullname] = useState('');
  const [tagId, setTagId] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [locality, setLocality] = useState('');
  const { errors, submit } = useFormSave({
    schema: NewDoctorSchema,
    // useFormSave sends only a draft that passed NewDoctorSchema: by then id_tag is a number.
    save: (body: NewDoctorBody) => addOwnDoctor(body as NewDoctorRequest),
    feedback: {
      saved: successMessages.doctorAdded,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
    onSaved: async () => {
      await reload();
    },
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Aggiungi un dottore non in elenco`}
      description={t`Ad esempio il tuo medico di famiglia. Lo vedi solo tu. Se indichi la sua e-mail, gli chiediamo di accettare i tuoi messaggi: potrai scrivergli quando avrà accettato.`}
      confirmLabel={domainText(actionLabels.save)}
      cancelLabel={domainText(actionLabels.cancel)}
      onSubmit={() =>
        submit({
          id_paziente: patientId,
          fullname: fullname.trim(),
          id_tag: tagId === '' ? null : Number(tagId),
          email: email.trim(),
          contatto_telefono: phone.trim(),
          contatto_indirizzo: address.trim(),
          cpp_localita_iscrizione: locality.trim(),
        })
      }
    >
      <TextField
        label={t`Nome e cognome`}
        description={t`Con il titolo, ad esempio Dott.ssa Anna Russo`}
        value={fullname}
        onChange={(event) => setFullname(event.target.value)}
        autoComplete="off"
        error={errors.fullname}
      />
      <Select
        label={t`Specializzazione`}
        options={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag }))}
        value={tagId}
        onValueChange={setTagId}
        placeholder={t`Seleziona…`}
        disabled={!tags.isSuccess}
        error={errors.id_tag}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="off"
        error={errors.email}
      />
      <PhoneField
        label={t`Telefono (facoltativo)`}
        defaultValue=""
        onValueChange={(parsed, text) => setPhone(parsed.international ?? text)}
        error={errors.contatto_telefono}
      />
      <TextField
        label={t`Indirizzo dello studio (facoltativo)`}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={errors.contatto_indirizzo}
      />
      <TextField
        label={t`Località (facoltativo)`}
        value={locality}
        onChange={(event) => setLocality(event.target.value)}
        error={errors.cpp_localita_iscrizione}
      />
    </FormModal>
  );
}
