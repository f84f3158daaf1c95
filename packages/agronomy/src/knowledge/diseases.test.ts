import { diseaseAdviceSchema } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { DISEASE_LABELS, diseaseAdvice, type DiseaseCrop } from './diseases.js';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Hindi text should be Hindi: allow Latin only for scientific names, codes and abbreviations. */
const mostlyDevanagari = (s: string) => {
  const letters = s.replace(/[^\p{L}]/gu, '');
  const deva = letters.replace(/[^\u0900-\u097F]/g, '');
  return letters.length > 0 && deva.length / letters.length > 0.8;
};

const all = (Object.keys(DISEASE_LABELS) as DiseaseCrop[]).flatMap((crop) => DISEASE_LABELS[crop].map((label) => [crop, label] as const));

describe('disease knowledge', () => {
  it('has exactly the model labels', () => {
    expect([...DISEASE_LABELS.soybean]).toEqual([
      'Bacterial Pustule (Xanthomonas axonopodis pv. glycines)',
      'Frogeye Leaf Spot (Cercospora sojina)',
      'Healthy',
      'Phytophthora Root and Stem Rot (Phytophthora sojae)',
      'Soybean Rust (Phakopsora pachyrhizi)',
    ]);
    expect([...DISEASE_LABELS.tomato]).toEqual([
      'Early Blight (Alternaria solani)',
      'Late Blight (Phytophthora infestans)',
      'Leaf Mold (Passalora fulva)',
      'Septoria Leaf Spot (Septoria lycopersici)',
      'Yellow Leaf Curl Virus (TYLCV, whitefly-borne)',
    ]);
  });

  it.each(all)('%s / %s parses with the contracts schema and is complete', (crop, label) => {
    const advice = diseaseAdvice(crop, label);
    expect(advice).not.toBeNull();
    const parsed = diseaseAdviceSchema.strict().parse(advice);
    expect(parsed.label).toBe(label);
    expect(parsed.healthy).toBe(label === 'Healthy');
    for (const text of [parsed.name, parsed.cause, parsed.symptoms]) {
      expect(text.en.trim().length).toBeGreaterThan(0);
      expect(text.hi).toMatch(DEVANAGARI);
      expect(mostlyDevanagari(text.hi), text.hi).toBe(true);
    }
    for (const list of [parsed.treatment, parsed.prevention]) {
      expect(list.en.length).toBeGreaterThan(0);
      expect(list.hi).toHaveLength(list.en.length);
      for (const hi of list.hi) expect(mostlyDevanagari(hi), hi).toBe(true);
    }
    expect(parsed.sources.some((s) => /^https:\/\/\S+$/.test(s.url))).toBe(true);
    for (const s of parsed.sources) {
      expect(s.title.trim().length).toBeGreaterThan(10);
      expect(s.url).toMatch(/^https:\/\/\S+$/);
    }
  });

  it.each(all.filter(([, label]) => label !== 'Healthy'))('%s / %s: chemical options defer to the label and the KVK', (crop, label) => {
    const advice = diseaseAdvice(crop, label)!;
    const chemical = advice.treatment.en.filter((t) =>
      /(zeb|azole|oxychloride|copper|strobin|metalaxyl|imidacloprid|thiamethoxam|chlorothalonil)/i.test(t),
    );
    expect(chemical.length).toBeGreaterThan(0);
    for (const t of chemical) expect(t).toMatch(/follow the label dose and pre-harvest interval; consult your local KVK/);
    // no invented doses: no per-litre, per-hectare or per-acre amounts anywhere
    for (const t of [...advice.treatment.en, ...advice.prevention.en])
      expect(t).not.toMatch(/\d+(\.\d+)?\s*(g|ml|kg|l)\s*\/\s*(l|ha|ac|acre|litre)/i);
    expect(advice.treatment.hi.some((t) => t.includes('कृषि विज्ञान केंद्र'))).toBe(true);
  });

  // Issue 41: a Marathi reader gets Marathi, not the Hindi: every text has its own Marathi with the English figures.
  it.each(all)('%s / %s has Marathi for every text, with the English figures', (crop, label) => {
    const advice = diseaseAdvice(crop, label)!;
    const numbers = (s: string) => s.match(/\d+/g) ?? [];
    const pairs: [string, string | undefined, string][] = [
      [advice.name.en, advice.name.mr, advice.name.hi],
      [advice.cause.en, advice.cause.mr, advice.cause.hi],
      [advice.symptoms.en, advice.symptoms.mr, advice.symptoms.hi],
    ];
    for (const list of [advice.treatment, advice.prevention]) {
      expect(list.mr).toHaveLength(list.en.length);
      list.en.forEach((en, i) => pairs.push([en, list.mr![i], list.hi[i]!]));
    }
    for (const [en, mr, hi] of pairs) {
      expect(mr?.trim(), en).toBeTruthy();
      expect(mostlyDevanagari(mr!), mr).toBe(true);
      expect(mr, en).not.toBe(hi);
      expect(numbers(mr!), mr).toEqual(numbers(en));
    }
    if (!advice.healthy) expect(advice.treatment.mr!.some((t) => t.includes('कृषी विज्ञान केंद्र'))).toBe(true);
  });

  it('the Marathi is Marathi, not the Hindi: Marathi verb forms and the glossary terms', () => {
    const every = all.map(([crop, label]) => diseaseAdvice(crop, label)!);
    const text = every.flatMap((a) => [a.cause.mr!, a.symptoms.mr!, ...a.treatment.mr!, ...a.prevention.mr!]).join(' ');
    for (const hindiOnly of [/ है[ ।]/, /करें/, /नहीं/, /फफूँद/, /छिड़क/]) expect(text).not.toMatch(hindiOnly);
    expect(diseaseAdvice('soybean', 'Soybean Rust (Phakopsora pachyrhizi)')!.name.mr).toMatch(/तांबेरा/);
    expect(diseaseAdvice('tomato', 'Early Blight (Alternaria solani)')!.name.mr).toMatch(/करपा/);
    expect(text).toMatch(/बुरशीनाशक/);
  });

  it('the healthy class says to keep scouting', () => {
    const healthy = diseaseAdvice('soybean', 'Healthy')!;
    expect(healthy.healthy).toBe(true);
    expect(healthy.cause.en).toMatch(/no disease/i);
    expect(healthy.prevention.en.join(' ')).toMatch(/scout/i);
  });

  it('looks labels up case-insensitively', () => {
    expect(diseaseAdvice('soybean', 'healthy')?.label).toBe('Healthy');
    expect(diseaseAdvice('soybean', 'HEALTHY')?.label).toBe('Healthy');
    expect(diseaseAdvice('soybean', 'soybean rust (phakopsora pachyrhizi)')?.label).toBe('Soybean Rust (Phakopsora pachyrhizi)');
    expect(diseaseAdvice('tomato', '  EARLY BLIGHT (ALTERNARIA SOLANI) ')?.label).toBe('Early Blight (Alternaria solani)');
    expect(diseaseAdvice('tomato', 'yellow leaf curl virus (tylcv, whitefly-borne)')?.label).toBe(
      'Yellow Leaf Curl Virus (TYLCV, whitefly-borne)',
    );
  });

  it('accepts the short name and underscores', () => {
    expect(diseaseAdvice('tomato', 'early blight')?.label).toBe('Early Blight (Alternaria solani)');
    expect(diseaseAdvice('tomato', 'Septoria_Leaf_Spot')?.label).toBe('Septoria Leaf Spot (Septoria lycopersici)');
    expect(diseaseAdvice('soybean', 'frogeye leaf spot')?.label).toBe('Frogeye Leaf Spot (Cercospora sojina)');
    expect(diseaseAdvice('soybean', 'Phytophthora_Root_and_Stem_Rot')?.label).toBe('Phytophthora Root and Stem Rot (Phytophthora sojae)');
  });

  it('gives null for unknown labels, the wrong crop or an unknown crop', () => {
    expect(diseaseAdvice('tomato', 'Healthy')).toBeNull();
    expect(diseaseAdvice('tomato', 'Soybean Rust (Phakopsora pachyrhizi)')).toBeNull();
    expect(diseaseAdvice('soybean', 'Late Blight (Phytophthora infestans)')).toBeNull();
    expect(diseaseAdvice('soybean', 'Not sure')).toBeNull();
    expect(diseaseAdvice('soybean', '')).toBeNull();
    expect(diseaseAdvice('tomato', 'Blight')).toBeNull();
    expect(diseaseAdvice('potato' as DiseaseCrop, 'Late Blight (Phytophthora infestans)')).toBeNull();
  });

  it('returns a copy the caller may change', () => {
    diseaseAdvice('tomato', 'Late Blight (Phytophthora infestans)')?.treatment.en.push('changed');
    expect(diseaseAdvice('tomato', 'Late Blight (Phytophthora infestans)')?.treatment.en).not.toContain('changed');
  });
});
