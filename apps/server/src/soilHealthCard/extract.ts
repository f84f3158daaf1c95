/**
 * Reads the "Soil Test Results" table of a Soil Health Card out of OCR text. Pure: no OCR, no I/O.
 *
 * Input is the card's text, one table row a line (ocr.ts rebuilds rows from word boxes so that a
 * row split into columns by the layout analysis comes back as one line; the rows of several OCR
 * passes may simply be concatenated). For every line the parameter labels are found (English,
 * OCR-tolerant by edit distance, bracketed symbols, and the common Hindi and Marathi names); the value is the
 * first number after the label that is not part of the normal range ("280 - 560", "> 10",
 * "7, Neutral") and comes before the rating; then the unit, the rating and the normal range are
 * read from the rest of the row. A row whose label OCR mangled is named by its normal range, by a
 * unit only one parameter has (dS/m, %), or by its serial number and unit. When a parameter is found
 * on several lines the best-supported reading wins: bracketed symbol, expected unit, rating, its
 * own normal range, serial number, and other lines (other OCR passes) agreeing on the value.
 *
 * Values are never guessed: a value outside the plausible range of its parameter (`PLAUSIBLE`) is
 * dropped, with a note. The one repair is the lost decimal point. Soil Health Cards print every
 * value with two decimals and a blurred scan often loses the point ("20063" for 200.63):
 *  - a bare "0dd" is "0.dd" (nothing else is printed with a leading zero);
 *  - when at least three of the card's values were read with exactly two decimals (and at least
 *    80 % of those read with a point), a value read as bare digits lost its point before its last
 *    two digits ("419" → 4.19); one of fewer than three digits lost digits too and is dropped.
 *
 * `readable` rule: the card is readable when pH and at least two of N, P and K were read. A blank
 * template (labels and normal ranges only) therefore reads as not readable, with no values.
 */
import { SHC_PARAMETERS, SHC_UNITS, type ShcParameter, type ShcParameters, type ShcValue } from '@agrim/contracts';

export interface ShcExtraction {
  readable: boolean;
  parameters: ShcParameters;
  missing: ShcParameter[];
  /** Facts worth telling the reader of the result (oxide basis of P or K, values dropped as implausible). */
  notes: string[];
  /** How each value was found (line number, token as read): for debugging and for the OCR refinement step. */
  sources: Partial<Record<ShcParameter, ShcSource>>;
  /** Every label found: its line and the indices of its first and last word in the line (words split on spaces). */
  labels: Array<{ param: ShcParameter; line: number; firstWord: number; lastWord: number }>;
  /** Values read as bare digits (no decimal point), used or not: worth reading again more closely. */
  bareNumbers: Array<{ param: ShcParameter; line: number; raw: string }>;
  /**
   * Labels found by a name only Hindi cards print (नाइट्रोजन, फॉस्फोरस, पोटाश…) or only Marathi ones
   * (नत्र, स्फुरद, पालाश, सामू…): tells the OCR which Devanagari language to read the card with.
   */
  devanagariLabels: { hindi: number; marathi: number };
}

export interface ShcSource {
  /** 0-based index of the line in the input. */
  line: number;
  /** The value as OCR read it (before O→0 and decimal repairs). */
  raw: string;
  /** True when the decimal point was restored (see the module comment). */
  pointRestored: boolean;
}

/** Plausible range of each parameter in its SHC unit; anything outside is an OCR error, not a reading. */
export const PLAUSIBLE: Record<ShcParameter, readonly [number, number]> = {
  ph: [1, 14],
  ec: [0, 50],
  oc: [0, 20],
  n: [0, 5000],
  p: [0, 1000],
  k: [0, 5000],
  s: [0, 1000],
  zn: [0, 200],
  fe: [0, 1000],
  cu: [0, 200],
  mn: [0, 1000],
  b: [0, 100],
};

/** Card order of the table (serial numbers 1–12 on the printed cards). */
const CARD_ORDER: readonly ShcParameter[] = ['ph', 'ec', 'oc', 'n', 'p', 'k', 's', 'zn', 'b', 'fe', 'mn', 'cu'];

// ---------------------------------------------------------------- small helpers

/** Levenshtein distance, early exit above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** How many edits an OCR'd word of this length may have and still count as the keyword. */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

function fuzzyEquals(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  const max = allowedEdits(keyword.length);
  return max > 0 && editDistance(word, keyword, max) <= max;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** NFC, Devanagari digits → ASCII, dashes → '-', curly quotes → straight, middle dots → '.', spaces collapsed. */
export function normaliseLine(line: string): string {
  let s = line.normalize('NFC');
  s = s.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
  s = s
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’`´]/g, "'");
  s = s.replace(/[·•]/g, '.');
  return s.replace(/\s+/g, ' ').trim();
}

/** Folds Devanagari spelling variants OCR and printers alternate between (nukta — also Marathi's ऱ and ळ —, candrabindu, candra o and e, ai). */
function foldDevanagari(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\u093C/g, '') // nukta
    .replace(/\u0901/g, '\u0902') // candrabindu → anusvara
    .replace(/\u0949/g, '\u094B') // ॉ → ो
    .replace(/\u0911/g, '\u0913') // ऑ → ओ
    .replace(/\u0945/g, '\u0947') // ॅ → े (Marathi's candra e: मॅंगनीज, ग्रॅ)
    .replace(/\u090D/g, '\u090F') // ऍ → ए
    .replace(/\u0948/g, '\u0947') // ै → े
    .normalize('NFC');
}

// ---------------------------------------------------------------- labels

interface LabelDef {
  /** English keywords, lowercase; any one word fuzzy-matching one of them is a hit. */
  words: string[];
  /** Regular expressions on the raw line (symbols, abbreviations). */
  patterns: RegExp[];
  /** Hindi names (folded with foldDevanagari before matching). */
  hindi: string[];
  /**
   * Marathi names as Maharashtra's cards print them (मृदा आरोग्य पत्रिका): नत्र, स्फुरद, पालाश for N,
   * P, K, सेंद्रिय कर्ब, सामू, विद्युत वाहकता…, and the names both languages print (बोरॉन, गंधक, ई.सी.),
   * which are in both lists. Both lists are Devanagari and are matched the same way, on every card (a
   * card's language is not known before it is read); a name in one list only tells the card's language.
   */
  marathi: string[];
}

const LABELS: Record<ShcParameter, LabelDef> = {
  ph: {
    words: [],
    patterns: [/(?<![A-Za-z])p\.?\s?H(?![A-Za-z])/i, /soil\s+reaction/i],
    hindi: ['पीएच', 'पी.एच.', 'पी.एच', 'पी एच', 'पी. एच.'],
    marathi: ['सामू', 'जमिनीचा सामू', 'आम्लता निर्देशांक', 'पी.एच.', 'पी.एच', 'पीएच'],
  },
  ec: {
    words: ['conductivity'],
    patterns: [/(?<![A-Za-z])E\.?\s?C\.?(?![A-Za-z])/, /electrical/i],
    hindi: ['विद्युत चालकता', 'चालकता', 'ई.सी.', 'ई.सी', 'ईसी', 'ई सी'],
    marathi: ['विद्युत वाहकता', 'वाहकता', 'विद्युत संवाहकता', 'ई.सी.', 'ई.सी', 'ईसी'],
  },
  oc: {
    words: ['organic', 'carbon'],
    patterns: [/(?<![A-Za-z])[O0]\.?\s?C\.?(?![A-Za-z])/],
    hindi: ['जैविक कार्बन', 'कार्बनिक कार्बन', 'ऑर्गेनिक कार्बन', 'जीवांश कार्बन', 'कार्बन', 'ओ.सी.', 'ओ.सी', 'ओसी'],
    marathi: ['सेंद्रिय कर्ब', 'सेंद्रीय कर्ब', 'सेन्द्रिय कर्ब', 'सेंद्रिय कार्बन', 'सेंद्रीय कार्बन', 'कर्ब', 'ओ.सी.', 'ओ.सी', 'ओसी'],
  },
  n: { words: ['nitrogen'], patterns: [/\(\s*N\s*\)/], hindi: ['नाइट्रोजन', 'नत्रजन', 'नाइट्रोज़न'], marathi: ['नत्र'] },
  p: {
    words: ['phosphorus', 'phosphorous', 'phosphate'],
    patterns: [/\(\s*P\s*\)/, /P\s?2\s?O\s?5/i],
    hindi: ['फॉस्फोरस', 'फास्फोरस', 'फ़ॉस्फ़ोरस', 'फोस्फोरस', 'स्फुर'],
    marathi: ['स्फुरद', 'फॉस्फरस'],
  },
  k: {
    words: ['potassium', 'potash'],
    patterns: [/\(\s*K\s*\)/, /K\s?2\s?O(?![A-Za-z])/],
    hindi: ['पोटाश', 'पोटेशियम', 'पोटैशियम', 'पोटाशियम', 'पोटासियम'],
    marathi: ['पालाश', 'पोटॅशियम'],
  },
  s: { words: ['sulphur', 'sulfur'], patterns: [/\(\s*[S5]\s*\)/], hindi: ['सल्फर', 'गंधक', 'सलफर'], marathi: ['गंधक', 'सल्फर'] },
  zn: { words: ['zinc'], patterns: [/\(\s*Z[nam]\s*\)/], hindi: ['जिंक', 'जस्ता', 'जस्त'], marathi: ['झिंक', 'जस्त'] },
  b: { words: ['boron'], patterns: [/\(\s*[B8]\s*\)/], hindi: ['बोरॉन', 'बोरान', 'बोरोन', 'बोरन'], marathi: ['बोरॉन', 'बोरान'] },
  fe: { words: ['iron'], patterns: [/\(\s*F[ec]\s*\)/], hindi: ['लोहा', 'आयरन', 'लौह', 'लोह'], marathi: ['लोह', 'आयर्न'] },
  mn: {
    words: ['manganese'],
    patterns: [/\(\s*M[nau]\s*\)/],
    hindi: ['मैंगनीज', 'मैगनीज', 'मेंगनीज', 'मैंगनीज़', 'मैंगनीस'],
    marathi: ['मँगनीज', 'मॅंगनीज', 'मॅगनीज', 'मंगनीज'],
  },
  cu: { words: ['copper'], patterns: [/\(\s*C[uo]\s*\)/], hindi: ['तांबा', 'ताम्बा', 'तॉबा', 'कॉपर', 'कापर'], marathi: ['तांबे', 'ताम्र'] },
};

type CardScript = 'hindi' | 'marathi';

/**
 * Each parameter's Devanagari names (Hindi and Marathi), folded, with how many OCR slips each may
 * have and the language whose cards alone print it (none for names both print).
 */
const DEVANAGARI_NAMES: Array<{ param: ShcParameter; name: string; max: number; language?: CardScript }> = SHC_PARAMETERS.flatMap(
  (param) => {
    const hindi = new Set(LABELS[param].hindi.map(foldDevanagari));
    const marathi = new Set(LABELS[param].marathi.map(foldDevanagari));
    return [...new Set([...hindi, ...marathi])].map((name) => ({
      param,
      name,
      // Abbreviations ("ई.सी." vs "ओ.सी.") differ by one sign: exact only; names may have one or two OCR slips.
      max: name.includes('.') || name.length < 5 ? 0 : name.length >= 9 ? 2 : 1,
      language: hindi.has(name) && marathi.has(name) ? undefined : hindi.has(name) ? ('hindi' as const) : ('marathi' as const),
    }));
  },
);

interface LabelHit {
  param: ShcParameter;
  start: number;
  end: number;
  score: number;
  /** Found by a name only this language's cards print. */
  language?: CardScript;
}

const WORD_RE = /[A-Za-z]+/g;
const DEVANAGARI_RUN_RE = /[\p{Script=Devanagari}.]+(?:\s[\p{Script=Devanagari}.]+)*/gu;

function findLabels(line: string): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const param of SHC_PARAMETERS) {
    const def = LABELS[param];
    for (const m of line.matchAll(WORD_RE)) {
      const w = m[0].toLowerCase();
      if (w.length < 4) continue;
      for (const kw of def.words) {
        // A truncated long keyword ("Phosph") still names the parameter.
        if (fuzzyEquals(w, kw) || (kw.length >= 8 && w.length >= 6 && kw.startsWith(w))) {
          hits.push({ param, start: m.index, end: m.index + m[0].length, score: w === kw ? 3 : 2 });
          break;
        }
      }
    }
    for (const re of def.patterns) {
      const m = re.exec(line);
      if (m) hits.push({ param, start: m.index, end: m.index + m[0].length, score: m[0].startsWith('(') ? 2.5 : 2 });
    }
  }
  // Hindi: compare each Devanagari word (and pair of words) with the names, fuzzily.
  const folded = foldDevanagari(line);
  if (folded !== line || /[\p{Script=Devanagari}]/u.test(line)) {
    for (const m of folded.matchAll(DEVANAGARI_RUN_RE)) {
      const words = [...m[0].matchAll(/[^\s]+/g)];
      for (let i = 0; i < words.length; i++) {
        for (const span of [2, 1]) {
          if (i + span > words.length) continue;
          const first = words[i]!;
          const last = words[i + span - 1]!;
          const text = m[0].slice(first.index, last.index + last[0].length);
          for (const { param, name: n, max, language } of DEVANAGARI_NAMES) {
            if (text === n || (max > 0 && editDistance(text, n, max) <= max)) {
              // Positions are in the folded string; it has the same words in the same order, so map by word index.
              const start = mapIndex(folded, line, m.index + first.index);
              const end = mapIndex(folded, line, m.index + last.index + last[0].length);
              // Only a name read exactly tells the language ("जस्त" is one slip from Hindi's "जस्ता").
              hits.push({ param, start, end, score: text === n ? 3 : 2, language: text === n ? language : undefined });
            }
          }
        }
      }
    }
  }
  return mergeHits(hits);
}

/** Maps an index in `folded` to the same word boundary in `line` (folding only changes letters inside words). */
function mapIndex(folded: string, line: string, index: number): number {
  const wordsBefore = folded.slice(0, index).split(' ').length - 1;
  const atWordEnd = index > 0 && folded[index - 1] !== ' ' && (index === folded.length || folded[index] === ' ');
  const parts = line.split(' ');
  let pos = 0;
  for (let i = 0; i < wordsBefore; i++) pos += parts[i]!.length + 1;
  return atWordEnd ? pos + (parts[wordsBefore]?.length ?? 0) : pos;
}

/** One hit per label: hits of one parameter close together merge; overlapping hits of different parameters keep the stronger. */
function mergeHits(hits: LabelHit[]): LabelHit[] {
  hits.sort((a, b) => a.start - b.start || b.score - a.score);
  const out: LabelHit[] = [];
  for (const h of hits) {
    const last = out[out.length - 1];
    if (last && last.param === h.param && h.start <= last.end + 4) {
      last.end = Math.max(last.end, h.end);
      last.score = Math.max(last.score, h.score) + 0.5;
      last.language ??= h.language;
      continue;
    }
    if (last && h.start < last.end) {
      if (h.score > last.score) out[out.length - 1] = h;
      continue;
    }
    out.push({ ...h });
  }
  // The same parameter twice on a line (e.g. "Available Zinc (Zn) ... Zinc Sulphate") keeps both: the segments decide.
  return out;
}

// ---------------------------------------------------------------- units, ratings, numbers

type UnitRead = { unit: string; factor: number };

/** Canonical unit of a token as OCR read it, or null. `factor` converts a value in this unit to the SHC unit. */
export function readUnit(token: string): UnitRead | null {
  const t = token.replace(/[.,;:|)(\]]+$/g, '').replace(/^[(|[]+/, '');
  if (!t) return null;
  if (/^%+$/.test(t)) return { unit: '%', factor: 1 };
  const lower = t.toLowerCase();
  const letters = lower.replace(/[^a-zµμ]/g, '');
  if (/^d[s5$][/'l1|]?[mn]$/i.test(t) || /^ds\/?m$/.test(letters) || lower === 'ds/rn' || lower === 'dsrn')
    return { unit: 'dS/m', factor: 1 };
  if (/^(mmhos?|ms)\/?cm$/.test(lower.replace(/\s/g, ''))) return { unit: 'dS/m', factor: 1 };
  if (/^[µμu]s\/?cm$/.test(lower.replace(/\s/g, ''))) return { unit: 'dS/m', factor: 0.001 };
  if (/^k[gq9]?\/?ha$/.test(lower) || /^k[a-z]{1,2}a$/.test(letters) || /^k[gq9][/'l1|]?[hb]?a?$/.test(lower))
    return { unit: 'kg/ha', factor: 1 };
  if (/^p[pqo][mnr]{0,2}$/.test(letters) && letters.length <= 4 && /^p/.test(lower)) return { unit: 'ppm', factor: 1 };
  if (/^mg\/?kg$/.test(lower)) return { unit: 'ppm', factor: 1 };
  if (/^g\/?kg$/.test(lower)) return { unit: '%', factor: 0.1 };
  // Hindi and Marathi (कि.ग्रॅ./हे., मि.ग्रॅ./कि.ग्रॅ., टक्के)
  const f = foldDevanagari(t);
  if (/कि/.test(f) && /हे/.test(f)) return { unit: 'kg/ha', factor: 1 };
  if (/^पी\.?\s?पी\.?\s?एम/.test(f) || f === 'पीपीएम') return { unit: 'ppm', factor: 1 };
  if (/^मि\.?ग्र[ाे]/.test(f) && /कि/.test(f)) return { unit: 'ppm', factor: 1 };
  if (/^डे/.test(f) && /मी/.test(f)) return { unit: 'dS/m', factor: 1 };
  if (f === 'प्रतिशत' || f === 'टक्के') return { unit: '%', factor: 1 };
  return null;
}

const RATINGS: Array<[string, string]> = [
  ['very low', 'Very Low'],
  ['very high', 'Very High'],
  ['moderately alkaline', 'Moderately alkaline'],
  ['moderately acidic', 'Moderately acidic'],
  ['slightly alkaline', 'Slightly alkaline'],
  ['slightly acidic', 'Slightly acidic'],
  ['strongly alkaline', 'Strongly alkaline'],
  ['strongly acidic', 'Strongly acidic'],
  ['highly alkaline', 'Highly alkaline'],
  ['highly acidic', 'Highly acidic'],
  ['non saline', 'Non saline'],
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
  ['sufficient', 'Sufficient'],
  ['deficient', 'Deficient'],
  ['normal', 'Normal'],
  ['neutral', 'Neutral'],
  ['acidic', 'Acidic'],
  ['alkaline', 'Alkaline'],
  ['saline', 'Saline'],
  ['optimum', 'Optimum'],
  ['adequate', 'Adequate'],
  ['toxic', 'Toxic'],
  ['moderately', 'Moderately'],
  ['slightly', 'Slightly'],
  ['strongly', 'Strongly'],
];

/**
 * Hindi and Marathi ratings (folded), longest first, with the English rating they stand for.
 * "कमी" is Hindi's "deficiency" and Marathi's "low": read as Deficient, it becomes Low on the rows
 * rated Low/Medium/High (see `LOW_MEDIUM_HIGH`).
 */
const DEVANAGARI_RATINGS: Array<[string, string]> = (
  [
    ['बहुत कम', 'Very Low'],
    ['बहुत अधिक', 'Very High'],
    ['मध्यम क्षारीय', 'Moderately alkaline'],
    ['मध्यम अम्लीय', 'Moderately acidic'],
    ['हल्का क्षारीय', 'Slightly alkaline'],
    ['हल्का अम्लीय', 'Slightly acidic'],
    ['थोड़ा क्षारीय', 'Slightly alkaline'],
    ['थोड़ा अम्लीय', 'Slightly acidic'],
    ['अपर्याप्त', 'Deficient'],
    ['पर्याप्त', 'Sufficient'],
    ['सामान्य', 'Normal'],
    ['उदासीन', 'Neutral'],
    ['तटस्थ', 'Neutral'],
    ['अम्लीय', 'Acidic'],
    ['क्षारीय', 'Alkaline'],
    ['मध्यम', 'Medium'],
    ['निम्न', 'Low'],
    ['कमी', 'Deficient'],
    ['कम', 'Low'],
    ['उच्च', 'High'],
    ['अधिक', 'High'],
    // Marathi (Maharashtra's cards; MPKV's six classes अत्यंत कमी … अत्यंत जास्त for N, P, K).
    ['अत्यंत कमी', 'Very Low'],
    ['अति कमी', 'Very Low'],
    ['खूप कमी', 'Very Low'],
    ['अत्यंत जास्त', 'Very High'],
    ['अति जास्त', 'Very High'],
    ['खूप जास्त', 'Very High'],
    ['थोडे जास्त', 'Moderately high'],
    ['जास्त', 'High'],
    ['पुरेसे', 'Sufficient'],
    ['पुरेसा', 'Sufficient'],
    ['पुरेशी', 'Sufficient'],
    ['अपुरे', 'Deficient'],
    ['कमतरता', 'Deficient'],
    ['मध्यम आम्लधर्मी', 'Moderately acidic'],
    ['मध्यम विम्लधर्मी', 'Moderately alkaline'],
    ['मध्यम अल्कधर्मी', 'Moderately alkaline'],
    ['किंचित आम्लधर्मी', 'Slightly acidic'],
    ['किंचित विम्लधर्मी', 'Slightly alkaline'],
    ['किंचित अल्कधर्मी', 'Slightly alkaline'],
    ['तीव्र आम्लधर्मी', 'Strongly acidic'],
    ['तीव्र विम्लधर्मी', 'Strongly alkaline'],
    ['तीव्र अल्कधर्मी', 'Strongly alkaline'],
    ['आम्लधर्मी', 'Acidic'],
    ['विम्लधर्मी', 'Alkaline'],
    ['अल्कधर्मी', 'Alkaline'],
  ] as Array<[string, string]>
)
  .map(([hi, en]): [string, string] => [foldDevanagari(hi), en])
  // Longest first: "अत्यंत कमी" before "कमी", "मध्यम आम्लधर्मी" before "मध्यम".
  .sort((a, b) => b[0].length - a[0].length);

/** The rows whose card ratings are Low / Medium / High (the others: Sufficient / Deficient, pH and EC classes). */
const LOW_MEDIUM_HIGH: ReadonlySet<ShcParameter> = new Set(['oc', 'n', 'p', 'k']);

/** The rating named at the start of `text` (English, OCR-tolerant, or Hindi / Marathi), with how many characters it took. */
export function readRating(text: string): { rating: string; length: number } | null {
  const words = [...text.matchAll(/[^\s]+/g)];
  if (words.length === 0) return null;
  const clean = (w: string) => w.toLowerCase().replace(/[^a-z]/g, '');
  for (const span of [2, 1]) {
    if (words.length < span) continue;
    const phrase = words
      .slice(0, span)
      .map((m) => clean(m[0]))
      .join(' ');
    for (const [en, canonical] of RATINGS) {
      if (en.split(' ').length !== span) continue;
      const ok = en.split(' ').every((kw, i) => fuzzyEquals(phrase.split(' ')[i] ?? '', kw));
      if (ok) {
        const last = words[span - 1]!;
        return { rating: canonical, length: last.index + last[0].length };
      }
    }
  }
  const folded = foldDevanagari(text);
  for (const [hi, en] of DEVANAGARI_RATINGS) {
    if (folded.startsWith(hi) && (folded.length === hi.length || /[\s.,]/.test(folded[hi.length]!))) {
      return { rating: en, length: mapIndex(folded, text, hi.length) };
    }
  }
  return null;
}

/** A numeric token as OCR read it → its digits with '.' as the decimal point, or null when it is no number. */
export function readNumber(token: string): string | null {
  const t = token.replace(/^[(|[]+|[)|\]:;]+$/g, '').replace(/(\d):(\d{2})$/, '$1.$2');
  if (!/^[\dOoIl|.,]+$/.test(t)) return null;
  const digits = (t.match(/\d/g) ?? []).length;
  const letters = (t.match(/[OoIl|]/g) ?? []).length;
  if (digits === 0 || letters > digits) return null;
  let s = t.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  // A comma is a decimal comma when it is followed by one or two digits at the end.
  s = s.replace(/,(\d{1,2})$/, '.$1').replace(/,(?=\d{3}(\D|$))/g, '');
  s = s.replace(/\.+$/, '').replace(/^\./, '0.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return s;
}

// ---------------------------------------------------------------- one segment → a reading

interface Reading {
  param: ShcParameter;
  line: number;
  raw: string;
  digits: string;
  unit?: UnitRead;
  unitConflict: boolean;
  rating?: string;
  normal?: string;
  score: number;
  /** A bare-digits value followed by a two-digit group ("1 65 ppm"): the point was read as a space. */
  splitDecimals?: string;
}

/** Splits "480.00kg/ha" into "480.00 kg/ha" and "0.11dS/m" into "0.11 dS/m"; keeps O/l inside numbers. */
function tokenise(segment: string): string[] {
  const spaced = segment
    .replace(/([\dOoIl.,]*\d[\dOoIl.,]*)(%|[A-Za-z]{2,}[/'A-Za-z]*)/g, (m, num: string, rest: string) => {
      // Only split when the prefix is a number and the rest is not more O/l noise.
      if (/^[OoIl]+$/.test(rest)) return m;
      return `${num} ${rest}`;
    })
    .replace(/([<>≤≥])(?=\d)/g, '$1 ')
    .replace(/(\d)-(\d)/g, '$1 - $2')
    .replace(/(\d),\s+(?=[A-Za-z\p{Script=Devanagari}])/gu, '$1 , ');
  return spaced.split(' ').filter((t) => t.length > 0);
}

const RANGE_NUMBER = String.raw`\d+(?:\.\d+)?`;
const NORMAL_RE = new RegExp(
  String.raw`(?:([<>≤≥]=?)\s*(${RANGE_NUMBER})|(${RANGE_NUMBER})\s*(?:-|to|से|ते)\s*(${RANGE_NUMBER})|(${RANGE_NUMBER})\s*,\s*(Neutral|उदासीन|तटस्थ))`,
  'i',
);

function readNormal(text: string): { text: string; index: number } | undefined {
  const t = text
    .replace(/(\d)\s*[.,]\s+(?=\d)/g, '$1.')
    .replace(/(\d) \.(\d)/g, '$1.$2')
    .replace(/[Oo](?=\.\d)/g, '0');
  const m = NORMAL_RE.exec(t);
  if (!m) return undefined;
  let out: string;
  if (m[1]) out = `${m[1]} ${m[2]}`;
  else if (m[3]) out = `${m[3]} - ${m[4]}`;
  else out = `${m[5]}, ${/neutral/i.test(m[6] ?? '') ? 'Neutral' : m[6]}`;
  const after = t.slice(m.index + m[0].length).trim();
  const unitToken = after.split(' ')[0] ?? '';
  const unit = readUnit(unitToken);
  if (unit && unit.factor === 1) out += unit.unit === '%' ? '%' : ` ${unit.unit}`;
  // The index is approximate when spaces were removed above; it only bounds the rating search.
  return { text: out, index: Math.min(m.index, text.length) };
}

/** Tokens that may stand between the label and the value: brackets, table borders, OCR specks. */
function isFiller(token: string): boolean {
  return /^[()[\]|~=_*'"«»:;.,\-—–]+$/.test(token) || /^\([^\s()]{1,6}\)$/.test(token) || /^[a-z]{1,2}$/.test(token);
}

interface ValueRead {
  raw: string;
  digits: string;
  unit?: UnitRead;
  rating?: string;
  normal?: string;
  splitDecimals?: string;
  /** The first word of the rating as printed. */
  ratingWord?: string;
}

/**
 * Reads "value [unit] [rating] [normal range]" from a row's tokens after its label. Null when the
 * value cell is blank (the rating or the normal range comes first) or the row holds no number.
 * `skipWords` is how many leading words may be skipped as the rest of a long label.
 */
function readValue(tokens: string[], skipWords: number): ValueRead | null {
  let i = 0;
  let value: string | null = null;
  let raw = '';
  for (; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (/^[<>≤≥]/.test(tok)) return null; // a comparison: we are in the normal range, the value is blank
    if (/^\(|\)$/.test(tok)) continue; // "(N)", "(ई.सी.)" read as "(3.41)": a bracket is part of the label, never the value
    if (readRating(tokens.slice(i).join(' '))) return null; // the rating came first: the value is blank
    const num = readNumber(tok);
    if (num !== null) {
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      // "280 - 560" ("280 से 560", Marathi "280 ते 560"), "7, Neutral": the normal range, not a value.
      if ((next === '-' || next === 'से' || next === 'ते') && after !== undefined && /^[\dOoIl.]/.test(after) && /\d/.test(after))
        return null;
      if ((next === ',' || tok.endsWith(',')) && after !== undefined && /^(neutral|उदासीन|तटस्थ)/i.test(after)) return null;
      value = num;
      raw = tok;
      break;
    }
    if (readUnit(tok)) continue; // a unit before the value: a blank value cell, keep looking (the rating check stops us)
    if (isFiller(tok)) continue;
    if (/^[A-Za-z\p{Script=Devanagari}]/u.test(tok) && i < skipWords) continue; // the rest of a long label ("Carbon", "(Mn)")
    return null;
  }
  if (value === null) return null;
  i++;
  let splitDecimals: string | undefined;
  if (/^\d+$/.test(value) && tokens[i] && /^\d{2}$/.test(tokens[i]!) && (tokens[i + 1] === undefined || readUnit(tokens[i + 1]!))) {
    splitDecimals = tokens[i];
    i++;
  }
  let unit: UnitRead | undefined;
  const unitTok = tokens[i];
  if (unitTok !== undefined) {
    const u = readUnit(unitTok);
    if (u) {
      unit = u;
      i++;
    }
  }
  const rest = tokens.slice(i).join(' ');
  const normalAt = readNormal(rest);
  // The rating: a rating phrase among the first words before the normal range (OCR specks may come first).
  const words = rest.slice(0, normalAt?.index ?? rest.length).split(' ');
  let rating: string | undefined;
  let ratingWord: string | undefined;
  for (let w = 0; w < Math.min(words.length, 4) && !rating; w++) {
    if (!/^[A-Za-z\p{Script=Devanagari}]/u.test(words[w]!)) continue;
    const r = readRating(words.slice(w).join(' '));
    if (r) {
      rating = r.rating;
      ratingWord = words[w];
    }
  }
  return { raw, digits: value, unit, rating, normal: normalAt?.text, splitDecimals, ratingWord };
}

/** The rating on the row's scale: "कमी" (Hindi "deficiency", Marathi "low") is Low on a Low/Medium/High row. */
function onScale(param: ShcParameter, v: ValueRead): ValueRead {
  const { ratingWord, ...read } = v;
  if (read.rating === 'Deficient' && LOW_MEDIUM_HIGH.has(param) && ratingWord && foldDevanagari(ratingWord) === 'कमी')
    return { ...read, rating: 'Low' };
  return read;
}

function scoreReading(param: ShcParameter, v: ValueRead, labelScore: number, serial: number | null): number {
  const unitConflict = v.unit !== undefined && v.unit.unit !== SHC_UNITS[param];
  let score = labelScore + 2;
  if (v.unit && !unitConflict) score += 1.5;
  if (unitConflict) score -= 4;
  if (v.rating) score += 1;
  if (v.normal) score += paramOfNormal(v.normal) === param ? 2 : 0.5;
  if (serial !== null && CARD_ORDER[serial - 1] === param) score += 1;
  return score;
}

function readSegment(param: ShcParameter, lineIndex: number, segment: string, labelScore: number, serial: number | null): Reading | null {
  const read = readValue(tokenise(segment), 3);
  if (!read) return null;
  const v = onScale(param, read);
  const unitConflict = v.unit !== undefined && v.unit.unit !== SHC_UNITS[param];
  return { param, line: lineIndex, ...v, unitConflict, score: scoreReading(param, v, labelScore, serial) };
}

/** The standard normal ranges printed on the cards, which name their row when the label is unreadable. */
const KNOWN_NORMALS: Array<[RegExp, ShcParameter]> = [
  [/^7, Neutral|^6\.5 - 7\.5/, 'ph'],
  [/^0 - 1(\.0+)?( |$)|^< ?[14](\.0+)?( |$)/, 'ec'],
  [/^0\.5(0|1)? - 0\.75/, 'oc'],
  [/^2[48]0 - (480|560)/, 'n'],
  [/^1[01] - 2[25]( |$)|^2[23](\.\d+)? - 5[67]/, 'p'],
  [/^14[45] - 33[67]|^1[02][08] - 280/, 'k'],
  [/^> 10( |$)/, 's'],
  [/^> 0\.6( |$)/, 'zn'],
  [/^> 0\.5( |$)/, 'b'],
  [/^> 4\.5( |$)/, 'fe'],
  [/^> 2(\.0)?( |$)|^> 1(\.0)?( |$)/, 'mn'],
  [/^> 0\.2( |$)/, 'cu'],
];

function paramOfNormal(normal: string): ShcParameter | null {
  for (const [re, param] of KNOWN_NORMALS) if (re.test(normal)) return param;
  return null;
}

const PH_RATINGS = /alkaline|acidic|neutral/i;

/**
 * A row whose label OCR could not read ("Zl EG 001 ds/m Normal 0-1 ds/m"): the parameter is told
 * by the normal range, else by a unit only one parameter has (dS/m, %), else by a pH rating, else by
 * the serial number when the unit agrees. Such readings score lower than labelled ones.
 */
function readUnlabelled(lineIndex: number, line: string): Reading | null {
  let tokens = tokenise(line);
  let serial: number | null = null;
  // A leading small integer followed by a word or by another number is the serial number.
  if (
    tokens.length > 1 &&
    /^\d{1,2}$/.test(tokens[0]!) &&
    (readNumber(tokens[1]!) !== null || /^[A-Za-z\p{Script=Devanagari}(]/u.test(tokens[1]!))
  ) {
    serial = Number(tokens[0]);
    tokens = tokens.slice(1);
  }
  const v = readValue(tokens, 4);
  if (!v) return null;
  // Values on the cards have decimals; a bare small integer here is more likely a stray serial number or a range bound.
  if (!/\./.test(v.digits) && !/^0\d\d$/.test(v.digits) && v.digits.length < 3) return null;
  let param: ShcParameter | null = v.normal ? paramOfNormal(v.normal) : null;
  if (!param && v.unit?.unit === 'dS/m') param = 'ec';
  if (!param && v.unit?.unit === '%') param = 'oc';
  if (!param && !v.unit && v.rating && PH_RATINGS.test(v.rating)) param = 'ph';
  if (!param && serial !== null && serial >= 1 && serial <= 12) {
    const bySerial = CARD_ORDER[serial - 1]!;
    if (v.unit?.unit === SHC_UNITS[bySerial]) param = bySerial;
  }
  if (!param) return null;
  const unitConflict = v.unit !== undefined && v.unit.unit !== SHC_UNITS[param];
  if (unitConflict) return null;
  const read = onScale(param, v);
  return { param, line: lineIndex, ...read, unitConflict, score: scoreReading(param, read, 0, serial) - 1 };
}

// ---------------------------------------------------------------- the card

/** Extracts the soil test results from OCR text (one table row a line). */
export function extractShcParameters(text: string): ShcExtraction {
  const lines = text.split(/\r?\n/).map(normaliseLine);
  const readings: Reading[] = [];
  const labelledLines = new Set<number>();
  const labels: ShcExtraction['labels'] = [];
  const devanagariLabels = { hindi: 0, marathi: 0 };
  lines.forEach((line, lineIndex) => {
    if (!line) return;
    const hits = findLabels(line);
    if (hits.length === 0) {
      const r = readUnlabelled(lineIndex, line);
      if (r) readings.push(r);
      return;
    }
    labelledLines.add(lineIndex);
    const wordAt = (pos: number) => line.slice(0, pos).split(' ').length - 1;
    for (const hit of hits)
      labels.push({ param: hit.param, line: lineIndex, firstWord: wordAt(hit.start), lastWord: wordAt(Math.max(hit.start, hit.end - 1)) });
    for (const hit of hits) if (hit.language) devanagariLabels[hit.language]++;
    const serialMatch = /^(\d{1,2})(?=[\s.)]|[A-Za-z\p{Script=Devanagari}])/u.exec(line);
    const serial = serialMatch ? Number(serialMatch[1]) : null;
    hits.forEach((hit, h) => {
      const end = hits[h + 1]?.start ?? line.length;
      const r = readSegment(hit.param, lineIndex, line.slice(hit.end, end), hit.score, serial);
      if (r) readings.push(r);
    });
  });

  // A rating wrapped onto the next row ("Moderately" / "alkaline").
  for (const r of readings) {
    if (r.rating && /^(Moderately|Slightly|Strongly|Highly|Very)$/.test(r.rating)) {
      const next = lines[r.line + 1];
      if (next !== undefined && !labelledLines.has(r.line + 1)) {
        const m = /\b(alkaline|acidic|low|high)\b/i.exec(next);
        if (m)
          r.rating = `${r.rating} ${r.rating === 'Very' ? m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase() : m[1]!.toLowerCase()}`;
      }
    }
  }

  // The card's number format: two decimals everywhere?
  const withPoint = readings.filter((r) => r.digits.includes('.'));
  const twoDecimals = withPoint.filter((r) => /\.\d{2}$/.test(r.digits)).length;
  const printsTwoDecimals = twoDecimals >= 3 && twoDecimals >= 0.8 * withPoint.length;

  const notes: string[] = [];
  const candidates = new Map<ShcParameter, Array<{ r: Reading; value: number; restored: boolean }>>();
  const bareNumbers: ShcExtraction['bareNumbers'] = [];
  for (const r of readings) {
    let digits = r.digits;
    let restored = false;
    if (/^\d+$/.test(digits)) bareNumbers.push({ param: r.param, line: r.line, raw: r.raw });
    if (/^0\d\d$/.test(digits) && !r.splitDecimals) {
      // "027": nothing is printed with a leading zero but "0.27"; the point was lost.
      digits = `0.${digits.slice(1)}`;
      restored = true;
    } else if (printsTwoDecimals && /^\d+$/.test(digits)) {
      // A value printed "d.dd" has at least three digits: fewer means digits were lost, not only the point.
      if (r.splitDecimals) digits = `${digits}.${r.splitDecimals}`;
      else if (digits.length >= 3) digits = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
      else {
        notes.push(`${r.param}: read "${r.raw}" on line ${r.line + 1}; the card prints two decimals, so digits were lost; dropped.`);
        continue;
      }
      restored = true;
    }
    const value = Number(digits) * (r.unit?.factor ?? 1);
    const [lo, hi] = PLAUSIBLE[r.param];
    if (!Number.isFinite(value) || value < lo || value > hi) {
      notes.push(`${r.param}: read "${r.raw}" on line ${r.line + 1}, outside ${lo}–${hi} ${SHC_UNITS[r.param]}; dropped.`);
      continue;
    }
    const list = candidates.get(r.param) ?? [];
    list.push({ r, value, restored });
    candidates.set(r.param, list);
  }

  const parameters: ShcParameters = {};
  const sources: ShcExtraction['sources'] = {};
  for (const param of SHC_PARAMETERS) {
    const list = candidates.get(param);
    if (!list || list.length === 0) continue;
    // Readings from several lines (several OCR passes) that agree support each other.
    const support = (c: { value: number }) => list.filter((o) => Math.abs(o.value - c.value) < 0.005).length - 1;
    list.sort((a, b) => b.r.score + 1.5 * support(b) - (a.r.score + 1.5 * support(a)) || a.r.line - b.r.line);
    const best = list[0]!;
    const v: ShcValue = { value: Math.round(best.value * 1e6) / 1e6, unit: SHC_UNITS[param] };
    if (best.r.rating) v.rating = best.r.rating;
    if (best.r.normal) v.normal = best.r.normal;
    parameters[param] = v;
    sources[param] = { line: best.r.line, raw: best.r.raw, pointRestored: best.restored };
  }

  // Oxide basis, told by the normal range: P2O5 23–57 (P 10–25), K2O 145–337 (K 120–280).
  const pNormal = parameters.p?.normal ?? '';
  if (/^2[23](\.\d+)? - 5[67]/.test(pNormal)) notes.push('P is given as P2O5 (normal range 23–57 kg/ha); P = P2O5 / 2.29.');
  const kNormal = parameters.k?.normal ?? '';
  if (/^14[45](\.\d+)? - 33[67]/.test(kNormal)) notes.push('K is given as K2O (normal range 145–337 kg/ha); K = K2O / 1.2.');

  const missing = SHC_PARAMETERS.filter((p) => parameters[p] === undefined);
  const npk = (['n', 'p', 'k'] as const).filter((p) => parameters[p] !== undefined).length;
  const readable = parameters.ph !== undefined && npk >= 2;
  return { readable, parameters, missing, notes, sources, bareNumbers, labels, devanagariLabels };
}
