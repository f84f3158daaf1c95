import { AGRO_REGION_NAMES, DEFAULT_CALCULATOR_ZONE } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_CROPS, CALCULATOR_DOSES, CALCULATOR_SEASONS, CALCULATOR_SOILS, type CalculatorDose } from './calculatorDoses.js';
import { RATING_FACTORS_SOURCE } from './adjustment.js';
import { CROPS } from './crops.js';
import { SOURCES } from './sources.js';

interface Row {
  zone: string;
  soil: string;
  system: string;
  dose: CalculatorDose;
}

const rows: Row[] = Object.entries(CALCULATOR_DOSES).flatMap(([zone, soils]) =>
  Object.entries(soils).flatMap(([soil, systems]) =>
    (systems ?? []).flatMap((s) => s.doses.map((dose) => ({ zone, soil, system: s.name, dose }))),
  ),
);
const where = (r: Row) => `${r.zone} / ${r.soil} / ${r.system} / ${r.dose.crop} ${r.dose.season}`;

describe('the calculator dose table', () => {
  it('has exactly the 32 agro-climatic zones, in their order, the default zone first', () => {
    expect(Object.keys(CALCULATOR_DOSES)).toEqual([...AGRO_REGION_NAMES]);
    expect(Object.keys(CALCULATOR_DOSES)).toHaveLength(32);
    expect(Object.keys(CALCULATOR_DOSES)[0]).toBe(DEFAULT_CALCULATOR_ZONE);
  });

  it('gives every zone at least one soil, every soil at least one cropping system, every system a dose', () => {
    for (const [zone, soils] of Object.entries(CALCULATOR_DOSES)) {
      const entries = Object.entries(soils);
      expect(entries.length, zone).toBeGreaterThanOrEqual(1);
      for (const [soil, systems] of entries) {
        expect(CALCULATOR_SOILS, `${zone}: soil ${soil}`).toContain(soil);
        expect(systems?.length, `${zone} / ${soil}`).toBeGreaterThanOrEqual(1);
        const names = (systems ?? []).map((s) => s.name);
        expect(new Set(names).size, `${zone} / ${soil}: duplicate system names`).toBe(names.length);
        for (const s of systems ?? []) expect(s.doses.length, `${zone} / ${soil} / ${s.name}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('has only positive, finite doses: N above 0, P2O5 and K2O 0 or more', () => {
    for (const r of rows) {
      const { n, p2o5, k2o } = r.dose;
      for (const x of [n, p2o5, k2o]) expect(Number.isFinite(x), where(r)).toBe(true);
      expect(n, where(r)).toBeGreaterThan(0);
      expect(p2o5, where(r)).toBeGreaterThanOrEqual(0);
      expect(k2o, where(r)).toBeGreaterThanOrEqual(0);
      // kg/ha per season or year; nothing in the table is above the adsali sugarcane dose
      expect(n + p2o5 + k2o, where(r)).toBeLessThanOrEqual(740);
    }
  });

  it('sources every dose: a known SOURCES id, checked or recalled, a known crop and season', () => {
    for (const r of rows) {
      expect(SOURCES, where(r)).toHaveProperty(r.dose.source);
      expect(['checked', 'recalled'], where(r)).toContain(r.dose.verification);
      expect(Object.keys(CALCULATOR_CROPS), where(r)).toContain(r.dose.crop);
      expect(CALCULATOR_SEASONS, where(r)).toContain(r.dose.season);
    }
  });

  it('cites a page or a dated publication for every checked dose', () => {
    for (const r of rows.filter((x) => x.dose.verification === 'checked')) {
      const source: { citation: string; url?: string } = SOURCES[r.dose.source];
      expect(Boolean(source.url) || /\(\d{4}\)/.test(source.citation), where(r)).toBe(true);
    }
  });

  it('names every crop of a system in the system name', () => {
    for (const r of rows)
      expect(r.system.toLowerCase(), where(r)).toContain(CALCULATOR_CROPS[r.dose.crop].en.split(' (')[0]!.toLowerCase());
  });

  it('gives legumes a starter N dose only (30 kg N/ha at most) and cereals more than that', () => {
    const legumes = rows.filter((r) => 'legume' in CALCULATOR_CROPS[r.dose.crop]);
    expect(legumes.length).toBeGreaterThan(10);
    for (const r of legumes) expect(r.dose.n, where(r)).toBeLessThanOrEqual(30);
    for (const r of rows.filter((x) => ['Rice', 'Wheat', 'Maize'].includes(x.dose.crop)))
      expect(r.dose.n, where(r)).toBeGreaterThanOrEqual(40);
  });

  it('keeps the regional differences and the checked figures', () => {
    const find = (zone: string, soil: string, system: string) =>
      CALCULATOR_DOSES[zone as keyof typeof CALCULATOR_DOSES][soil as keyof (typeof CALCULATOR_DOSES)[keyof typeof CALCULATOR_DOSES]]!.find(
        (s) => s.name === system,
      )!.doses;
    // Himachal Pradesh: irrigated wheat 120:60:30, rainfed 80:40:40 (checked on hpagrisnet.gov.in)
    expect(find(DEFAULT_CALCULATOR_ZONE, 'Mountain', 'Maize - Wheat').map((x) => [x.n, x.p2o5, x.k2o, x.verification])).toEqual([
      [120, 60, 40, 'checked'],
      [120, 60, 30, 'checked'],
      [80, 40, 40, 'checked'],
    ]);
    // Punjab (PAU) wheat differs from Haryana (HAU) and from the national IIWBR figure
    const pau = find('Trans Gangetic Plain (Punjab)', 'Alluvial', 'Rice - Wheat')[1]!;
    const hau = find('Trans Gangetic Plain (Haryana, Delhi, Chandigarh, Sri Ganganagar)', 'Alluvial', 'Rice - Wheat')[1]!;
    expect([pau.n, pau.p2o5, pau.k2o, pau.source]).toEqual([125, 62.5, 30, 'pauPop']);
    expect([hau.n, hau.p2o5, hau.k2o, hau.source, hau.verification]).toEqual([150, 60, 30, 'hauPop', 'checked']);
    // ICAR-IISR soybean 25:60:40 (+20 S) on the Malwa black soils
    const soybean = find('Western Plateau & Hills (Malwa, M.P.)', 'Black', 'Soybean - Wheat')[0]!;
    expect([soybean.crop, soybean.n, soybean.p2o5, soybean.k2o, soybean.source, soybean.verification]).toEqual([
      'Soybean',
      25,
      60,
      40,
      'iisrSoybean',
      'checked',
    ]);
    // KAU coconut, good management: 0.50:0.32:1.20 kg per palm × 175 palms = 87.5:56:210 kg/ha
    const coconut = find('West Coast Plains & Ghats (Kerala, Nilgiris)', 'Laterite', 'Coconut')[0]!;
    expect([coconut.n, coconut.p2o5, coconut.k2o]).toEqual([87.5, 56, 210]);
    // Tobacco gets its potash as SOP
    expect(find('East Coast Plains & Hills (Coastal Andhra)', 'Black', 'Tobacco')[0]!.potash).toBe('SOP');
  });

  it('says where every checked dose was read and why every recalled one could not be checked (issue 20)', () => {
    for (const r of rows) {
      if (r.dose.verification === 'checked') {
        expect(r.dose.checkedAt?.trim().length ?? 0, `${where(r)}: checkedAt`).toBeGreaterThan(20);
        expect(r.dose.recalledBecause, where(r)).toBeUndefined();
      } else {
        expect(r.dose.recalledBecause?.trim().length ?? 0, `${where(r)}: recalledBecause`).toBeGreaterThan(20);
        expect(r.dose.checkedAt, where(r)).toBeUndefined();
      }
    }
  });

  it('gives a reason for every recalled crop dose of the advice path and for the rating rule (issue 20)', () => {
    for (const [crop, c] of Object.entries(CROPS)) {
      if (c.verification === 'recalled') expect(c.recalledBecause?.trim().length ?? 0, crop).toBeGreaterThan(20);
      if (c.checkedAt !== undefined) expect(c.verification, crop).toBe('checked');
    }
    expect(RATING_FACTORS_SOURCE.verification).toBe('recalled');
    expect(RATING_FACTORS_SOURCE.recalledBecause).toMatch(/Methods Manual/);
  });

  it('uses the doses corrected to the pages read in issue 20', () => {
    const find = (zone: string, soil: string, system: string) =>
      CALCULATOR_DOSES[zone as keyof typeof CALCULATOR_DOSES][soil as keyof (typeof CALCULATOR_DOSES)[keyof typeof CALCULATOR_DOSES]]!.find(
        (s) => s.name === system,
      )!.doses;
    const npk = (x: CalculatorDose) => [x.n, x.p2o5, x.k2o, x.source, x.verification];
    // Corrected to the AP Department of Agriculture pages (apagrisnet.gov.in): groundnut urea 20 + SSP 100 + MOP 30 kg
    // per acre in kharif and rabi (was 20:40:40 and 30:40:50, recalled); maize kharif 40-20-16 kg per acre (was 180:60:50).
    const telangana = 'Southern Plateau & Hills (Telangana, Rayalaseema)';
    expect(find(telangana, 'Red', 'Groundnut + Pigeonpea').map(npk)).toEqual([
      [23, 40, 45, 'apAgriDept', 'checked'],
      [20, 50, 0, 'apAgriDept', 'checked'],
    ]);
    expect(npk(find(telangana, 'Black', 'Maize - Chickpea')[0]!)).toEqual([100, 50, 40, 'apAgriDept', 'checked']);
    expect(npk(find('East Coast Plains & Hills (Coastal Andhra)', 'Red', 'Rice - Groundnut')[1]!)).toEqual([
      23,
      40,
      45,
      'apAgriDept',
      'checked',
    ]);
    // Haryana: CCS HAU's own pearl millet and mustard doses (emausamhau.com) replace the national ones there
    // (were 80:40:40 and 40:20:0 for pearl millet, 80:40:40 and 40:20:20 for mustard, recalled).
    const haryana = 'Trans Gangetic Plain (Haryana, Delhi, Chandigarh, Sri Ganganagar)';
    expect(find(haryana, 'Alluvial', 'Pearl millet - Mustard').map(npk)).toEqual([
      [156, 62.5, 30, 'hauPearlMillet', 'checked'],
      [80, 30, 20, 'hauMustard', 'checked'],
    ]);
    expect(find(haryana, 'Desert', 'Pearl millet - Mustard').map(npk)).toEqual([
      [40, 20, 0, 'hauPearlMillet', 'checked'],
      [40, 20, 0, 'hauMustard', 'checked'],
    ]);
  });
});
