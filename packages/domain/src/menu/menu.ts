import type { PermissionKey } from '../permission/permissions.ts';
import type { Message } from '../shared/messages.ts';

/**
 * The menu model (spec 000, section 2 "Shell"; spec 001, sections 2 and 3 "Admin entities").
 * Labels are translation keys under `nav.`; an item is a link only if active.
 */

/** A submenu entry. */
interface SubmenuEntry {
  /** Translation key under nav., e.g. 'nav.schedaPaziente'. */
  label: NavKey;
  /** Route inside the app (under the /webui/ base) or an absolute external URL. */
  url: string;
  /** Path segment of the entry within its area. */
  path: string;
  /** Optional image shown beside the label. */
  image: string | null;
  /** Opens outside the app (e.g. the spec's 'cup Solidale' entry). */
  external?: boolean;
}

/** A top-level menu item. */
export interface MenuItem {
  /** Translation key under nav., e.g. 'nav.registro'. */
  label: NavKey;
  /** Route of the area's landing page. */
  url: string;
  /** Optional image. */
  image: string | null;
  /** Whether the item is a link; an inactive item points to a placeholder. */
  active: boolean;
  /** Submenu entries. */
  submenu: SubmenuEntry[];
  /** Record status as the admin keeps it ('add', 'update' or 'delete' when saving). */
  status?: 'add' | 'update' | 'delete';
  /** Permission needed to see the item (only the admin area has one). Cartella addition. */
  permission?: PermissionKey;
}

function nav(key: string, it: string, en: string): Message {
  return { id: `nav.${key}`, it, en };
}

/** Italian and English label of every nav key. */
export const navLabels = {
  'nav.registro': nav('registro', 'Registro', 'Record'),
  'nav.schedaPaziente': nav('schedaPaziente', 'Scheda paziente', 'Patient record'),
  'nav.taccuino': nav('taccuino', 'Taccuino', 'Diary'),
  'nav.farmaci': nav('farmaci', 'Farmaci', 'Medications'),
  'nav.esami': nav('esami', 'Esami', 'Exams'),
  'nav.file': nav('file', 'File', 'Files'),
  'nav.dottori': nav('dottori', 'Dottori', 'Doctors'),
  'nav.diagnosi': nav('diagnosi', 'Diagnosi', 'Diagnoses'),
  'nav.visite': nav('visite', 'Visite', 'Visits'),
  'nav.anamnesi': nav('anamnesi', 'Anamnesi', 'Medical history'),
  'nav.vaccini': nav('vaccini', 'Vaccini', 'Vaccinations'),
  'nav.paypal': nav('paypal', 'Sottoscrizioni', 'Subscriptions'),
  'nav.accessi': nav('accessi', 'Registro accessi', 'Access log'),
  'nav.centriConvezionati': nav('centriConvezionati', 'Centri convenzionati', 'Affiliated centres'),
  'nav.report': nav('report', 'Report', 'Reports'),
  'nav.altro': nav('altro', 'Altro', 'Links'),
  'nav.calcolatriceMedica': nav('calcolatriceMedica', 'Calcolatrice medica', 'Medical calculator'),
  'nav.dosi': nav('dosi', 'Dosi', 'Doses'),
  'nav.clearance': nav('clearance', 'Clearance', 'Clearance'),
  'nav.calcoloScores': nav('calcoloScores', 'Calcolo score', 'Risk scores'),
  'nav.hasBledScore': nav('hasBledScore', 'HAS-BLED', 'HAS-BLED'),
  'nav.meldScore': nav('meldScore', 'MELD', 'MELD'),
  'nav.chaDsVasScore': nav('chaDsVasScore', 'CHA₂DS₂-VASc', 'CHA₂DS₂-VASc'),
  'nav.framinghamScore': nav('framinghamScore', 'Framingham', 'Framingham'),
  'nav.cardiovascolareScore': nav('cardiovascolareScore', 'Rischio cardiovascolare', 'Cardiovascular risk'),
  'nav.account': nav('account', 'Account', 'Account'),
  'nav.cookiePolicy': nav('cookiePolicy', 'Cookie policy', 'Cookie policy'),
  'nav.consensi': nav('consensi', 'Consensi', 'Consents'),
  'nav.admin': nav('admin', 'Amministrazione', 'Administration'),
  'nav.funzionalita': nav('funzionalita', 'Funzionalità', 'Permissions'),
  'nav.ruoli': nav('ruoli', 'Ruoli', 'Roles'),
  'nav.licenze': nav('licenze', 'Licenze', 'Licences'),
  'nav.utenti': nav('utenti', 'Utenti', 'Users'),
  'nav.audit': nav('audit', 'Registro modifiche', 'Change log'),
} as const satisfies Record<`nav.${string}`, Message>;
export type NavKey = keyof typeof navLabels;

function entry(label: NavKey, url: string): SubmenuEntry {
  return { label, url, path: url.split('/').at(-1) ?? url, image: null };
}

/**
 * The default menu, covering every area of both documents (the API seeds from it). Routes follow
 * the route tables of spec 000 and 001, section 2; `/admin/utenti` is linked but not shown there.
 */
export const defaultMenu: readonly MenuItem[] = [
  {
    label: 'nav.registro',
    url: '/Registro/SchedaPaziente',
    image: null,
    active: true,
    submenu: [
      entry('nav.schedaPaziente', '/Registro/SchedaPaziente'),
      entry('nav.taccuino', '/Registro/Taccuino'),
      entry('nav.farmaci', '/Registro/Farmaci'),
      entry('nav.esami', '/Registro/Esami'),
      entry('nav.file', '/Registro/File'),
      entry('nav.dottori', '/Registro/Dottori'),
      entry('nav.diagnosi', '/Registro/Diagnosi'),
      entry('nav.visite', '/Registro/Visite'),
      entry('nav.anamnesi', '/Registro/Anamnesi'),
      entry('nav.vaccini', '/Registro/Vaccini'),
      entry('nav.paypal', '/Registro/Paypal'),
      entry('nav.accessi', '/Registro/Accessi'),
    ],
  },
  {
    label: 'nav.centriConvezionati',
    url: '/centriConvezionati/CentriConvezionati',
    image: null,
    active: true,
    submenu: [],
  },
  { label: 'nav.report', url: '/report', image: null, active: true, submenu: [] },
  { label: 'nav.altro', url: '/altro', image: null, active: true, submenu: [] },
  {
    label: 'nav.calcolatriceMedica',
    url: '/calcolatricemedica/Dosi',
    image: null,
    active: true,
    submenu: [
      entry('nav.dosi', '/calcolatricemedica/Dosi'),
      entry('nav.clearance', '/calcolatricemedica/Clearance'),
      entry('nav.calcoloScores', '/calcolatricemedica/calcoloScores'),
      entry('nav.hasBledScore', '/calcolatricemedica/calcoloScores/hasBledScore'),
      entry('nav.meldScore', '/calcolatricemedica/calcoloScores/meldScore'),
      entry('nav.chaDsVasScore', '/calcolatricemedica/calcoloScores/chaDsVasScore'),
      entry('nav.framinghamScore', '/calcolatricemedica/calcoloScores/framinghamScore'),
      entry('nav.cardiovascolareScore', '/calcolatricemedica/calcoloScores/cardiovascolareScore'),
    ],
  },
  {
    label: 'nav.account',
    url: '/account',
    image: null,
    active: true,
    submenu: [entry('nav.cookiePolicy', '/account/CookiePolicy'), entry('nav.consensi', '/account/Consensi')],
  },
  {
    label: 'nav.admin',
    url: '/admin/admin',
    image: null,
    active: true,
    permission: 'admin',
    submenu: [
      entry('nav.funzionalita', '/admin/funzionalita'),
      entry('nav.ruoli', '/admin/ruoli'),
      entry('nav.licenze', '/admin/licenze'),
      entry('nav.utenti', '/admin/utenti'),
      entry('nav.audit', '/admin/audit'),
    ],
  },
];

/** The menu a user sees: items gated by a permission appear only when it is granted. */
export function menuForPermissions(
  menu: readonly MenuItem[],
  granted: ReadonlySet<PermissionKey>,
): MenuItem[] {
  return menu.filter((item) => item.permission === undefined || granted.has(item.permission));
}
