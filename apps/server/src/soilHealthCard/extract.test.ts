import { SHC_PARAMETERS } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { editDistance, extractShcParameters, readNumber, readRating, readUnit } from './extract.js';

const values = (text: string) => Object.fromEntries(Object.entries(extractShcParameters(text).parameters).map(([k, v]) => [k, v.value]));

const CLEAN = `Soil Test Results
Sr.No. Parameter Test Value Unit Rating Normal Level
1 pH 7.30 Moderately alkaline 7, Neutral
2 EC 0.11 dS/m Normal 0 - 1 dS/m
3 Organic Carbon (OC) 0.90 % High 0.51 - 0.75%
4 Available Nitrogen (N) 480.00 kg/ha Medium 280 - 560 kg/ha
5 Available Phosphorus (P) 9.63 kg/ha Low 10 - 25 kg/ha
6 Available Potassium (K) 201.00 kg/ha Medium 145 - 337 kg/ha
7 Available Sulphur (S) 42.00 ppm Sufficient > 10 ppm
8 Available Zinc (Zn) 5.32 ppm Sufficient > 0.6 ppm
9 Available Boron (B) 11.00 ppm Sufficient > 0.5 ppm
10 Available Iron (Fe) 46.68 ppm Sufficient > 4.5 ppm
11 Available Manganese (Mn) 36.98 ppm Sufficient > 2.0 ppm
12 Available Copper (Cu) 2.21 ppm Sufficient > 0.2 ppm`;

describe('extractShcParameters', () => {
  it('reads a clean table: values, SHC units, ratings and normal ranges', () => {
    const r = extractShcParameters(CLEAN);
    expect(r.readable).toBe(true);
    expect(r.missing).toEqual([]);
    expect(values(CLEAN)).toEqual({
      ph: 7.3,
      ec: 0.11,
      oc: 0.9,
      n: 480,
      p: 9.63,
      k: 201,
      s: 42,
      zn: 5.32,
      b: 11,
      fe: 46.68,
      mn: 36.98,
      cu: 2.21,
    });
    expect(r.parameters.ph).toEqual({ value: 7.3, unit: '', rating: 'Moderately alkaline', normal: '7, Neutral' });
    expect(r.parameters.ec).toEqual({ value: 0.11, unit: 'dS/m', rating: 'Normal', normal: '0 - 1 dS/m' });
    expect(r.parameters.oc).toEqual({ value: 0.9, unit: '%', rating: 'High', normal: '0.51 - 0.75%' });
    expect(r.parameters.n).toEqual({ value: 480, unit: 'kg/ha', rating: 'Medium', normal: '280 - 560 kg/ha' });
    expect(r.parameters.cu).toEqual({ value: 2.21, unit: 'ppm', rating: 'Sufficient', normal: '> 0.2 ppm' });
    expect(r.notes).toContain('K is given as K2O (normal range 145–337 kg/ha); K = K2O / 1.2.');
  });

  it('takes the value column, never the normal range after it', () => {
    const text = `4 Available Nitrogen (N) 280 - 560 kg/ha
5 Available Phosphorus (P) 10-25 kg/ha
1 pH 7, Neutral
7 Available Sulphur (S) Sufficient > 10 ppm
8 Available Zinc (Zn) ppm > 0.6 ppm
6 Available Potassium (K) 201.00 kg/ha Medium 145 - 337`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({ k: 201 });
    expect(r.parameters.k?.normal).toBe('145 - 337');
    expect(r.missing).toEqual(SHC_PARAMETERS.filter((p) => p !== 'k'));
  });

  it('survives OCR noise: glued units, O/0 and l/1, decimal commas, wrapped cells, unit variants', () => {
    const text = `1 pH 7.30 Moderately 7, Neutral
alkaline
2EC 0.11dS/m Normal 0-1dS/m
3 Organi Carbon (OC) 0,9O % High 0.51 -0.75%
4 Available Nitrogen (N) ~~ 480.00kg/ha Medium 280 - 560
kg/ha
5 Avaslable Phosphorus (P) 9.63 kgha Low 10-25 kg/ha
6 Available Potassium (K) 2O1.00 kaha Medium 145 - 337
7 Available Sulphur (5) 42.00 pom Sufficient™> 10 ppm
8 Avaddable Zine (Za) 5.32ppm Suffic > 0.6 ppm
9 Available Boron (B) l1.00 ppm Suffic > 0.5 ppm
10 Available Iroa (Fe) 46.68 ppm Sufficier >45 ppm
11 Available Mangaaese 36.98 ppm Sufficien >2.0 ppm
(Mn)
12 Available Copper (Cu) 2:21 ppm > 0.2 ppm`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({
      ph: 7.3,
      ec: 0.11,
      oc: 0.9,
      n: 480,
      p: 9.63,
      k: 201,
      s: 42,
      zn: 5.32,
      b: 11,
      fe: 46.68,
      mn: 36.98,
      cu: 2.21,
    });
    expect(r.parameters.ph?.rating).toBe('Moderately alkaline');
    expect(r.parameters.ec?.unit).toBe('dS/m');
    expect(r.readable).toBe(true);
  });

  it('restores decimal points lost on a blurred scan when the card prints two decimals', () => {
    // The Bagalkote card as tesseract reads it (values 7.70, 0.04, 0.35, 200.63, 4.19, 122.85, 26.50, 0.27, 0.63, 0.71, 6.41, 1.65).
    const text = `I pH 7.70 Moderately alkaline 7. Neutral
2EC 04 dS'm Normal 10-1 48m
3 Organi Carbon (OC) 03% % Low 051 -0.7%%
4 Avaslable Nitroges (IN) 20063 kaha Low 150 - S60 kata
§ Avadlable Phosphorus (PF) 419 kgla Very Low 2. STkpha
6 Avaddable Potassium (K) 12285 kaha Low 145-337 kala
7 Available Sulphur (5) 26.50 ppm Sufficesnt > 10 pens
8 Avaddable Zine (Za) 027 ppm Deficsent > 0.6 ppin
9 Avaddable Boom (1B) 063 ppm Sufficsset 0.5 pp
10 Avaddable Iron (Fe) 0.71 pom Defic seul > 4.5 pom
11 Avadlable Mangaaese (Ma) 6.41 ppm Sufficsent 1 > 2.0 ppin
12 Avaslable Copper (Cu) 1 65 ppm 1+ 0.2 ppm`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({ ph: 7.7, n: 200.63, p: 4.19, k: 122.85, s: 26.5, zn: 0.27, b: 0.63, fe: 0.71, mn: 6.41, cu: 1.65 });
    expect(r.parameters.p?.rating).toBe('Very Low');
    // "04" and "03%" lost digits as well as the point: dropped, not guessed.
    expect(r.missing).toEqual(['ec', 'oc']);
    expect(r.sources.n).toMatchObject({ raw: '20063', pointRestored: true });
    expect(r.readable).toBe(true);
  });

  it('does not restore points on a card that prints integers', () => {
    const text = `1 pH 7 Neutral
4 Available Nitrogen (N) 245 kg/ha Low
5 Available Phosphorus (P) 19 kg/ha Medium
6 Available Potassium (K) 180 kg/ha Medium`;
    expect(values(text)).toEqual({ ph: 7, n: 245, p: 19, k: 180 });
  });

  it('reads Hindi labels and ratings, and Devanagari digits', () => {
    const text = `मृदा परीक्षण परिणाम
क्र.सं. पैरामीटर परीक्षण मान इकाई रेटिंग सामान्य स्तर
1 पी एच 6.38 मध्यम अम्लीय 7, Neutral
2 विद्युत चालकता (ई.सी.) 0.02 dS/m सामान्य 0-1 dS/m
3 जैविक कार्बन (ओ.सी.) 0.24 % कम 0.51 - 0.75%
4 उपलब्ध नाइट्रोजन (एन) 424.14 kg/ha मध्यम 280 - 560 kg/ha
5 उपलब्ध फॉस्फोरस (पी) 12.22 किग्रा/हे मध्यम 10 - 25 kg/ha
6 उपलब्ध पोटाश (के) १२४.५६ kg/ha कम 145 - 337 kg/ha
7 उपलब्ध सल्फर (एस) 3.42 ppm अपर्याप्त > 10 ppm
8 उपलब्ध जिंक (जेडएन) 1.21 ppm पर्याप्त > 0.6 ppm
9 उपलब्ध बोरॉन (बी) 1.44 ppm पर्याप्त > 0.5 ppm
10 उपलब्ध लोहा (एफई) 1.09 ppm अपर्याप्त > 4.5 ppm
11 उपलब्ध मैंगनीज (एमएन) 5.35 ppm पर्याप्त > 2.0 ppm
12 उपलब्ध तांबा (सीयू) 0.44 पीपीएम पर्याप्त > 0.2 ppm`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({
      ph: 6.38,
      ec: 0.02,
      oc: 0.24,
      n: 424.14,
      p: 12.22,
      k: 124.56,
      s: 3.42,
      zn: 1.21,
      b: 1.44,
      fe: 1.09,
      mn: 5.35,
      cu: 0.44,
    });
    expect(r.parameters.ph?.rating).toBe('Moderately acidic');
    expect(r.parameters.oc?.rating).toBe('Low');
    expect(r.parameters.s?.rating).toBe('Deficient');
    expect(r.parameters.zn?.rating).toBe('Sufficient');
    expect(r.parameters.p?.unit).toBe('kg/ha');
    expect(r.readable).toBe(true);
  });

  it('reads the other Hindi names (पोटैशियम, जस्ता, गंधक, नत्रजन)', () => {
    const text = `पी.एच. 8.10
उपलब्ध नत्रजन 250.00 kg/ha
उपलब्ध पोटैशियम 300.00 kg/ha
उपलब्ध गंधक 12.00 ppm
उपलब्ध जस्ता 0.80 ppm`;
    expect(values(text)).toEqual({ ph: 8.1, n: 250, k: 300, s: 12, zn: 0.8 });
    expect(extractShcParameters(text).readable).toBe(true);
  });

  it('reads a Marathi card (मृदा आरोग्य पत्रिका): नत्र, स्फुरद, पालाश, सामू, सेंद्रिय कर्ब… and Marathi ratings', () => {
    const text = `मृदा आरोग्य पत्रिका — मृदा परीक्षण निकाल
मृदा आरोग्य प्रयोगशाळा, जिल्हा कृषी कार्यालय
शेतकऱ्याचे नाव: रामराव पाटील सर्वे / गट क्रमांक: 112/3 जमिनीचा प्रकार: काळी
अ.क्र. घटक परीक्षण मूल्य एकक श्रेणी सामान्य पातळी
1 सामू (पी.एच.) 8.27 मध्यम विम्लधर्मी 7, Neutral
2 विद्युत वाहकता (ई.सी.) 0.17 dS/m सामान्य 0-1 dS/m
3 सेंद्रिय कर्ब (ओ.सी.) 0.58 % मध्यम 0.51 - 0.75%
4 उपलब्ध नत्र (एन) 277.32 kg/ha कमी 280 - 560 kg/ha
5 उपलब्ध स्फुरद (पी) 36.27 kg/ha जास्त 10 - 25 kg/ha
6 उपलब्ध पालाश (के) १६६.८७ kg/ha मध्यम 145 - 337 kg/ha
7 उपलब्ध गंधक (एस) 44.81 ppm पुरेसे > 10 ppm
8 उपलब्ध जस्त (झेडएन) 0.41 ppm कमतरता > 0.6 ppm
9 उपलब्ध बोरॉन (बी) 0.13 ppm कमी > 0.5 ppm
10 उपलब्ध लोह (एफई) 18.31 ppm पुरेसे > 4.5 ppm
11 उपलब्ध मँगनीज (एमएन) 26.80 ppm पुरेसे > 2.0 ppm
12 उपलब्ध तांबे (सीयू) 0.24 ppm पुरेसे > 0.2 ppm`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({
      ph: 8.27,
      ec: 0.17,
      oc: 0.58,
      n: 277.32,
      p: 36.27,
      k: 166.87,
      s: 44.81,
      zn: 0.41,
      b: 0.13,
      fe: 18.31,
      mn: 26.8,
      cu: 0.24,
    });
    expect(r.readable).toBe(true);
    expect(r.missing).toEqual([]);
    expect(r.parameters.ph).toEqual({ value: 8.27, unit: '', rating: 'Moderately alkaline', normal: '7, Neutral' });
    // "कमी" is Marathi's "low" on a Low/Medium/High row, a deficiency on a micronutrient's.
    expect(r.parameters.n).toEqual({ value: 277.32, unit: 'kg/ha', rating: 'Low', normal: '280 - 560 kg/ha' });
    expect(r.parameters.b?.rating).toBe('Deficient');
    expect(r.parameters.p?.rating).toBe('High');
    expect(r.parameters.k?.rating).toBe('Medium');
    expect(r.parameters.s?.rating).toBe('Sufficient');
    expect(r.parameters.zn?.rating).toBe('Deficient');
    // The header's numbers (survey number 112/3) are no reading; the labels are Marathi ones.
    expect(r.notes.filter((n) => n.includes('dropped'))).toEqual([]);
    expect(r.devanagariLabels.marathi).toBeGreaterThanOrEqual(8);
    expect(r.devanagariLabels.hindi).toBe(0);
  });

  it('reads the other Marathi spellings and units (सेंद्रीय, मॅंगनीज, झिंक, कि.ग्रॅ./हे., टक्के, "ते" ranges)', () => {
    const text = `जमिनीचा सामू 6.10 किंचित आम्लधर्मी
सेंद्रीय कर्ब 0.32 टक्के अत्यंत कमी 0.5 ते 0.75 टक्के
उपलब्ध नत्र 150.00 कि.ग्रॅ./हे. कमी 280 ते 560
उपलब्ध स्फुरद 18.00 कि.ग्रॅ./हे. थोडे जास्त
उपलब्ध झिंक 0.90 मि.ग्रॅ./कि.ग्रॅ. पुरेसे
उपलब्ध मॅंगनीज 3.10 ppm पुरेसा
उपलब्ध तांबे पुरेसे > 0.2 ppm`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({ ph: 6.1, oc: 0.32, n: 150, p: 18, zn: 0.9, mn: 3.1 });
    expect(r.parameters.ph?.rating).toBe('Slightly acidic');
    expect(r.parameters.oc).toEqual({ value: 0.32, unit: '%', rating: 'Very Low', normal: '0.5 - 0.75%' });
    expect(r.parameters.n).toMatchObject({ unit: 'kg/ha', rating: 'Low', normal: '280 - 560' });
    expect(r.parameters.p).toMatchObject({ unit: 'kg/ha', rating: 'Moderately high' });
    expect(r.parameters.zn).toMatchObject({ unit: 'ppm', rating: 'Sufficient' });
    // A blank value cell (rating and range only) stays missing.
    expect(r.missing).toContain('cu');
    expect(r.readable).toBe(true);
  });

  it('tells Hindi labels from Marathi ones, and reads a Hindi "कमी" as a deficiency', () => {
    const hindi = extractShcParameters(`उपलब्ध नाइट्रोजन 250.00 kg/ha कम
उपलब्ध फॉस्फोरस 12.00 kg/ha मध्यम
उपलब्ध जिंक 0.40 ppm कमी`);
    expect(hindi.devanagariLabels).toEqual({ hindi: 3, marathi: 0 });
    expect(hindi.parameters.zn?.rating).toBe('Deficient');
    expect(hindi.parameters.n?.rating).toBe('Low');
    // Names both languages print (बोरॉन, गंधक) tell neither.
    expect(extractShcParameters('उपलब्ध बोरॉन 0.60 ppm').devanagariLabels).toEqual({ hindi: 0, marathi: 0 });
    // "280 से 560" is the normal range, not a value.
    expect(values('उपलब्ध नाइट्रोजन 280 से 560 kg/ha')).toEqual({});
    expect(values('उपलब्ध नत्र 280 ते 560 kg/ha')).toEqual({});
  });

  it('reports missing rows, and is not readable without pH and two of N, P, K', () => {
    const onlyNpk = `4 Available Nitrogen (N) 480.00 kg/ha
5 Available Phosphorus (P) 9.63 kg/ha
6 Available Potassium (K) 201.00 kg/ha`;
    const r = extractShcParameters(onlyNpk);
    expect(r.readable).toBe(false);
    expect(r.missing).toEqual(['ph', 'ec', 'oc', 's', 'zn', 'fe', 'cu', 'mn', 'b']);
    const phAndOne = `pH 6.50\nAvailable Nitrogen (N) 300.00 kg/ha`;
    expect(extractShcParameters(phAndOne).readable).toBe(false);
    expect(extractShcParameters(`${phAndOne}\nAvailable Potassium (K) 150.00 kg/ha`).readable).toBe(true);
  });

  it('rejects implausible values instead of guessing', () => {
    const text = `1 pH 73.0 Neutral
4 Available Nitrogen (N) 48000.50 kg/ha
5 Available Phosphorus (P) 9.63 kg/ha
6 Available Potassium (K) 201.00 kg/ha`;
    const r = extractShcParameters(text);
    expect(values(text)).toEqual({ p: 9.63, k: 201 });
    expect(r.readable).toBe(false);
    expect(r.notes.some((n) => n.startsWith('ph: read "73.0"'))).toBe(true);
  });

  it('reports a blank template as unreadable with no values', () => {
    const text = `Soil Test Results
Sr.No. Parameter Test Value Unit Rating Normal Level
1. pH 5.5-7.5
2. EC dS/m < 4.0
3. Organic Carbon (OC) % 0.5-0.75
4. Available Nitrogen (N) kg/ha 280-560
5. Available Phosphorus (P) kg/ha 10-25
6. Available Potassium (K) kg/ha 120-280
7. Available Sulphur (S) ppm > 10
8. Available Zinc (Zn) ppm > 0.6
12. Available Copper (Cu) ppm > 0.20`;
    const r = extractShcParameters(text);
    expect(r.parameters).toEqual({});
    expect(r.readable).toBe(false);
    expect(r.missing).toEqual([...SHC_PARAMETERS]);
    expect(extractShcParameters('').readable).toBe(false);
  });

  it('names a row by its normal range or unit when OCR mangled the label', () => {
    const text = `Zl EG 0.01 ds/m Normal 0-1 ds/m
1 7.27 Neutral 7, Neutral
4 Available Nitrogen (N) 134.72 kg/ha Low 280 - 560 kg/ha
5 Available Phosphorus (P) 7.78 kg/ha Low 10 - 25 kg/ha`;
    expect(values(text)).toEqual({ ec: 0.01, ph: 7.27, n: 134.72, p: 7.78 });
  });

  it('prefers the reading that several OCR passes agree on', () => {
    const text = `11 Available Manganese (Mn) 2.17 ppm Sufficient > 2.0 ppm
11 Available Manganese (Mn) 7.77 ppm Sufficient > 2.0 ppm
11 Available Manganese (Mn) 7.77 ppm Sufficient > 2.0 ppm`;
    expect(values(text)).toEqual({ mn: 7.77 });
  });

  it('does not read a label in brackets as a value ("(ई.सी.)" read as "(3.41)")', () => {
    expect(values('2 विद्युत चालकता (3.41) 0.11 dS/m सामान्य 0-1dS/m')).toEqual({ ec: 0.11 });
  });
});

describe('token readers', () => {
  it('reads OCR numbers', () => {
    expect(readNumber('480.00')).toBe('480.00');
    expect(readNumber('O.11')).toBe('0.11');
    expect(readNumber('l1.00')).toBe('11.00');
    expect(readNumber('0,90')).toBe('0.90');
    expect(readNumber('2:21')).toBe('2.21');
    expect(readNumber('Low')).toBeNull();
    expect(readNumber('1.2.3')).toBeNull();
  });

  it('normalises unit variants to SHC units', () => {
    for (const u of ['dS/m', 'dSm', "dS'm", 'ds/m', 'd5/m']) expect(readUnit(u)?.unit).toBe('dS/m');
    for (const u of ['kg/ha', 'kgha', 'kaha', 'kpha', 'kg/ba', 'किग्रा/हे']) expect(readUnit(u)?.unit).toBe('kg/ha');
    for (const u of ['ppm', 'pom', 'ppn', 'mg/kg', 'पीपीएम', 'मि.ग्रॅ./कि.ग्रॅ.', 'मि.ग्रा./कि.ग्रा.']) expect(readUnit(u)?.unit).toBe('ppm');
    for (const u of ['कि.ग्रॅ./हे.', 'किलो/हेक्टर']) expect(readUnit(u)?.unit).toBe('kg/ha');
    for (const u of ['टक्के', 'प्रतिशत']) expect(readUnit(u)?.unit).toBe('%');
    expect(readUnit('%')).toEqual({ unit: '%', factor: 1 });
    expect(readUnit('µS/cm')).toEqual({ unit: 'dS/m', factor: 0.001 });
    expect(readUnit('Available')).toBeNull();
  });

  it('reads ratings, fuzzily', () => {
    expect(readRating('Very Low 23 - 57')?.rating).toBe('Very Low');
    expect(readRating('Sufficieat > 10')?.rating).toBe('Sufficient');
    expect(readRating('मध्यम क्षारीय 7')?.rating).toBe('Moderately alkaline');
    expect(readRating('कम')?.rating).toBe('Low');
    expect(readRating('अत्यंत कमी 23 - 57')?.rating).toBe('Very Low');
    expect(readRating('थोडे जास्त')?.rating).toBe('Moderately high');
    expect(readRating('जास्त')?.rating).toBe('High');
    expect(readRating('मध्यम आम्लधर्मी')?.rating).toBe('Moderately acidic');
    expect(readRating('मध्यम')?.rating).toBe('Medium');
    expect(readRating('Phosphorus')).toBeNull();
  });

  it('measures edit distance', () => {
    expect(editDistance('nitroges', 'nitrogen')).toBe(1);
    expect(editDistance('masgaaese', 'manganese')).toBe(2);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});
