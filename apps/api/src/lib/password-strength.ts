import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as italian from '@zxcvbn-ts/language-it';

/** Lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

/**
 * Characters of a password that are judged (issue #34, T1). zxcvbn's time grows steeply with the
 * length (a 256-character mixed password took about 2 s), and 64 characters of a password that is
 * not common are far past any guessing: the rest may be anything, but cannot rescue a weak start.
 */
export const PASSWORD_JUDGED_LENGTH = 64;

/**
 * Look-alike substitutions the l33t matcher tries (zxcvbn-ts defaults to 100). Its time grows with
 * them: a 64-character password of look-alike symbols took 3.4 s at 100 and 0.5 s at 10 on the
 * shared CI machine, while "P@ssw0rd1234!" and "C0ll3g4m3nt0!" are still found.
 */
const L33T_MAX_SUBSTITUTIONS = 10;

/** Dictionaries of two languages share names (commonWords, firstnames…): each gets a prefix. */
function prefixed(dictionary: Record<string, unknown>, prefix: string) {
  return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [`${prefix}${name}`, words]));
}

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the word lists take a moment to load. */
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...prefixed(italian.dictionary, 'it-'),
      ...prefixed(english.dictionary, 'en-'),
    },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    maxLength: PASSWORD_JUDGED_LENGTH,
  });
  return estimator;
}

/**
 * Whether a password is a common password or phrase (spec 001 section 5: "avoid common phrases"),
 * judged on its first PASSWORD_JUDGED_LENGTH characters by zxcvbn-ts with its maintained lists of common passwords, Italian and English words and
 * names, keyboard patterns, dates and sequences. The person's own name and e-mail count as known
 * words too: what is left of the password without them must be strong on its own.
 */
export async function isCommonPassword(whole: string, personal: readonly string[]): Promise<boolean> {
  const estimator = getEstimator();
  // By code points, so a character outside the BMP is never cut in half.
  const password = Array.from(whole).slice(0, PASSWORD_JUDGED_LENGTH).join('');
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  if ((await estimator.checkAsync(password, words)).score < MIN_SCORE) return true;
  let rest = password.toLowerCase();
  for (const word of words) rest = rest.split(word).join('');
  if (rest === password.toLowerCase()) return false;
  return (await estimator.checkAsync(rest, words)).score < MIN_SCORE;
}
