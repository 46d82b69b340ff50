import { defaultLocale, LANGUAGE_STORAGE_KEY, type Locale, type Message, translate } from '@cartella/domain';
import { i18n, type Messages } from '@lingui/core';
import { setApiLocale } from './api-client.ts';
import { latestOnly } from './latest-only.ts';

/** localStorage key of the language choice (the cookie policy lists it). */
export const LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

/** The stored language choice, Italian unless the patient picked English. */
export function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' || stored === 'it' ? stored : defaultLocale;
}

type CatalogLoader = () => Promise<{ messages: Messages }>;

// One chunk per catalog and language: the public pages' texts load with the login page, the
// rest only once the patient is signed in (lingui.config.ts).
const publicCatalogs: Record<Locale, CatalogLoader> = {
  it: () => import('../locales/it/public.po'),
  en: () => import('../locales/en/public.po'),
};
const appCatalogs: Record<Locale, CatalogLoader> = {
  it: () => import('../locales/it/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

let appCatalogWanted = false;

// Catalogs of pages that neither the login page nor the signed-in pages carry, each loaded by its
// own pages only: registration, password reset and account security (issue #23); the doctor's
// share page (issue #22); the admin area (issue #25).
const pageCatalogs = {
  identity: {
    it: () => import('../locales/it/identity.po'),
    en: () => import('../locales/en/identity.po'),
  },
  share: {
    it: () => import('../locales/it/share.po'),
    en: () => import('../locales/en/share.po'),
  },
  admin: {
    it: () => import('../locales/it/admin.po'),
    en: () => import('../locales/en/admin.po'),
  },
  // The exams page (issue #19).
  exams: {
    it: () => import('../locales/it/exams.po'),
    en: () => import('../locales/en/exams.po'),
  },
  // The affiliated centres page (issue #19).
  centres: {
    it: () => import('../locales/it/centres.po'),
    en: () => import('../locales/en/centres.po'),
  },
  // The privacy notice and the cookie page (issue #24).
  privacy: {
    it: () => import('../locales/it/privacy.po'),
    en: () => import('../locales/en/privacy.po'),
  },
  // The pages with the most texts, off the record page's budget (issue #38).
  therapies: {
    it: () => import('../locales/it/therapies.po'),
    en: () => import('../locales/en/therapies.po'),
  },
  calculators: {
    it: () => import('../locales/it/calculators.po'),
    en: () => import('../locales/en/calculators.po'),
  },
  anamnesis: {
    it: () => import('../locales/it/anamnesis.po'),
    en: () => import('../locales/en/anamnesis.po'),
  },
  files: {
    it: () => import('../locales/it/files.po'),
    en: () => import('../locales/en/files.po'),
  },
  vaccinations: {
    it: () => import('../locales/it/vaccinations.po'),
    en: () => import('../locales/en/vaccinations.po'),
  },
  account: {
    it: () => import('../locales/it/account.po'),
    en: () => import('../locales/en/account.po'),
  },
} as const satisfies Record<string, Record<Locale, CatalogLoader>>;
type PageCatalog = keyof typeof pageCatalogs;
const pageCatalogsWanted = new Set<PageCatalog>();

async function loadCatalogs(locale: Locale): Promise<Messages> {
  const loaders: CatalogLoader[] = appCatalogWanted
    ? [publicCatalogs[locale], appCatalogs[locale]]
    : [publicCatalogs[locale]];
  for (const name of pageCatalogsWanted) loaders.push(pageCatalogs[name][locale]);
  const parts = await Promise.all(loaders.map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages));
}

/** Loads the catalogs wanted so far and applies them, only the latest call's (latest-only.ts). */
const activateLatest = latestOnly(
  (locale: Locale, _remember?: boolean) => loadCatalogs(locale),
  (messages, locale, remember = true) => {
    i18n.loadAndActivate({ locale, messages });
    if (remember) localStorage.setItem(LANGUAGE_KEY, locale);
    document.documentElement.lang = locale;
    setApiLocale(locale);
  },
);

/** The activation under way, or the last one: what a page whose catalog is already asked for waits on. */
let activation: Promise<void> = Promise.resolve();

/**
 * Loads the catalogs the app needs now and switches the whole app to the locale. Only the
 * patient's own choice (`remember`) stores it: after the cookie page's revoke nothing writes the
 * language back until the patient picks one again.
 * Calls can come back out of order (the signed-in shell and a page with a catalog of its own ask at
 * once): only the latest call's texts are applied, since it asks for every catalog wanted so far;
 * an older answer arriving last left the account security page showing message ids (CI run of
 * 2026-11-29).
 */
export function activateLocale(locale: Locale, remember = true): Promise<void> {
  activation = activateLatest(locale, remember);
  return activation;
}

/** Called before the signed-in pages render: adds their texts in the current language. */
export async function loadAppCatalog(): Promise<void> {
  // Asked for already: the page waits until the activation that brings it is applied.
  if (appCatalogWanted) return activation;
  appCatalogWanted = true;
  await activateLocale(currentLocale(), false);
}

/** Called before a page with a catalog of its own renders (lingui.config.ts): adds its texts. */
async function loadPageCatalog(name: PageCatalog): Promise<void> {
  if (pageCatalogsWanted.has(name)) return activation;
  pageCatalogsWanted.add(name);
  await activateLocale(currentLocale(), false);
}

/** Registration, password reset and account security. */
export const loadIdentityCatalog = () => loadPageCatalog('identity');

/** The doctor's page of a share link. */
export const loadShareCatalog = () => loadPageCatalog('share');

/** The admin area's pages. */
export const loadAdminCatalog = () => loadPageCatalog('admin');

/** The exams page (issue #19). */
export const loadExamsCatalog = () => loadPageCatalog('exams');

/** The affiliated centres page (issue #19). */
export const loadCentresCatalog = () => loadPageCatalog('centres');

/** The privacy notice and the cookie page. */
export const loadPrivacyCatalog = () => loadPageCatalog('privacy');

/** The therapies, a drug's details and the data sources page. */
export const loadTherapiesCatalog = () => loadPageCatalog('therapies');

/** Every calculator page. */
export const loadCalculatorsCatalog = () => loadPageCatalog('calculators');

/** The anamnesis page. */
export const loadAnamnesisCatalog = () => loadPageCatalog('anamnesis');

/** The files page, with the monitor (devices). */
export const loadFilesCatalog = () => loadPageCatalog('files');

/** The vaccinations page. */
export const loadVaccinationsCatalog = () => loadPageCatalog('vaccinations');

/** The account, consents and subscriptions pages. */
export const loadAccountCatalog = () => loadPageCatalog('account');

/** The current locale as the domain types it. */
export function currentLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'it';
}

/** Text of a domain message (packages/domain) in the current language. */
export function domainText(message: Message, values?: Record<string, string | number>): string {
  return translate(message, currentLocale(), values);
}

export { i18n };
