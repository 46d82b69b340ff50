import type { Message } from '../shared/messages.ts';

/**
 * Texts the server answers on registration, verification and password reset (issue #23; the spec
 * words none of them). Each answer is the same whether an address is registered or not.
 */
export const identityMessages = {
  /** POST /api/user/register: always, whether the address has an account or not. */
  registrationSent: {
    id: 'identity.registration_sent',
    it: "Ti abbiamo inviato un'e-mail: apri il link che contiene entro 24 ore per attivare l'account. Se non la trovi, controlla la posta indesiderata.",
    en: 'We sent you an e-mail: open its link within 24 hours to activate the account. If you cannot find it, check the spam folder.',
  },
  /** POST /api/user/verify: the account exists now. */
  accountActivated: {
    id: 'identity.account_activated',
    it: 'Indirizzo e-mail verificato: il tuo account è attivo. Ora puoi accedere.',
    en: 'E-mail address verified: your account is active. You can sign in now.',
  },
  /** POST /api/user/password/forgot: always, whether the address has an account or not. */
  resetSent: {
    id: 'identity.reset_sent',
    it: "Se l'indirizzo appartiene a un account, riceverai un'e-mail con un link per scegliere una nuova password. Il link vale 30 minuti.",
    en: 'If the address belongs to an account, you will receive an e-mail with a link to choose a new password. The link is valid for 30 minutes.',
  },
  /** POST /api/user/password/reset: done; every session of the account has ended. */
  passwordReset: {
    id: 'identity.password_reset',
    it: 'Password aggiornata. Tutte le sessioni aperte sono state chiuse: accedi con la nuova password.',
    en: 'Password updated. Every open session has been ended: sign in with the new password.',
  },
  /** POST /api/user/password/change: done; the other sessions have ended. */
  passwordChanged: {
    id: 'identity.password_changed',
    it: 'Password cambiata. Le altre sessioni aperte sono state chiuse.',
    en: 'Password changed. The other open sessions have been ended.',
  },
  /** POST /api/user/email/change: a link went to the new address, a notice to the old one. */
  emailChangeSent: {
    id: 'identity.email_change_sent',
    it: "Ti abbiamo inviato un link al nuovo indirizzo: aprilo entro 24 ore per confermarlo. Fino ad allora accedi con l'indirizzo attuale.",
    en: 'We sent a link to the new address: open it within 24 hours to confirm it. Until then, sign in with the current address.',
  },
  /** POST /api/user/email/verify: the new address is the sign-in address now. */
  emailChanged: {
    id: 'identity.email_changed',
    it: 'Indirizzo e-mail aggiornato: da ora accedi con il nuovo indirizzo.',
    en: 'E-mail address updated: from now on, sign in with the new address.',
  },
  /** DELETE /api/user/sessions/{id} and POST /api/user/sessions/end-others. */
  sessionsEnded: {
    id: 'identity.sessions_ended',
    it: 'Sessioni chiuse.',
    en: 'Sessions ended.',
  },
  /** DELETE /api/user/oauth/links/{id}: the provider identity no longer signs this account in. */
  providerUnlinked: {
    id: 'identity.provider_unlinked',
    it: 'Collegamento rimosso.',
    en: 'Link removed.',
  },
  /** 429 `rate_limited` on the mail-sending requests. */
  tooManyMailRequests: {
    id: 'identity.too_many_mail_requests',
    it: 'Troppe richieste per questo indirizzo. Riprova tra {wait}.',
    en: 'Too many requests for this address. Try again in {wait}.',
  },
} as const satisfies Record<string, Message>;
