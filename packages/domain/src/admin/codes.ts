import type { PermissionKey } from '../permission/permissions.ts';

/** What each key gates, in English, for the admin screens and the API reference. */
export const permissionGates = {
  aggiungitaccuino: 'Add a diary entry',
  modificataccuino: 'Edit a diary entry',
  aggiungiesame: 'Add an exam',
  modificaesame: 'Edit an exam',
  spostaEsame: 'Move an exam to another status',
  aggiungifarmaci: 'Add a therapy or forbidden drug',
  modificafarmaci: 'Edit a therapy',
  spostaFarmaci: 'Move a therapy to another list',
  aggiungifile: 'Add a file',
  modificafile: 'Edit a file',
  aggiungidiagnosi: 'Add a diagnosis',
  modificadiagnosi: 'Edit a diagnosis',
  spostaDiagnosi: 'Move a diagnosis to another group',
  aggiungivisite: 'Add a visit',
  modificavisite: 'Edit a visit',
  aggiungivaccini: 'Add a vaccination',
  modificavaccini: 'Edit a vaccination',
  calcolatrice: 'Use the medical calculators and save scores',
  admin: 'Administer permissions, roles, licences and users',
} as const satisfies Record<PermissionKey, string>;
