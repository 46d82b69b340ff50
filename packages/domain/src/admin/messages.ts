import type { Message } from '../shared/messages.ts';

/** The admin calls' own refusals (409 `conflict`, issue 25), instead of the generic conflict text. */
export const adminMessages = {
  /** addPermesso with a name that exists. */
  permissionExists: {
    id: 'error.admin_permission_exists',
    it: 'Esiste già una funzionalità con questo nome.',
    en: 'A permission with this name already exists.',
  },
  /** addRuolo with a name that exists. */
  roleExists: {
    id: 'error.admin_role_exists',
    it: 'Esiste già un ruolo con questo nome.',
    en: 'A role with this name already exists.',
  },
  /** updateLicenza with another licence's description. */
  licenceExists: {
    id: 'error.admin_licence_exists',
    it: 'Esiste già una licenza con questa descrizione.',
    en: 'A licence with this description already exists.',
  },
  /** addRuoloPermesso taking `admin` from a role the admin holds. */
  ownAdminRole: {
    id: 'error.admin_own_role',
    it: 'Non puoi togliere il permesso admin a un ruolo che hai: perderesti l’accesso all’amministrazione.',
    en: 'You cannot take the admin permission from a role you hold: you would lose access to administration.',
  },
  /** Disabling one's own account. */
  ownAccount: {
    id: 'error.admin_own_account',
    it: 'Non puoi disabilitare il tuo account.',
    en: 'You cannot disable your own account.',
  },
  /** Issue #23/#25: the admin's own second factor is turned off from the security page instead. */
  ownSecondFactor: {
    id: 'error.admin_own_second_factor',
    it: "Il tuo accesso in due passaggi si gestisce in Sicurezza dell'account.",
    en: 'Your own two-step sign-in is managed in Account security.',
  },
  /** A reference-list entry whose name (or id) another entry has. */
  referenceExists: {
    id: 'error.admin_reference_exists',
    it: 'Esiste già una voce con questo nome.',
    en: 'An entry with this name already exists.',
  },
} as const satisfies Record<string, Message>;
