/** A permission (funzionalità). */
export interface Permission {
  /** Permission id. */
  id: number;
  /** Permission key, e.g. 'aggiungitaccuino'. */
  name: string;
}

/** A role. */
export interface Role {
  /** Role id. */
  id: number;
  /** Role name. */
  name: string;
}

/** A licence. */
export interface Licence {
  /** Licence id. */
  id: number;
  /** Description. */
  descrizione: string;
  /** Cost. */
  costo: number;
  /** Whether it can be subscribed. */
  enable: boolean;
  /** Duration description. */
  durata_desc: string;
}
