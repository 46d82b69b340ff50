import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './fixtures.ts';

/** A common phone (390 × 844 CSS pixels) with touch, as many of Cartella's older patients use. */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
} as const;

/**
 * Signs in on a phone: through the API, then the record (see signIn). The phone's login form, which
 * shows at once since no mobile app is published in this build (spec 001 section 1,
 * docs/spec-deviations.md "Phones on the login page"), is proven by sign-in.spec.ts and
 * phone-tasks.spec.ts.
 */
export async function signInOnPhone(page: Page, email: string): Promise<void> {
  await signIn(page, email);
}

/** The main menu's disclosure button; on phones the items fold behind it. */
export function menuButton(page: Page) {
  return page.getByRole('navigation', { name: /^(Menu principale|Main menu)$/ }).getByRole('button', {
    name: 'Menu',
    exact: true,
  });
}

/** Opens the folded main menu and picks English in its 'Lingua' select, then closes the menu. */
export async function switchToEnglishOnPhone(page: Page): Promise<void> {
  await menuButton(page).tap();
  await page.getByLabel('Lingua', { exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await menuButton(page).tap();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // Names the widest offenders, so a failure says where to look.
    offenders: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(widths.scrollWidth, `wider than the screen: ${widths.offenders.join(' | ')}`).toBeLessThanOrEqual(
    widths.innerWidth,
  );
}

/**
 * Visible controls smaller than 24 × 24 CSS pixels (WCAG 2.2 SC 2.5.8 Target Size, Minimum).
 * Links inside running text are exempt by the criterion's "inline" exception; visually hidden
 * native inputs whose label is the target are skipped (their label is measured instead).
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=switch]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=combobox]',
      '[role=tab]',
      '[role=link]',
      '[role=option]',
    ].join(',');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden (sr-only) native inputs: the visible label around them is the target.
      if (box.width <= 1 || box.height <= 1) {
        // Other visually hidden elements (the skip link) appear only on keyboard focus.
        if (!(element instanceof HTMLInputElement)) continue;
        const label =
          element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        if (label === null) small.push(`${element.tagName.toLowerCase()} hidden without a label`);
        continue;
      }
      const inlineLink =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        [...(element.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (inlineLink) continue;
      if (box.width < 24 || box.height < 24) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.id;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

interface PoEntry {
  msgid: string;
  msgstr: string;
}

/** The entries of a Lingui .po catalog (single-line msgid/msgstr, as `lingui extract` writes them). */
function readCatalog(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let msgid: string | undefined;
  const unquote = (line: string, prefix: string) => JSON.parse(line.slice(prefix.length)) as string;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid "')) msgid = unquote(line, 'msgid ');
    else if (line.startsWith('msgstr "') && msgid !== undefined) {
      entries.push({ msgid, msgstr: unquote(line, 'msgstr ') });
      msgid = undefined;
    }
  }
  return entries;
}

/**
 * Italian texts of the app's own catalogs whose English differs: in English none of them may be
 * left on screen. Texts with placeholders are left out (they never appear verbatim).
 */
function italianOnlyTexts(): Set<string> {
  const folder = new URL('../../apps/web/src/locales/en/', import.meta.url);
  const entries = readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => readCatalog(new URL(file, folder).pathname));
  // An Italian text that is also some English translation ('Date') proves nothing when shown.
  const english = new Set(entries.map((entry) => entry.msgstr));
  const texts = new Set<string>();
  for (const { msgid, msgstr } of entries) {
    if (msgid === '' || msgid.includes('{') || msgstr === '' || msgstr === msgid || english.has(msgid))
      continue;
    texts.add(msgid);
  }
  return texts;
}

/**
 * English texts of the catalogs that are not also Italian (the reverse of italianOnlyTexts): in
 * the Italian interface none of them may show.
 */
function englishOnlyTexts(): Set<string> {
  const folder = new URL('../../apps/web/src/locales/en/', import.meta.url);
  const entries = readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => readCatalog(new URL(file, folder).pathname));
  const italianIds = new Set(entries.map((entry) => entry.msgid));
  const texts = new Set<string>();
  for (const { msgid, msgstr } of entries) {
    if (msgstr === '' || msgstr.includes('{') || msgstr === msgid || italianIds.has(msgstr)) continue;
    texts.add(msgstr);
  }
  return texts;
}

const quoted = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const messagePatterns = [
  // msg('id', 'it', 'en'), label(...), nav(...) in the notices, code sets and menu.
  new RegExp(String.raw`\b(?:msg|label|nav)\(\s*(?:${quoted}),\s*(?:${quoted}),\s*(?:${quoted}),?\s*\)`, 'g'),
  // { id, it: '…', en: '…' } in messages.ts and the other domain files.
  new RegExp(String.raw`\bit:\s*(?:${quoted}),\s*en:\s*(?:${quoted})`, 'g'),
];

/**
 * The domain's Italian messages (packages/domain: validation, notices, code labels, menu) whose
 * English differs, read from its source so the test needs no workspace dependency.
 */
function italianDomainTexts(): Set<string> {
  const folder = new URL('../../packages/domain/src/', import.meta.url);
  const unescapeSource = (text: string) => text.replace(/\\(.)/g, '$1');
  const pairs: Array<[string, string]> = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(new URL(file, folder), 'utf8');
    for (const match of source.matchAll(messagePatterns[0] as RegExp)) {
      pairs.push([unescapeSource(match[3] ?? match[4] ?? ''), unescapeSource(match[5] ?? match[6] ?? '')]);
    }
    for (const match of source.matchAll(messagePatterns[1] as RegExp)) {
      pairs.push([unescapeSource(match[1] ?? match[2] ?? ''), unescapeSource(match[3] ?? match[4] ?? '')]);
    }
  }
  const english = new Set(pairs.map(([, en]) => en.trim()));
  const texts = new Set<string>();
  for (const [it, en] of pairs) {
    const text = it.trim();
    if (text === '' || text.includes('{') || text === en.trim() || english.has(text)) continue;
    texts.add(text);
  }
  return texts;
}

/**
 * Texts on the page (text nodes, accessible names, placeholders) that are exactly one of the
 * given Italian texts.
 */
export async function italianLeftovers(page: Page, italian: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (text !== '') found.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
  return shown.filter((text) => italian.has(text));
}

/** The screen as a phone shows it: fits the width, axe clean, every control big enough to tap. */
export async function expectPhoneFriendly(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(await smallTouchTargets(page)).toEqual([]);
}

/** The app's catalog and the domain's messages: in English none of their Italian may show. */
export const italian = new Set([...italianOnlyTexts(), ...italianDomainTexts()]);
/** And the reverse: in Italian none of the catalog's English may show. */
export const english = englishOnlyTexts();

/** A screen the phone checks walk, with what it shows in each language. */
export interface Screen {
  path: string;
  heading: { it: string; en: string };
  /** A main action or section title shown on the screen, in both languages. */
  main: { it: string; en: string };
  /** Patient data that is Italian in both languages and happens to match a catalog text. */
  data?: string[];
}
