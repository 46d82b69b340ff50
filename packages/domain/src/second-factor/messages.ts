import type { Message } from '../shared/messages.ts';

/** Texts the server answers on the second factor's calls (issue #23; the spec has none). */
export const secondFactorMessages = {
  /** POST /api/user/totp/disable. */
  totpDisabled: {
    id: 'second_factor.totp_disabled',
    it: "Codici dell'app disattivati: i codici di recupero non valgono più.",
    en: 'App codes turned off: the recovery codes are no longer valid.',
  },
  /** DELETE /api/user/passkeys/{id}. */
  passkeyRemoved: {
    id: 'second_factor.passkey_removed',
    it: 'Passkey rimossa.',
    en: 'Passkey removed.',
  },
} as const satisfies Record<string, Message>;
