import { bodyRegions, type DiaryPainMark, markedPainLevels } from '@cartella/domain';
import type { DescribedMark } from '@cartella/ui/body-painter';

/** The painter's marks as the entry stores them: its level keys are the domain's, in camelCase. */
export function painMarks(
  vista: 'anteriore' | 'posteriore',
  marks: readonly DescribedMark[],
): DiaryPainMark[] {
  return marks.flatMap((mark) => {
    const livello = markedPainLevels.find((key) => key.replace('_s', 'S') === mark.levelKey);
    const zona = bodyRegions.find((region) => region === mark.regionKey);
    return livello && zona ? [{ vista, zona, livello }] : [];
  });
}
