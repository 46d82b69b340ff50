import { defaultLocale, type Locale, type Message, translate } from '@cartella/domain';
import { i18n } from '@lingui/core';
import { setApiLocale } from './api-client.ts';

export const LANGUAGE_KEY = 'lang';

/** The stored language choice, Italian unless the patient picked English. */
export function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' || stored === 'it' ? stored : defaultLocale;
}

const catalogs: Record<Locale, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  it: () => import('../locales/it/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Loads a catalog (one chunk per locale) and switches the whole app to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  localStorage.setItem(LANGUAGE_KEY, locale);
  document.documentElement.lang = locale;
  setApiLocale(locale);
}

/** The current locale as the domain types it. */
export function currentLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'it';
}

/** Text of a domain message (packages/domain) in the current language. */
export function domainText(message: Message, values?: Record<string, string | number>): string {
  return translate(message, currentLocale(), values);
}

export { i18n };
