import { describe, expect, it } from 'vitest';
import { waterBand } from '../fertigation.js';
import * as profile from './fertigationProfile.js';
import { ZONE_SOIL_WATER as FERTIGATION_SOIL_WATER } from './fertigationProfile.js';
import {
  AERATION_LIMIT,
  CLAY,
  DRY_DEPLETION,
  SOIL_TYPE_SOIL_WATER,
  SOIL_TYPE_TEXTURE_SOURCE,
  SOIL_WATER_UNIT,
  soilWaterLines,
  soilWaterStatus,
  ZONE_SOIL_WATER,
} from './soilWater.js';
import { SOYBEAN_SOURCES } from './soybeanSources.js';
import { soybeanStage } from './soybeanStages.js';
import { soybeanZone } from './soybeanZones.js';
import { PH_ALARM, WATERLOGGING_ALARM } from './soilWaterAlarms.js';

describe('the one soil-water model (issue 37)', () => {
  it('is the model the water valve uses: the same objects, and the valve lines sit between wilting point and field capacity', () => {
    expect(FERTIGATION_SOIL_WATER).toBe(ZONE_SOIL_WATER);
    const central = soybeanZone('Central')!;
    const band = waterBand(soybeanStage('Mid Season growth stage')!, central);
    const l = soilWaterLines(ZONE_SOIL_WATER.Central);
    expect(band.low).toBeGreaterThan(100 * CLAY.wiltingPoint);
    expect(band.high).toBeLessThanOrEqual(l.fieldCapacity);
  });

  it('works the clay lines out by hand: dry 29, field capacity 36, waterlogged 37.5, saturation 47.5 %', () => {
    // θFC 0.36, θWP 0.22 (FAO-56 Table 19 midpoints); dry = 0.36 − 0.5 × 0.14 = 0.29; waterlogged = 0.475 − 0.10.
    expect(soilWaterLines(CLAY)).toEqual({ dryBelow: 29, fieldCapacity: 36, waterloggedAbove: 37.5, saturation: 47.5 });
    expect([28.9, 29, 36, 36.1, 37.6, 47.6].map((m) => soilWaterStatus(m, CLAY))).toEqual([
      'dry',
      'ok',
      'ok',
      'wet',
      'waterlogged',
      'aboveSaturation',
    ]);
  });

  it('cites a soybean source for every line, in both languages', () => {
    const entries = [
      ...Object.values(ZONE_SOIL_WATER).flatMap((s) => [s, s.saturation]),
      DRY_DEPLETION,
      AERATION_LIMIT,
      SOIL_TYPE_TEXTURE_SOURCE,
    ];
    for (const e of entries) {
      expect(Object.keys(SOYBEAN_SOURCES)).toContain(e.source);
      expect(['checked', 'standard', 'recalled', 'judgement']).toContain(e.verification);
      expect(e.why.en.length).toBeGreaterThan(20);
      expect(e.why.hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  // Issue 41: the explanations behind the alarm and valve lines in Marathi, not the Hindi, with the English figures.
  it('says every line, texture, tank product and valve rule in Marathi with the English figures', () => {
    const numbers = (t: string) => t.match(/\d+(\.\d+)?/g) ?? [];
    const soils = [...Object.values(ZONE_SOIL_WATER), ...Object.values(SOIL_TYPE_SOIL_WATER)];
    const texts: { en: string; hi: string; mr?: string }[] = [
      ...soils.flatMap((s) => [s.texture, s.why, s.saturation.why]),
      DRY_DEPLETION.why,
      AERATION_LIMIT.why,
      SOIL_TYPE_TEXTURE_SOURCE.why,
      SOIL_WATER_UNIT,
      PH_ALARM.why,
      WATERLOGGING_ALARM.why,
      profile.SOYBEAN_DEPLETION.why,
      profile.HYSTERESIS_SOURCE.why,
      ...Object.values(profile.STAGE_WINDOWS).map((w) => w.why),
      profile.DOSE_CAPS_SOURCE.why,
      profile.VALVE_SAFETY.why,
      profile.CALIBRATION_RULE.why,
      ...Object.values(profile.TANK_PRODUCTS),
      profile.TANK_RULE.why,
      ...Object.values(profile.TANK_REFUSED).flatMap((r) => [r, r.why]),
      profile.DRIP_KG_LIMIT.why,
    ];
    for (const t of texts) {
      expect(t.mr, t.en).toBeTruthy();
      // A product name such as डीएपी (18-46-0) is written alike in both; every sentence differs.
      if (t.en.split(' ').length > 4) expect(t.mr).not.toBe(t.hi);
      const letters = t.mr!.replace(/[^\p{L}]/gu, '');
      expect(letters.replace(/[^\u0900-\u097F]/g, '').length / letters.length, t.mr).toBeGreaterThan(0.8);
      expect(numbers(t.mr!), t.mr).toEqual(numbers(t.en));
    }
  });
});
