import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as italian from '@zxcvbn-ts/language-it';

/** Lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

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
  });
  return estimator;
}

/**
 * Whether a password is a common password or phrase (spec 001 section 5: "avoid common phrases"),
 * judged by zxcvbn-ts with its maintained lists of common passwords, Italian and English words and
 * names, keyboard patterns, dates and sequences. The person's own name and e-mail count as known
 * words too: what is left of the password without them must be strong on its own.
 */
export async function isCommonPassword(password: string, personal: readonly string[]): Promise<boolean> {
  const estimator = getEstimator();
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  if ((await estimator.checkAsync(password, words)).score < MIN_SCORE) return true;
  let rest = password.toLowerCase();
  for (const word of words) rest = rest.split(word).join('');
  if (rest === password.toLowerCase()) return false;
  return (await estimator.checkAsync(rest, words)).score < MIN_SCORE;
}
