import { expect, test } from '@playwright/test';
import { englishWords } from './hindiText';

/** The Hindi walk itself is part of every screen's walk (e2e/walk.ts); this checks its allow-list. */
test('the allow-list only lets through data and units', () => {
  expect(englishWords('pH 6.5, 12 kg/ha, 0.4 dS/m, N P K 20-10-10, 31 °C, 45 %')).toEqual([]);
  expect(englishWords('kisan@agrim.test, Demo soil probe, readings.csv')).toEqual([]);
  expect(englishWords('Rows per page: 1–10 of 25')).toEqual(['Rows', 'per', 'page', 'of']);
});
