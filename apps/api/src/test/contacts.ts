/** A new emergency contact as the contact form sends it (spec 000 section 3 "Contact"). */
export const newEmergencyContact = {
  id_contatto: 0,
  id_contatto_tipologia: 10,
  contatto_nominativo: 'Anna Verdi',
  contatto_telefono: '333 1234567',
  id_livello_confidenzialita: 6,
};
