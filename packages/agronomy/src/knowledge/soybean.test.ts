import { describe, expect, it } from 'vitest';
import {
  LABEL_NOTE,
  PRACTICE_STAGE_HI,
  PRACTICE_STAGE_MR,
  PRACTICE_STAGES,
  PRACTICE_TOPICS,
  SOYBEAN_PRACTICES,
  practicesFor,
} from './soybeanPractices.js';
import { SOYBEAN_SOURCES, type SoybeanSourceId } from './soybeanSources.js';
import {
  FAO56_SOYBEAN,
  FERTIGATION_BANDS,
  NUTRIENT_SCHEDULE,
  REFERENCE_CLIMATE,
  REFERENCE_SOWING,
  SOYBEAN_SEASON,
  SOYBEAN_STAGES,
  SOYBEAN_STAGE_NAMES,
  SOYBEAN_STAGE_SOURCES,
  soybeanStage,
} from './soybeanStages.js';
import { SOYBEAN_ZONES, SOYBEAN_ZONE_NAMES, THRESHOLD_UNIT, soybeanZone } from './soybeanZones.js';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Hindi text should read as Hindi: Latin letters only for variety codes, formulation codes and the like. */
const mostlyDevanagari = (s: string, share = 0.75) => {
  const letters = s.replace(/[^\p{L}]/gu, '');
  const deva = letters.replace(/[^\u0900-\u097F]/g, '');
  return letters.length > 0 && deva.length / letters.length >= share;
};
const VERIFICATIONS = ['checked', 'standard', 'recalled', 'judgement'];

const knownSource = (id: string) => {
  expect(Object.keys(SOYBEAN_SOURCES), `source ${id}`).toContain(id);
};

describe('soybean sources', () => {
  // Issue 41: each short name in Marathi, with the English figures of its Hindi name.
  it('have a Marathi name with the figures of the Hindi', () => {
    const numbers = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).sort();
    for (const [id, s] of Object.entries(SOYBEAN_SOURCES) as [SoybeanSourceId, { hi: string; mr?: string }][]) {
      expect(s.mr, id).toBeTruthy();
      expect(s.mr, id).not.toBe(s.hi);
      expect(mostlyDevanagari(s.mr!), s.mr).toBe(true);
      expect(numbers(s.mr!), s.mr).toEqual(numbers(s.hi));
    }
  });

  it('have a citation, a Hindi name and, where given, a web address', () => {
    for (const [id, s] of Object.entries(SOYBEAN_SOURCES) as [SoybeanSourceId, { citation: string; hi: string; url?: string }][]) {
      expect(s.citation.trim().length, id).toBeGreaterThan(20);
      expect(s.hi, id).toMatch(DEVANAGARI);
      if (s.url) expect(s.url, id).toMatch(/^https?:\/\/\S+$/);
    }
  });
});

describe('soybean stages', () => {
  it('are the five stages of the spec, in order, each with English and Hindi names', () => {
    expect([...SOYBEAN_STAGE_NAMES]).toEqual([
      'Initial seedling stage',
      'Crop development stage',
      'Mid Season growth stage',
      'Late season growth stage',
      'Maturity to Harvest',
    ]);
    expect(SOYBEAN_STAGES.map((s) => s.name)).toEqual([...SOYBEAN_STAGE_NAMES]);
    SOYBEAN_STAGES.forEach((s, i) => {
      expect(s.order).toBe(i + 1);
      expect(s.hi).toMatch(DEVANAGARI);
      expect(mostlyDevanagari(s.hi, 0.9), s.hi).toBe(true);
      expect(s.description.en.length).toBeGreaterThan(20);
      expect(mostlyDevanagari(s.description.hi), s.description.hi).toBe(true);
      expect(mostlyDevanagari(s.suitedTempNote.hi), s.suitedTempNote.hi).toBe(true);
    });
  });

  // Issue 41: the stage names, descriptions and temperature notes in Marathi, with the English figures.
  it('each has Marathi: the practice stage names, and texts with the English figures', () => {
    const numbers = (s: string) => s.match(/\d+(\.\d+)?/g) ?? [];
    for (const s of SOYBEAN_STAGES) {
      expect(s.mr).toBe(PRACTICE_STAGE_MR[s.name]);
      expect(s.mr).not.toBe(s.hi);
      for (const text of [s.description, s.suitedTempNote]) {
        expect(text.mr, text.en).toBeTruthy();
        expect(text.mr).not.toBe(text.hi);
        expect(mostlyDevanagari(text.mr!), text.mr).toBe(true);
        expect(numbers(text.mr!), text.mr).toEqual(numbers(text.en));
      }
    }
  });

  it('take the FAO-56 Table 11 lengths (tropics) and Table 12 Kc for soybean, and run back to back', () => {
    expect(FAO56_SOYBEAN.lengths).toEqual({ initial: 15, development: 15, midSeason: 40, lateSeason: 15 });
    expect([FAO56_SOYBEAN.kcIni, FAO56_SOYBEAN.kcMid, FAO56_SOYBEAN.kcEnd]).toEqual([0.4, 1.15, 0.5]);
    expect(SOYBEAN_STAGES.map((s) => s.days)).toEqual([15, 15, 40, 15, 10]);
    expect(SOYBEAN_STAGES.map((s) => s.fao56Stage)).toEqual(['initial', 'development', 'mid-season', 'late season', null]);
    expect(SOYBEAN_STAGES.map((s) => s.kc)).toEqual([0.4, 0.775, 1.15, 0.825, 0.5]);
    let day = 0;
    for (const s of SOYBEAN_STAGES) {
      expect(s.fromDay).toBe(day);
      expect(s.toDay).toBe(day + s.days - 1);
      day += s.days;
    }
    expect(SOYBEAN_SEASON.days).toBe(95);
  });

  it('use water = ET0 × Kc × days, recomputed here day by day from the monthly ET0 of the reference site', () => {
    const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    // Walk the calendar from the reference sowing date independently of the module's own helper.
    const dailyEt0: number[] = [];
    let month = REFERENCE_SOWING.month;
    let dayOfMonth = REFERENCE_SOWING.day;
    for (let d = 0; d < SOYBEAN_SEASON.days; d++) {
      dailyEt0.push(REFERENCE_CLIMATE.months.find((m) => m.month === month)!.et0MmPerDay);
      dayOfMonth++;
      if (dayOfMonth > monthLengths[month - 1]!) {
        dayOfMonth = 1;
        month = (month % 12) + 1;
      }
    }
    let total = 0;
    for (const s of SOYBEAN_STAGES) {
      const days = dailyEt0.slice(s.fromDay, s.toDay + 1);
      expect(days).toHaveLength(s.days);
      const kcOfDay = (i: number) => (s.days === 1 ? s.kcStart : s.kcStart + ((s.kcEnd - s.kcStart) * (i + 0.5)) / s.days);
      const summed = days.reduce((a, et0, i) => a + et0 * kcOfDay(i), 0);
      expect(s.waterUseMm, s.name).toBeCloseTo(summed, 1);
      // The documented formula with the stage means gives the same figure.
      expect(s.waterUseMm, s.name).toBeCloseTo(s.et0MmPerDay * s.kc * s.days, 1);
      expect(s.et0MmPerDay).toBeCloseTo(days.reduce((a, b) => a + b, 0) / days.length, 3);
      total += s.waterUseMm;
    }
    expect(SOYBEAN_SEASON.waterUseMm).toBeCloseTo(total, 1);
    // A hand check of the mid-season stage: 31 July (4.2), August (31 × 3.7), 1–8 September (8 × 4.1).
    expect(soybeanStage('Mid Season growth stage')!.waterUseMm).toBeCloseTo(((4.2 + 31 * 3.7 + 8 * 4.1) / 40) * 1.15 * 40, 1);
    // A 95-day monsoon crop uses less than the 450–700 mm FAO quotes for longer, drier soybean seasons.
    expect(SOYBEAN_SEASON.waterUseMm).toBeGreaterThan(300);
    expect(SOYBEAN_SEASON.waterUseMm).toBeLessThan(700);
  });

  it('have plausible temperatures: normal min < max, suited min < max', () => {
    for (const s of SOYBEAN_STAGES) {
      expect(s.normalTempC.min).toBeLessThan(s.normalTempC.max);
      expect(s.suitedTempC.min).toBeLessThan(s.suitedTempC.max);
      expect(s.suitedTempC.min).toBeGreaterThanOrEqual(10);
      expect(s.suitedTempC.max).toBeLessThanOrEqual(40);
    }
    expect(soybeanStage('Initial seedling stage')!.normalTempC).toEqual({ min: 24.4, max: 32 });
  });

  it('apply the whole Central zone dose (25:60:40:20) at sowing and nothing later', () => {
    expect(NUTRIENT_SCHEDULE.dose).toEqual({ n: 25, p2o5: 60, k2o: 40, s: 20 });
    expect(SOYBEAN_STAGES.map((s) => s.appliedKgPerHa)).toEqual([
      { n: 25, p2o5: 60, k2o: 40, s: 20 },
      { n: 0, p2o5: 0, k2o: 0, s: 0 },
      { n: 0, p2o5: 0, k2o: 0, s: 0 },
      { n: 0, p2o5: 0, k2o: 0, s: 0 },
      { n: 0, p2o5: 0, k2o: 0, s: 0 },
    ]);
  });

  it('fertigation bands equal the spec 9 table exactly', () => {
    // | Stage | Nitrogen | Phosphorus | Potassium | Moisture |
    // | Initial seedling stage | 18-19 | 18-19 | 18-19 | 0.05-0.1 |
    // | Crop development stage | 11-12 | 60-61 | 0-1 | 0.1-0.2 |
    // | Mid Season growth stage | 0-1 | 51-52 | 33-34 | 0.2-0.3 |
    // | Late season growth stage | 12-13 | 0-1 | 44-45 | 0.05-0.2 |
    // | Maturity to Harvest | 0-1 | 0-1 | 49-50 | 0.05-0.2 |
    const table: [string, [number, number], [number, number], [number, number], [number, number]][] = [
      ['Initial seedling stage', [18, 19], [18, 19], [18, 19], [0.05, 0.1]],
      ['Crop development stage', [11, 12], [60, 61], [0, 1], [0.1, 0.2]],
      ['Mid Season growth stage', [0, 1], [51, 52], [33, 34], [0.2, 0.3]],
      ['Late season growth stage', [12, 13], [0, 1], [44, 45], [0.05, 0.2]],
      ['Maturity to Harvest', [0, 1], [0, 1], [49, 50], [0.05, 0.2]],
    ];
    const band = ([low, high]: [number, number]) => ({ low, high });
    const expected = Object.fromEntries(
      table.map(([stage, n, p, k, m]) => [stage, { nitrogen: band(n), phosphorus: band(p), potassium: band(k), moisture: band(m) }]),
    );
    expect(FERTIGATION_BANDS).toEqual(expected);
    for (const s of SOYBEAN_STAGES) expect(s.fertigation).toEqual(expected[s.name]);
    expect(SOYBEAN_STAGE_SOURCES.fertigation.source).toBe('productSpec');
  });

  it('are found by name whatever the case and spacing', () => {
    expect(soybeanStage('initial SEEDLING stage')?.name).toBe('Initial seedling stage');
    expect(soybeanStage('  maturity   to harvest ')?.name).toBe('Maturity to Harvest');
    expect(soybeanStage('flowering')).toBeUndefined();
  });

  it('cite known sources', () => {
    for (const { source, verification } of Object.values(SOYBEAN_STAGE_SOURCES)) {
      knownSource(source);
      expect(VERIFICATIONS).toContain(verification);
    }
  });
});

describe('soybean zones', () => {
  // Issue 41: the zone's soils, sowing window and note in Marathi, with the English figures.
  it('describe soils, sowing window and note in Marathi', () => {
    const numbers = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).sort();
    for (const z of SOYBEAN_ZONES) {
      expect(z.mr, z.name).toBeTruthy();
      const texts = [z.soils, z.sowingWindow.text, ...(z.note ? [z.note] : [])];
      for (const t of texts) {
        expect(t.mr, t.en).toBeTruthy();
        expect(t.mr).not.toBe(t.hi);
        expect(mostlyDevanagari(t.mr!), t.mr).toBe(true);
        expect(numbers(t.mr!), t.mr).toEqual(numbers(t.en));
      }
    }
  });

  it('are the five zones of the spec with their states', () => {
    expect([...SOYBEAN_ZONE_NAMES]).toEqual(['Central', 'Southern', 'North Plain', 'North Eastern', 'Eastern']);
    expect(SOYBEAN_ZONES.map((z) => z.name)).toEqual([...SOYBEAN_ZONE_NAMES]);
    const seen = new Set<string>();
    for (const z of SOYBEAN_ZONES) {
      expect(mostlyDevanagari(z.hi, 0.9)).toBe(true);
      expect(z.states.en.length).toBeGreaterThan(0);
      expect(z.states.hi).toHaveLength(z.states.en.length);
      for (const hi of z.states.hi) expect(mostlyDevanagari(hi, 0.9), hi).toBe(true);
      expect(mostlyDevanagari(z.soils.hi), z.soils.hi).toBe(true);
      // a state is in one zone only (Maharashtra is split by region, so compare whole entries)
      for (const s of z.states.en) {
        expect(seen.has(s), s).toBe(false);
        seen.add(s);
      }
    }
  });

  it('have positive nutrient thresholds with lower < upper, in kg/ha of the 0–15 cm layer', () => {
    expect(THRESHOLD_UNIT).toMatchObject({ unit: 'kg/ha', layer: '0–15 cm', mgPerKgToKgPerHa: 2.24 });
    for (const z of SOYBEAN_ZONES) {
      for (const nutrient of ['nitrogen', 'phosphorus', 'potassium'] as const) {
        const t = z.thresholds[nutrient];
        expect(t.lower, `${z.name} ${nutrient}`).toBeGreaterThan(0);
        expect(t.lower, `${z.name} ${nutrient}`).toBeLessThan(t.upper);
        expect(t.basis.length).toBeGreaterThan(20);
        knownSource(t.source);
        expect(VERIFICATIONS).toContain(t.verification);
      }
      // rough sanity against the national rating: N in hundreds, P in tens, K in hundreds of kg/ha
      expect(z.thresholds.nitrogen.lower).toBeGreaterThanOrEqual(200);
      expect(z.thresholds.phosphorus.upper).toBeLessThan(60);
      expect(z.thresholds.potassium.lower).toBeGreaterThanOrEqual(100);
    }
  });

  it('have a pH band, sowing window, spacing, seed rate, dose and varieties, each cited', () => {
    for (const z of SOYBEAN_ZONES) {
      expect(z.ph.min).toBeGreaterThanOrEqual(5);
      expect(z.ph.min).toBeLessThan(z.ph.max);
      expect(z.ph.max).toBeLessThanOrEqual(8.5);
      const w = z.sowingWindow;
      expect(w.from.month * 100 + w.from.day).toBeLessThan(w.to.month * 100 + w.to.day);
      expect([5, 6, 7]).toContain(w.from.month);
      expect(mostlyDevanagari(w.text.hi), w.text.hi).toBe(true);
      expect(z.spacing.rowCm.min).toBeGreaterThanOrEqual(30);
      expect(z.spacing.rowCm.min).toBeLessThanOrEqual(z.spacing.rowCm.max);
      expect(z.spacing.plantCm.min).toBeLessThanOrEqual(z.spacing.plantCm.max);
      expect(z.seedRateKgPerHa.min).toBeGreaterThanOrEqual(50);
      expect(z.seedRateKgPerHa.min).toBeLessThanOrEqual(z.seedRateKgPerHa.max);
      expect(z.dose.p2o5).toBeGreaterThan(z.dose.n); // a legume: little N, more P
      expect(z.varieties.names.length).toBeGreaterThanOrEqual(3);
      for (const c of [z.statesBasis, z.ph, w, z.spacing, z.seedRateKgPerHa, z.dose, z.varieties]) {
        knownSource(c.source);
        expect(VERIFICATIONS).toContain(c.verification);
        expect(c.basis.length).toBeGreaterThan(10);
      }
    }
  });

  it('are found by name loosely', () => {
    expect(soybeanZone('north eastern')?.name).toBe('North Eastern');
    expect(soybeanZone('North-Plain')?.name).toBe('North Plain');
    expect(soybeanZone('western')).toBeUndefined();
  });
});

describe('soybean management practices', () => {
  it('each has English and Hindi, a known stage, topic and source, and a unique id', () => {
    expect(SOYBEAN_PRACTICES.length).toBeGreaterThanOrEqual(35);
    const ids = new Set<string>();
    for (const p of SOYBEAN_PRACTICES) {
      expect(ids.has(p.id), p.id).toBe(false);
      ids.add(p.id);
      expect(PRACTICE_STAGES as readonly string[]).toContain(p.stage);
      expect(Object.keys(PRACTICE_TOPICS)).toContain(p.topic);
      knownSource(p.source);
      expect(VERIFICATIONS).toContain(p.verification);
      for (const t of [p.title, p.text]) {
        expect(t.en.trim().length, p.id).toBeGreaterThan(3);
        expect(t.hi, p.id).toMatch(DEVANAGARI);
        expect(mostlyDevanagari(t.hi), `${p.id}: ${t.hi}`).toBe(true);
      }
      for (const z of p.zones ?? []) expect(SOYBEAN_ZONE_NAMES as readonly string[]).toContain(z);
      if (p.verification === 'checked') expect(SOYBEAN_SOURCES[p.source]).toHaveProperty('url');
    }
  });

  it('cover every stage and every topic the brief asks for', () => {
    for (const stage of PRACTICE_STAGES) expect(practicesFor(stage).length, stage).toBeGreaterThan(0);
    for (const topic of Object.keys(PRACTICE_TOPICS))
      expect(
        SOYBEAN_PRACTICES.some((p) => p.topic === topic),
        topic,
      ).toBe(true);
    for (const z of SOYBEAN_ZONE_NAMES)
      expect(
        SOYBEAN_PRACTICES.some((p) => p.topic === 'variety' && p.zones?.includes(z)),
        z,
      ).toBe(true);
  });

  it('name no brands and defer every chemical dose to the label', () => {
    const chemical =
      /(thiram|carbendazim|thiamethoxam|imidacloprid|cyhalothrin|chlorantraniliprole|indoxacarb|hexaconazole|propiconazole|tebuconazole|diclosulam|pendimethalin|imazethapyr|quizalofop|propaquizafop|fenoxaprop|sulfentrazone|cyfluthrin)/i;
    for (const p of SOYBEAN_PRACTICES) {
      if (!chemical.test(p.text.en)) continue;
      expect(p.text.en, p.id).toMatch(/Follow the label/);
      expect(p.text.hi, p.id).toMatch(/लेबल/);
      expect(p.text.mr, p.id).toMatch(/लेबल/);
      expect(p.text.mr.endsWith(LABEL_NOTE.mr), p.id).toBe(true);
    }
    const brands = /(Pursuit|Strongarm|Odyssey|Coragen|Fame|Karate|Confidor|Tilt|Folicur|Contaf|Targa|Whip Super|Vitavax)/;
    for (const p of SOYBEAN_PRACTICES) expect(`${p.text.en} ${p.text.hi} ${p.text.mr}`, p.id).not.toMatch(brands);
  });

  /** The numbers of a text in order of size: subscript digits (P₂O₅) count as digits, so a formula says the same in every script. */
  const numbers = (s: string) => (s.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080)).match(/\d+(?:\.\d+)?/g) ?? []).sort();
  /**
   * Latin words a Marathi practice may keep (the idea of e2e/hindiText.ts's list): units and chemistry, the KVK, and the
   * soybean variety names of the zones, which are written on the seed bag as they are.
   */
  const allowedLatin = new Set([
    'pH',
    'KVK',
    'P',
    'O',
    'K',
    ...SOYBEAN_ZONES.flatMap((z) => z.varieties.names.join(' ').match(/[A-Za-z]+/g) ?? []),
  ]);

  it('are written in Marathi, with the numbers of the English and no English words', () => {
    const texts = [
      ...SOYBEAN_PRACTICES.flatMap((p) => [
        { id: `${p.id} title`, ...p.title },
        { id: p.id, ...p.text },
      ]),
      ...Object.entries(PRACTICE_TOPICS).map(([id, t]) => ({ id: `topic ${id}`, ...t })),
      ...PRACTICE_STAGES.map((s) => ({ id: `stage ${s}`, en: '', hi: PRACTICE_STAGE_HI[s], mr: PRACTICE_STAGE_MR[s] })),
    ];
    for (const t of texts) {
      expect(t.mr, t.id).toMatch(DEVANAGARI);
      expect(mostlyDevanagari(t.mr), `${t.id}: ${t.mr}`).toBe(true);
      // Marathi, not the Hindi standing in for it.
      expect(t.mr, t.id).not.toBe(t.hi);
      expect(t.mr, `${t.id}: Devanagari digits would escape the number check`).not.toMatch(/[०-९]/);
      const latin = (t.mr.match(/[A-Za-z]+/g) ?? []).filter((w) => !allowedLatin.has(w));
      expect(latin, `${t.id}: ${t.mr}`).toEqual([]);
      if (t.en) expect(numbers(t.mr), `${t.id}: ${t.mr}`).toEqual(numbers(t.en));
    }
  });

  it('filters by stage and zone', () => {
    const central = practicesFor('Before sowing', 'Central').map((p) => p.id);
    const eastern = practicesFor('Before sowing', 'Eastern').map((p) => p.id);
    expect(central).toContain('variety-central');
    expect(central).not.toContain('variety-eastern');
    expect(central).toContain('nutrients-basal-dose');
    expect(eastern).toContain('land-lime-acid-soil');
    expect(central).not.toContain('land-lime-acid-soil');
  });
});
