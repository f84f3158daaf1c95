import { describe, expect, it } from 'vitest';
import {
  channelFaults,
  fertigationDecision,
  type FertigationInput,
  type FertigationProfileId,
  soybeanZoneOfState,
  tankProblems,
  tankProblemsText,
  waterBand,
  zoneRating,
} from './fertigation.js';
import { DOSE_CAPS, STAGE_WINDOWS, TANK_PRODUCTS, VALVE_SAFETY } from './knowledge/fertigationProfile.js';
import { SOYBEAN_STAGES, soybeanStage } from './knowledge/soybeanStages.js';
import { SOYBEAN_ZONES, soybeanZone } from './knowledge/soybeanZones.js';

const central = soybeanZone('Central')!;
const none = { today: 0, season: 0 };
const fresh = { nitrogen: none, phosphorus: none, potassium: none, water: none };

function decide(over: Partial<FertigationInput> & { stageName?: string } = {}) {
  const { stageName = 'Crop development stage', ...rest } = over;
  return fertigationDecision({
    profile: 'agronomy',
    stage: soybeanStage(stageName)!,
    zone: central,
    reading: { nitrogen: 50, phosphorus: 4, potassium: 60, moisture: 30 },
    usage: fresh,
    readingAgeMinutes: 5,
    calibrated: true,
    language: 'english',
    ...rest,
  });
}
const byParameter = (steps: ReturnType<typeof decide>) => Object.fromEntries(steps.map((s) => [s.parameter, s]));

describe('agronomy profile, worked by hand (Central zone, black Vertisol)', () => {
  it('crop development: N never; P and K below the Low line open for 15 minutes; moisture in the dead band', () => {
    // N 50 mg/kg × 2.24 = 112 kg/ha < 280 (Low) but soybean gets no N after sowing → held 'stage'.
    // P 4 × 2.24 = 8.96 kg/ha < 10 (Low) → on; closes above 10 × 1.1 = 11.
    // K 60 × 2.24 = 134.4 kg/ha < 143 (Central Vertisol Low line) → on; closes above 157.3.
    // Water: ETc = 4.2 × 0.775 = 3.255 mm/day; p = 0.50 + 0.04 × (5 − 3.255) = 0.570; TAW = 0.36 − 0.22 = 0.14;
    // opens below 100 × (0.36 − 0.570 × 0.14) = 28.0 %, closes above 100 × (0.36 − 0.1 × 0.14) = 34.6 %; 30 % is in between.
    const s = byParameter(decide());
    expect(s.nitrogen).toMatchObject({
      value: 112,
      unit: 'kg/ha',
      low: 280,
      high: 308,
      level: 'low',
      rating: 'Low',
      command: null,
      held: 'stage',
    });
    expect(s.phosphorus).toMatchObject({
      value: 8.96,
      low: 10,
      high: 11,
      level: 'low',
      rating: 'Low',
      command: 'on',
      duration_minutes: 15,
      held: null,
    });
    expect(s.potassium).toMatchObject({ value: 134.4, low: 143, high: 157.3, level: 'low', rating: 'Low', command: 'on', held: null });
    expect(s.moisture).toMatchObject({ value: 30, unit: '%', low: 28, high: 34.6, level: 'ok', rating: null, command: null });
    expect(s.phosphorus!.message).toBe(
      'Phosphorus is low (8.96 kg/ha < 10, rated Low). Switching ON the phosphorus solenoid valve for 15 minutes.',
    );
    expect(s.nitrogen!.message).toContain('starter');
  });

  it('just below, inside and above each nutrient line', () => {
    // P: 4.46 mg/kg = 9.99 kg/ha (below 10) → on; 4.6 = 10.30 (between 10 and 11) → nothing; 5 = 11.2 (above 11) → off.
    const p = (mgPerKg: number) =>
      byParameter(decide({ reading: { nitrogen: 50, phosphorus: mgPerKg, potassium: 60, moisture: 30 } })).phosphorus!;
    expect(p(4.46)).toMatchObject({ value: 9.99, level: 'low', command: 'on', rating: 'Low' });
    expect(p(4.6)).toMatchObject({ value: 10.3, level: 'ok', command: null, rating: 'Medium' });
    expect(p(5)).toMatchObject({ value: 11.2, level: 'high', command: 'off', rating: 'Medium' });
  });

  it('water: below 28.0 % opens, above 34.6 % closes; never once the leaves yellow (late season) nor from maturity to harvest', () => {
    const w = (moisture: number, stageName = 'Crop development stage') =>
      byParameter(decide({ stageName, reading: { nitrogen: 50, phosphorus: 4, potassium: 60, moisture } })).moisture!;
    expect(w(27.9)).toMatchObject({ level: 'low', command: 'on', valve: 'water' });
    expect(w(28)).toMatchObject({ level: 'ok', command: null });
    expect(w(34.7)).toMatchObject({ level: 'high', command: 'off' });
    expect(w(10, 'Maturity to Harvest')).toMatchObject({ level: 'low', command: null, held: 'stage' });
    expect(w(10, 'Late season growth stage')).toMatchObject({ level: 'low', command: null, held: 'stage' });
    expect(w(10, 'Mid Season growth stage')).toMatchObject({ level: 'low', command: 'on' });
  });

  it('the stage windows: P only while roots form, K until pod filling', () => {
    const low = { nitrogen: 10, phosphorus: 1, potassium: 10, moisture: 30 };
    for (const stage of SOYBEAN_STAGES) {
      const s = byParameter(decide({ stageName: stage.name, reading: low }));
      expect(s.phosphorus!.command === 'on', stage.name).toBe(STAGE_WINDOWS.phosphorus.stages.includes(stage.name));
      expect(s.potassium!.command === 'on', stage.name).toBe(STAGE_WINDOWS.potassium.stages.includes(stage.name));
      expect(s.nitrogen!.command, stage.name).toBeNull();
    }
  });

  it('dose caps: one nutrient opening a day, a few a season; four water runs a day', () => {
    const used = (today: number, season: number) => ({ today, season });
    const s = byParameter(
      decide({
        reading: { nitrogen: 50, phosphorus: 4, potassium: 60, moisture: 20 },
        usage: { nitrogen: none, phosphorus: used(1, 1), potassium: used(0, DOSE_CAPS.potassium.perSeason), water: used(3, 10) },
      }),
    );
    expect(s.phosphorus).toMatchObject({ command: null, held: 'daily_cap' });
    expect(s.potassium).toMatchObject({ command: null, held: 'season_cap' });
    expect(s.moisture).toMatchObject({ command: 'on', held: null });
    expect(s.phosphorus!.message).toContain('daily limit is 1');
  });

  it('Hindi messages', () => {
    const s = byParameter(decide({ language: 'hindi' }));
    expect(s.phosphorus!.message).toBe('फॉस्फोरस कम है (8.96 किग्रा/हे < 10, कम श्रेणी)। फॉस्फोरस सोलेनॉइड वाल्व 15 मिनट के लिए चालू किया जा रहा है।');
  });
});

describe('every profile: never a nutrient valve for a nutrient rated Medium or High', () => {
  const profiles: FertigationProfileId[] = ['agronomy', 'spec'];
  // Probe values from 0 to 300 mg/kg in steps, every stage and zone: wherever a nutrient valve opens, the nutrient is Low.
  const values = Array.from({ length: 61 }, (_, i) => i * 5).concat([4.4, 4.5, 4.9, 47.9, 48.3, 63.7, 63.9, 124.9, 125.1]);
  it.each(profiles)('%s', (profile) => {
    let opened = 0;
    for (const zone of SOYBEAN_ZONES)
      for (const stage of SOYBEAN_STAGES)
        for (const v of values) {
          const steps = fertigationDecision({
            profile,
            stage,
            zone,
            reading: { nitrogen: v, phosphorus: v, potassium: v, moisture: 20 },
            slider: 0.01,
            usage: fresh,
            readingAgeMinutes: 1,
            calibrated: true,
            language: 'english',
          });
          for (const s of steps) {
            if (s.parameter === 'moisture' || s.command !== 'on') continue;
            opened++;
            expect(zoneRating(zone, s.parameter, v * 2.24), `${profile} ${zone.name} ${stage.name} ${s.parameter} ${v}`).toBe('Low');
          }
        }
    expect(opened).toBeGreaterThan(0);
  });

  it('spec profile: the table still decides the level; a High phosphorus is held, not opened, and soybean N never opens', () => {
    // Crop development P band 60–61 mg/kg: 55 mg/kg is 'low' on the table, but 55 × 2.24 = 123.2 kg P/ha is High (> 25).
    // N 5 mg/kg is below the table's 11 and rated Low, but soybean takes no N after sowing: held by the stage window (issue 37).
    const s = byParameter(
      decide({ profile: 'spec', slider: 0.15, reading: { nitrogen: 5, phosphorus: 55, potassium: 0.5, moisture: 30 } }),
    );
    expect(s.phosphorus).toMatchObject({ unit: 'mg/kg', low: 60, high: 61, level: 'low', rating: 'High', command: null, held: 'rating' });
    expect(s.nitrogen).toMatchObject({ low: 11, high: 12, level: 'low', rating: 'Low', command: null, held: 'stage' });
    expect(s.moisture).toMatchObject({ unit: 'inches/day', value: 0.15, level: 'ok' });
  });

  it('spec profile without the slider is refused', () => {
    expect(() => decide({ profile: 'spec' })).toThrow(/slider/);
  });
});

describe('zones', () => {
  it('a farm state gives its soybean zone', () => {
    expect(soybeanZoneOfState('Madhya Pradesh')?.name).toBe('Central');
    expect(soybeanZoneOfState(' maharashtra ')?.name).toBe('Central');
    expect(soybeanZoneOfState('Atlantis')).toBeUndefined();
    expect(soybeanZoneOfState(null)).toBeUndefined();
  });
  it('water band for the Eastern sandy loam, mid-season', () => {
    // ETc = 3.793 × 1.15 = 4.362; p = 0.5 + 0.04 × 0.638 = 0.526; FC 0.23, WP 0.11, TAW 0.12 → 100 × (0.23 − 0.526 × 0.12) = 16.7 %.
    expect(waterBand(soybeanStage('Mid Season growth stage')!, soybeanZone('Eastern')!)).toMatchObject({ low: 16.7, high: 21.8, p: 0.526 });
  });
});

describe('valve safety (issue 37): a stale reading, a dead or frozen channel, an uncalibrated probe', () => {
  const low = { nitrogen: 10, phosphorus: 1, potassium: 10, moisture: 10 };
  it('a reading older than the limit opens nothing but may still close', () => {
    const s = byParameter(decide({ reading: low, readingAgeMinutes: VALVE_SAFETY.maxAgeMinutes + 1 }));
    expect(s.phosphorus).toMatchObject({ command: null, held: 'stale' });
    expect(s.moisture).toMatchObject({ command: null, held: 'stale' });
    expect(s.moisture!.message).toContain(`${VALVE_SAFETY.maxAgeMinutes + 1} minutes old`);
    const wet = byParameter(decide({ reading: { ...low, moisture: 40 }, readingAgeMinutes: 600 }));
    expect(wet.moisture).toMatchObject({ level: 'high', command: 'off', held: null });
    expect(byParameter(decide({ reading: low, readingAgeMinutes: VALVE_SAFETY.maxAgeMinutes })).phosphorus!.command).toBe('on');
  });
  it('a channel at exactly 0 or frozen holds its own valve only', () => {
    const zero = { ...low, phosphorus: 0 };
    const s = byParameter(decide({ reading: zero, channelFaults: channelFaults(zero, null) }));
    expect(s.phosphorus).toMatchObject({ command: null, held: 'fault' });
    expect(s.potassium).toMatchObject({ command: 'on' });
    expect(s.phosphorus!.message).toContain('exactly 0');
    const frozen = channelFaults(low, { count: 40, spread: { nitrogen: 1, phosphorus: 0.5, potassium: 0, moisture: 0.2 } });
    expect(frozen).toEqual({ potassium: 'stuck' });
    expect(byParameter(decide({ reading: low, channelFaults: frozen })).potassium).toMatchObject({ command: null, held: 'fault' });
    // Too few readings in the window to call a channel frozen.
    expect(channelFaults(low, { count: 2, spread: { nitrogen: 0, phosphorus: 0, potassium: 0, moisture: 0 } })).toEqual({});
  });
  it('an uncalibrated probe opens no nutrient valve; water still follows the probe', () => {
    const s = byParameter(decide({ reading: low, calibrated: false }));
    expect(s.phosphorus).toMatchObject({ command: null, held: 'uncalibrated' });
    expect(s.potassium).toMatchObject({ command: null, held: 'uncalibrated' });
    expect(s.moisture).toMatchObject({ command: 'on', held: null });
    expect(byParameter(decide({ reading: low, calibrated: false, language: 'hindi' })).phosphorus!.message).toContain('कैलिब्रेट');
  });
});

/**
 * The sweep of issue 37's "done when": every profile, zone, stage, reading (fresh and stale, healthy
 * and dead or frozen channels), calibration and dose use. The rules are restated here from the
 * knowledge, independently of how fertigation.ts orders them: any valve opened must pass all of them.
 */
describe('sweep: no valve opens that a stage window, rating, cap, staleness, fault or calibration holds back', () => {
  const values = [0, 0.5, 1, 4, 4.46, 5, 10, 47.9, 48.3, 60, 63.9, 125.1, 200];
  const moistures = [0, 5, 15, 25, 28, 40];
  const ages = [0, VALVE_SAFETY.maxAgeMinutes, VALVE_SAFETY.maxAgeMinutes + 1, 60 * 24 * 3];
  const usages = [
    fresh,
    {
      nitrogen: { today: 1, season: 1 },
      phosphorus: { today: 1, season: 1 },
      potassium: { today: 0, season: 6 },
      water: { today: 4, season: 4 },
    },
  ];
  const valveOf = { nitrogen: 'nitrogen', phosphorus: 'phosphorus', potassium: 'potassium', moisture: 'water' } as const;
  it('holds everywhere', () => {
    let opened = 0;
    let checked = 0;
    for (const profile of ['agronomy', 'spec'] as const)
      for (const zone of SOYBEAN_ZONES)
        for (const stage of SOYBEAN_STAGES)
          for (const v of values)
            for (const moisture of moistures)
              for (const age of ages)
                for (const calibrated of [true, false])
                  for (const usage of usages)
                    for (const frozen of [false, true]) {
                      const reading = { nitrogen: v, phosphorus: v, potassium: v, moisture };
                      const faults = channelFaults(
                        reading,
                        frozen ? { count: 10, spread: { nitrogen: 0, phosphorus: 1, potassium: 1, moisture: 0 } } : null,
                      );
                      const steps = fertigationDecision({
                        profile,
                        stage,
                        zone,
                        reading,
                        slider: 0.01,
                        usage,
                        readingAgeMinutes: age,
                        channelFaults: faults,
                        calibrated,
                        language: 'english',
                      });
                      for (const s of steps) {
                        checked++;
                        if (s.command !== 'on') continue;
                        opened++;
                        const where = `${profile} ${zone.name} ${stage.name} ${s.parameter} v=${v} m=${moisture} age=${age} cal=${calibrated} frozen=${frozen}`;
                        const fromSlider = profile === 'spec' && s.parameter === 'moisture';
                        expect(STAGE_WINDOWS[s.parameter].stages, where).toContain(stage.name);
                        const u = usage[valveOf[s.parameter]];
                        expect(u.today < DOSE_CAPS[s.parameter].perDay && u.season < DOSE_CAPS[s.parameter].perSeason, where).toBe(true);
                        if (!fromSlider) {
                          expect(age <= VALVE_SAFETY.maxAgeMinutes, where).toBe(true);
                          expect(reading[s.parameter], where).not.toBe(0);
                          expect(frozen && (s.parameter === 'nitrogen' || s.parameter === 'moisture'), where).toBe(false);
                        }
                        if (s.parameter !== 'moisture') {
                          expect(calibrated, where).toBe(true);
                          expect(zoneRating(zone, s.parameter, v * 2.24), where).toBe('Low');
                        }
                      }
                    }
    expect(checked).toBeGreaterThan(100_000);
    // The rules leave something to open: a sweep that opened nothing would prove nothing.
    expect(opened).toBeGreaterThan(100);
  });
});

describe('dose per opening and the kg cap (issue 37), worked by hand', () => {
  // Half a hectare, 100 L/min through the line while a valve is open; MAP 12-61-0 at 1 g/L in the P tank, white MOP 0-0-60 at 2 g/L in the K tank.
  const setup = {
    area_ha: 0.5,
    flow_l_per_min: 100,
    tanks: { phosphorus: { product: 'map', g_per_l: 1 }, potassium: { product: 'MOP white', g_per_l: 2 } },
  };
  const used = (k: number) => ({ ...fresh, potassium: { today: 0, season: k } });

  it('one 15-minute opening: 1500 L = 0.3 mm; P 1.83 kg P2O5 + 0.36 kg N/ha; K 3.6 kg K2O/ha; limits 125 % of 25:60:40 less the basal', () => {
    // 100 L/min × 15 min = 1500 L; 1500 L ÷ (0.5 ha × 10,000 m²/ha) = 0.3 L/m² = 0.3 mm.
    // MAP: 1500 L × 1 g/L = 1.5 kg; × 61 % ÷ 0.5 ha = 1.83 kg P2O5/ha; × 12 % ÷ 0.5 = 0.36 kg N/ha.
    // MOP: 1500 L × 2 g/L = 3 kg; × 60 % ÷ 0.5 ha = 3.6 kg K2O/ha.
    // No basal given → the full 25:60:40 counted: limits 1.25 × 25 − 25 = 6.25 N, 1.25 × 60 − 60 = 15 P2O5, 1.25 × 40 − 40 = 10 K2O.
    const s = byParameter(decide({ setup }));
    expect(s.phosphorus).toMatchObject({ command: 'on', held: null });
    expect(s.phosphorus!.dose).toMatchObject({
      product: 'map',
      g_per_l: 1,
      minutes: 15,
      litres: 1500,
      mm_water: 0.3,
      kg_per_ha: { n: 0.36, p2o5: 1.83, k2o: 0 },
      season_kg_per_ha: { n: 0, p2o5: 0, k2o: 0 },
      limit_kg_per_ha: { n: 6.25, p2o5: 15, k2o: 10 },
      verification: 'judgement',
    });
    expect(s.phosphorus!.dose!.formula).toBe(
      '100 L/min × 15 min = 1500 L; 1500 L ÷ (0.5 ha × 10,000 m²/ha) = 0.3 mm of water; 1500 L × 1 g/L ÷ 1000 = 1.5 kg map; ' +
        '1.5 kg × 12 % N ÷ 0.5 ha = 0.36 kg N/ha; 1.5 kg × 61 % P2O5 ÷ 0.5 ha = 1.83 kg P2O5/ha',
    );
    expect(s.potassium!.dose).toMatchObject({ product: 'mop_white', kg_per_ha: { n: 0, p2o5: 0, k2o: 3.6 }, mm_water: 0.3 });
    expect(s.potassium!.dose_note).toBe(
      'One 15-minute opening: 100 L/min × 15 min = 1500 L at 2 g/L = 3 kg Muriate of potash, white soluble grade (0-0-60) over 0.5 ha = 3.6 kg K2O per ha and 0.3 mm of water. Drip this season so far / limit, per ha: 0/10 kg K2O.',
    );
    // The water valve: 0.3 mm an opening, no nutrient; the N valve has no tank: unknown, and soybean's N stays held by the stage anyway.
    expect(s.moisture!.dose).toMatchObject({
      product: null,
      mm_water: 0.3,
      kg_per_ha: { n: 0, p2o5: 0, k2o: 0 },
      verification: 'standard',
    });
    expect(s.nitrogen).toMatchObject({ held: 'stage', dose: null });
    expect(s.nitrogen!.dose_note).toContain('No tank is set for the nitrogen valve');
  });

  it('K: after one opening 3.6 + 3.6 = 7.2 ≤ 10 opens; after two 7.2 + 3.6 = 10.8 > 10 is held by kg, long before the 6 openings', () => {
    expect(byParameter(decide({ setup, usage: used(1) })).potassium).toMatchObject({ command: 'on', held: null });
    const held = byParameter(decide({ setup, usage: used(2) })).potassium!;
    expect(held).toMatchObject({ command: null, held: 'kg_cap', verification: 'judgement' });
    expect(held.dose!.season_kg_per_ha.k2o).toBe(7.2);
    expect(held.message).toContain(
      'another opening would bring this season’s K2O through the drip to 10.8 kg/ha, above its limit of 10 kg/ha',
    );
    const hindi = byParameter(decide({ setup, usage: used(2), language: 'hindi' })).potassium!;
    expect(hindi.message).toContain('K2O 10.8 किग्रा/हे हो जाएगी, सीमा 10 किग्रा/हे से अधिक');
    // The kg cap comes before the openings' cap: at 6 openings (21.6 kg K2O) it is still 'kg_cap'.
    expect(byParameter(decide({ setup, usage: used(6) })).potassium!.held).toBe('kg_cap');
  });

  it('counting the basal applied: only 30 kg K2O at sowing leaves 1.25 × 40 − 30 = 20 for the drip (2 openings: 10.8 opens; 5: 18 + 3.6 = 21.6 held)', () => {
    const partial = { ...setup, basal_applied: { k2o: 30 } };
    const two = byParameter(decide({ setup: partial, usage: used(2) })).potassium!;
    expect(two).toMatchObject({ command: 'on', held: null });
    expect(two.dose!.limit_kg_per_ha).toEqual({ n: 6.25, p2o5: 15, k2o: 20 });
    expect(byParameter(decide({ setup: partial, usage: used(5) })).potassium!.held).toBe('kg_cap');
    // More than 125 % already at sowing (60 kg K2O): nothing through the drip.
    const over = byParameter(decide({ setup: { ...setup, basal_applied: { k2o: 60 } } })).potassium!;
    expect(over).toMatchObject({ held: 'kg_cap' });
    expect(over.dose!.limit_kg_per_ha.k2o).toBe(0);
  });

  it('without a setup behaviour is as before (caps by openings) and the dose per opening is said to be unknown, in both languages', () => {
    const s = byParameter(decide());
    expect(s.potassium).toMatchObject({ command: 'on', dose: null });
    expect(s.potassium!.dose_note).toMatch(/^Dose per opening unknown/);
    expect(byParameter(decide({ usage: used(6) })).potassium!.held).toBe('season_cap');
    expect(byParameter(decide({ language: 'hindi' })).moisture!.dose_note).toMatch(/^प्रति बार खुलने की मात्रा अज्ञात/);
  });

  it('tanks: DAP and SSP are refused, unknown and wrong-valve products too; names are read loosely', () => {
    expect(tankProblems(setup)).toEqual([]);
    const bad = {
      area_ha: 1,
      flow_l_per_min: 50,
      tanks: {
        nitrogen: { product: 'Potassium nitrate', g_per_l: 1 },
        phosphorus: { product: 'DAP', g_per_l: 1 },
        potassium: { product: 'urea', g_per_l: 1 },
      },
    };
    expect(tankProblems(bad)).toEqual([
      { valve: 'phosphorus', product: 'DAP', kind: 'refused' },
      { valve: 'potassium', product: 'urea', kind: 'wrong_valve' },
    ]);
    expect(
      tankProblems({ ...bad, tanks: { phosphorus: { product: 'ssp', g_per_l: 1 }, potassium: { product: 'mop', g_per_l: 1 } } }),
    ).toEqual([
      { valve: 'phosphorus', product: 'ssp', kind: 'refused' },
      { valve: 'potassium', product: 'mop', kind: 'unknown' },
    ]);
    const text = tankProblemsText(tankProblems(bad));
    expect(text.en).toContain('phosphorus tank: DAP is a granular soil fertiliser');
    expect(text.hi).toContain('फॉस्फोरस टंकी: डीएपी');
    expect(tankProblemsText([{ valve: 'potassium', product: 'mop', kind: 'unknown' }]).en).toContain(Object.keys(TANK_PRODUCTS).join(', '));
  });

  it('sweep: no nutrient valve opens when its next opening would pass a kg limit, whatever the concentration, basal and openings', () => {
    for (const g of [0.5, 2, 10])
      for (const basal of [undefined, 0, 40, 45])
        for (const k of [0, 1, 2, 3, 5])
          for (const product of ['mop_white', 'sop', 'potassium_nitrate', 'mkp'] as const) {
            const sx = {
              area_ha: 0.4,
              flow_l_per_min: 80,
              tanks: { potassium: { product, g_per_l: g } },
              ...(basal === undefined ? {} : { basal_applied: { k2o: basal } }),
            };
            const step = byParameter(decide({ setup: sx, usage: used(k) })).potassium!;
            if (step.command !== 'on') continue;
            const d = step.dose!;
            for (const x of ['n', 'p2o5', 'k2o'] as const)
              expect(d.season_kg_per_ha[x] + d.kg_per_ha[x], `${product} ${g} ${basal} ${k} ${x}`).toBeLessThanOrEqual(
                d.limit_kg_per_ha[x] + 0.01,
              );
          }
  });
});

// Issue 41: every valve message, hold and dose note in Marathi, not the Hindi, with the English figures.
describe('Marathi messages', () => {
  const numbers = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).sort();
  const low = { nitrogen: 10, phosphorus: 1, potassium: 10, moisture: 10 };
  const setup = {
    area_ha: 0.5,
    flow_l_per_min: 100,
    tanks: { phosphorus: { product: 'map', g_per_l: 1 }, potassium: { product: 'MOP white', g_per_l: 2 } },
  };
  const cases: (Partial<FertigationInput> & { stageName?: string })[] = [
    {},
    { reading: { nitrogen: 200, phosphorus: 40, potassium: 200, moisture: 45 } },
    { reading: low, readingAgeMinutes: VALVE_SAFETY.maxAgeMinutes + 1 },
    { reading: { ...low, phosphorus: 0 }, channelFaults: { phosphorus: 'zero', potassium: 'stuck' } },
    { reading: low, calibrated: false },
    { reading: low, usage: { ...fresh, phosphorus: { today: 1, season: 1 }, potassium: { today: 0, season: 6 } } },
    { reading: low, setup, usage: { ...fresh, potassium: { today: 0, season: 2 } } },
    { reading: low, setup },
    { reading: { ...low, phosphorus: 4.5 }, stageName: 'Late season growth stage' },
    { profile: 'spec', slider: 0.15, reading: { nitrogen: 5, phosphorus: 55, potassium: 0.5, moisture: 30 } },
  ];

  it('says each the English says, in Marathi', () => {
    const holds = new Set<string>();
    for (const c of cases) {
      const en = decide(c);
      const mr = decide({ ...c, language: 'marathi' });
      const hi = decide({ ...c, language: 'hindi' });
      mr.forEach((step, i) => {
        if (step.held) holds.add(step.held);
        for (const [t, e, h] of [
          [step.message, en[i]!.message, hi[i]!.message],
          [step.dose_note, en[i]!.dose_note, hi[i]!.dose_note],
        ] as const) {
          expect(t).not.toBe(h);
          expect(t, t).not.toMatch(/किग्रा|मिट्टी|नाइट्रोजन|वाल्व|\sहै[\s।,:;.]|।/);
          expect(numbers(t), t).toEqual(numbers(e));
        }
      });
    }
    expect([...holds].sort()).toEqual(['daily_cap', 'fault', 'kg_cap', 'rating', 'season_cap', 'stage', 'stale', 'uncalibrated']);
    expect(byParameter(decide({ language: 'marathi' })).phosphorus!.message).toBe(
      'स्फुरद कमी आहे (8.96 kg/ha < 10, श्रेणी कमी). स्फुरद सोलेनॉइड व्हॉल्व्ह 15 मिनिटांसाठी चालू केला जात आहे.',
    );
  });
});
