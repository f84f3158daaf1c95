import { PH_ALARM, SOYBEAN_ZONES, soilWaterLines, ZONE_SOIL_WATER } from '@agrim/agronomy';
import { alertRuleInputSchema, type DefaultRule } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { defaultRules } from './defaults.js';

const byName = (data: DefaultRule[], start: string) => data.find((d) => d.rule.name.startsWith(start))!;
const numbers = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('default alarm rules (issue 37)', () => {
  it('says which zone it assumed for a farm without a known state, and takes the zone asked for', () => {
    const none = defaultRules(null);
    expect(none).toMatchObject({ zone: 'Central', zoneFrom: 'assumed' });
    expect(none.zoneNote!.en).toContain('The farm has no state, so the Central zone (clay (black Vertisols)) was assumed');
    expect(none.zoneNote!.hi).toContain('मध्य');
    const unknown = defaultRules('Atlantis');
    expect(unknown.zoneNote!.en).toContain("The farm's state (Atlantis) is in none of the soybean zones");
    expect(defaultRules('Madhya Pradesh')).toMatchObject({ zone: 'Central', zoneFrom: 'state', zoneNote: null });
    const eastern = defaultRules(null, undefined, 'Eastern');
    expect(eastern).toMatchObject({ zone: 'Eastern', zoneFrom: 'query', zoneNote: null });
    // The Eastern zone's sandy loam, not Central clay: waterlogged above 45.3 − 10 = 35.3 %, clears at field capacity 23 %.
    expect(byName(eastern.data, 'Waterlogged').rule).toMatchObject({ threshold: 35.3, clearThreshold: 23 });
  });

  it('judges pH on the day’s median, at the source’s lines: below 6.0 (TNAU 6.0–7.5), above 8.5 (sodic)', () => {
    const { data } = defaultRules('Madhya Pradesh');
    const below = byName(data, 'pH below');
    const above = byName(data, 'pH above');
    expect(below.rule).toMatchObject({ metric: 'ph', direction: 'below', threshold: 6, aggregate: 'median', minutes: 24 * 60 });
    expect(above.rule).toMatchObject({ metric: 'ph', direction: 'above', threshold: 8.5, aggregate: 'median', minutes: 24 * 60 });
    // The old text claimed "does well at pH 6.5–8" from a source that says 6.0–7.5.
    expect(below.why.en).toContain('Soybean does best at pH 6.0–7.5 (TNAU)');
    expect(below.why.en).not.toMatch(/does well at pH 6\.5/);
    // A normal calcareous Vertisol (7.5–8.3) is inside the lines.
    expect(8.3).toBeLessThan(above.rule.threshold!);
    // Acid zones keep their own lower line (the liming line, 5.5).
    expect(byName(defaultRules(null, undefined, 'North Eastern').data, 'pH below').rule.threshold).toBe(5.5);
    expect(PH_ALARM.sourceRange).toEqual({ min: 6, max: 7.5 });
  });

  it('offers a waterlogging alarm in every zone from the one soil-water model, a day long', () => {
    for (const zone of SOYBEAN_ZONES) {
      const { data } = defaultRules(null, undefined, zone.name);
      const wet = byName(data, 'Waterlogged');
      const lines = soilWaterLines(ZONE_SOIL_WATER[zone.name]);
      expect(wet.rule).toMatchObject({
        kind: 'threshold',
        metric: 'moisture',
        direction: 'above',
        threshold: lines.waterloggedAbove,
        clearThreshold: lines.fieldCapacity,
        minutes: 24 * 60,
        aggregate: null,
      });
      // Above the dry alarm's refill line: the two moisture alarms never overlap.
      const dry = byName(data, 'Moisture below');
      expect(wet.rule.clearThreshold!).toBeGreaterThanOrEqual(dry.rule.clearThreshold!);
      expect(wet.why.en).toContain('(volumetric)');
      expect(dry.why.en).toContain('(volumetric)');
      // Every suggestion is a rule the API accepts, and says the same numbers in Hindi.
      for (const d of data) {
        expect(alertRuleInputSchema.safeParse({ farmId: '00000000-0000-4000-8000-000000000000', ...d.rule }).success, d.rule.name).toBe(
          true,
        );
        expect(numbers(d.why.hi), d.rule.name).toEqual(numbers(d.why.en));
      }
    }
  });

  it('refuses a median on a rule that is not a threshold or on a window too short to hold a day’s readings', () => {
    const base = { farmId: '00000000-0000-4000-8000-000000000000', name: 'x', metric: 'ph', direction: 'above', threshold: 8.5 } as const;
    expect(alertRuleInputSchema.safeParse({ ...base, kind: 'threshold', aggregate: 'median', minutes: 30 }).success).toBe(false);
    expect(alertRuleInputSchema.safeParse({ ...base, kind: 'rate', aggregate: 'median', minutes: 1440 }).success).toBe(false);
    expect(alertRuleInputSchema.safeParse({ ...base, kind: 'threshold', aggregate: 'median', minutes: 1440 }).success).toBe(true);
  });

  // Issue 41: a Marathi reader's suggestions name the stage and the soil and explain the line in Marathi, not Hindi.
  it('explains each suggestion in Marathi, with the English figures', () => {
    const { data } = defaultRules('Maharashtra', 'Crop development stage');
    const dry = byName(data, 'Moisture below');
    expect(dry.why.mr).toContain('पीक वाढीची अवस्था');
    expect(dry.why.mr).toContain('चिकणमाती (काळी व्हर्टिसोल)');
    expect(dry.why.mr).toContain('पाण्याचा ताण येण्यापूर्वी');
    expect(byName(data, 'Waterlogged').why.mr).toContain('काळ्या मातीत सोयाबीनला मुख्य धोका');
    expect(byName(data, 'pH below').why.mr).toContain('सोयाबीन सामू (pH) 6.0–7.5 वर सर्वोत्तम येते');
    for (const d of data) {
      for (const hindi of ['फसल विकास', 'चिकनी (काली', 'मिट्टी', 'होती है']) expect(d.why.mr, d.rule.name).not.toContain(hindi);
      expect(numbers(d.why.mr), d.rule.name).toEqual(numbers(d.why.en));
    }
  });
});
