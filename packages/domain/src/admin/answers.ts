import * as v from 'valibot';

/** A permission (spec 001 section 3 "Permission: id, name"). */
const PermissionItemSchema = v.object({
  /** Permission id. */
  id: v.number(),
  /** Permission key, e.g. `aggiungitaccuino`. */
  name: v.string(),
});

/** A role (spec 001 section 3 "Role: id, name"). */
const RoleItemSchema = v.object({
  /** Role id. */
  id: v.number(),
  /** Role name. */
  name: v.string(),
});
export type RoleItem = v.InferOutput<typeof RoleItemSchema>;

/** A licence (spec 001 section 3 "Licence: id, descrizione, costo, enable, durata_desc"). */
const LicenceItemSchema = v.object({
  /** Licence id. */
  id: v.number(),
  /** Description (also the display name). */
  descrizione: v.string(),
  /** Cost in euros per period. */
  costo: v.number(),
  /** Whether it can be subscribed. */
  enable: v.boolean(),
  /** Duration description. */
  durata_desc: v.string(),
});
export type LicenceItem = v.InferOutput<typeof LicenceItemSchema>;

/** GET /api/security/permissionList; also the answer of ruoloPermessi and addRuoloPermesso. */
export const PermissionListAnswerSchema = v.object({
  /** Permissions by name. */
  data: v.array(PermissionItemSchema),
});

/** POST /api/security/addPermesso: the new permission. */
export const PermissionAnswerSchema = v.object({
  /** The permission. */
  data: PermissionItemSchema,
});

/** GET /api/security/ruoloList; also the answer of ruoloLicenza and addRuoloLicenza. */
export const RoleListAnswerSchema = v.object({
  /** Roles by name. */
  data: v.array(RoleItemSchema),
});

/** POST /api/security/addRuolo: the new role. */
export const RoleAnswerSchema = v.object({
  /** The role. */
  data: RoleItemSchema,
});

/** GET /api/security/licenzeList. */
export const LicenceListAnswerSchema = v.object({
  /** Licences by description. */
  data: v.array(LicenceItemSchema),
});

/** POST /api/security/updateLicenza: the licence as saved. */
export const LicenceAnswerSchema = v.object({
  /** The licence. */
  data: LicenceItemSchema,
});

/** An account as the admin's users page shows it: account facts only, never clinical data. */
const AdminUserItemSchema = v.object({
  /** Account id. */
  id_utente: v.number(),
  /** Sign-in e-mail. */
  email: v.string(),
  /** Account name. */
  utente_nome: v.string(),
  /** When the account was created, ISO timestamp. */
  created_at: v.string(),
  /** Whether the account may sign in. */
  enabled: v.boolean(),
  /** Whether the account holds the admin permission through a role it holds directly. */
  admin: v.boolean(),
  /** The licence that counts today, or null. */
  licenza: v.nullable(
    v.object({
      /** Licence id. */
      id_tipo_licenza: v.number(),
      /** Licence description. */
      descrizione: v.string(),
      /** Last day it grants, YYYY-MM-DD, or null for no end. */
      data_scadenza: v.nullable(v.string()),
    }),
  ),
});
export type AdminUserItem = v.InferOutput<typeof AdminUserItemSchema>;

/** POST /api/admin/utenti: one page of accounts. */
export const AdminUserListAnswerSchema = v.object({
  data: v.object({
    /** Accounts of the page, by e-mail. */
    items: v.array(AdminUserItemSchema),
    /** Accounts matching the search. */
    total: v.number(),
    /** This page, from 1. */
    page: v.number(),
    /** Accounts per page. */
    pageSize: v.number(),
  }),
});

/** Any admin action on one account: the account after it. */
export const AdminUserAnswerSchema = v.object({
  /** The account. */
  data: AdminUserItemSchema,
});

/** A row of the admin audit (who, when, what, before and after). */
const AuditItemSchema = v.object({
  /** Audit row id. */
  id: v.number(),
  /** When, ISO timestamp. */
  created_at: v.string(),
  /** The admin's account id. */
  id_utente: v.number(),
  /** The admin's e-mail. */
  email: v.string(),
  /** What was done, e.g. `addRuoloPermesso`. */
  azione: v.string(),
  /** What it was done to, e.g. `ruolo 3`. */
  oggetto: v.string(),
  /** The state before, as JSON text, or null for a creation. */
  prima: v.nullable(v.string()),
  /** The state after, as JSON text, or null. */
  dopo: v.nullable(v.string()),
});

/** POST /api/admin/audit: one page of admin changes, newest first. */
export const AuditListAnswerSchema = v.object({
  data: v.object({
    /** Rows of the page. */
    items: v.array(AuditItemSchema),
    /** All rows. */
    total: v.number(),
    /** This page, from 1. */
    page: v.number(),
    /** Rows per page. */
    pageSize: v.number(),
  }),
});

/** POST /api/admin/utenti/{id}/resetPassword and /sblocca: done. */
export const AdminDoneAnswerSchema = v.object({
  data: v.object({
    /** Always true. */
    done: v.literal(true),
  }),
});
