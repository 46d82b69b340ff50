import { bodyRegions, markedPainLevels } from '@cartella/domain';
import { bodyRegionKeys, painLevelKeys } from '@cartella/ui/body-painter';
import { describe, expect, it } from 'vitest';
import { painMarks } from './pain-marks.ts';

describe('painMarks', () => {
  it('reads every region of the painter, as the domain names them', () => {
    expect([...bodyRegions]).toEqual([...bodyRegionKeys]);
  });

  it('maps every painting level of the painter to a stored level, in severity order', () => {
    const painting = painLevelKeys.filter((key) => key !== 'none');
    const marks = painMarks(
      'anteriore',
      painting.map((levelKey) => ({
        regionKey: 'head',
        regionLabel: 'Testa',
        levelKey,
        levelLabel: levelKey,
      })),
    );
    expect(marks.map((mark) => mark.livello)).toEqual([...markedPainLevels]);
  });

  it('keeps the view and leaves out a mark of an unknown region or level', () => {
    expect(
      painMarks('posteriore', [
        { regionKey: 'lowerBack', regionLabel: 'Zona lombare', levelKey: 'strong', levelLabel: 'Forte' },
        { regionKey: 'lowerBack', regionLabel: 'Zona lombare', levelKey: 'none', levelLabel: 'Nessuno' },
      ]),
    ).toEqual([{ vista: 'posteriore', zona: 'lowerBack', livello: 'strong' }]);
  });
});
