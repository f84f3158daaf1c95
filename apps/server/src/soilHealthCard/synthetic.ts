/**
 * Test kit (not used by production code): renders Soil Health Card "Soil Test Results" tables
 * from known values, with sharp from an SVG, to measure OCR + extraction on cards whose truth is
 * known. The layout follows the portal's cards (Sr.No., Parameter, Test Value, Unit, Rating,
 * Normal Level; coloured rating cells; values with two decimals), in English or with Hindi or
 * Marathi labels and ratings (the Marathi one headed like Maharashtra's मृदा आरोग्य पत्रिका, with
 * the farmer's name and survey number), optionally degraded like a phone photo (downscaled,
 * blurred, tilted, noisy, JPEG).
 *
 * Fonts: DejaVu (Debian's fonts-dejavu-core) and Noto Sans Devanagari from the npm package
 * @expo-google-fonts/noto-sans-devanagari (a dependency of apps/server), made visible to librsvg
 * through a fontconfig file in the temp folder (FONTCONFIG_FILE, set before the first render).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHC_UNITS, type ShcParameter } from '@agrim/contracts';
import sharp from 'sharp';
import { mulberry32 } from '../lib/random.js';

const require = createRequire(import.meta.url);

/** Points fontconfig (used by librsvg inside sharp) at the Devanagari font of the npm package. Idempotent. */
export function useSyntheticFonts(): void {
  if (process.env.AGRIM_SHC_FONTS === '1') return;
  const pkg = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
  const dir = path.join(os.tmpdir(), 'agrim-shc-fonts');
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'fonts.conf');
  const tmp = `${conf}.${process.pid}`;
  fs.writeFileSync(
    tmp,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(pkg, '400Regular')}</dir>
  <dir>${path.join(pkg, '700Bold')}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  fs.renameSync(tmp, conf);
  process.env.FONTCONFIG_FILE = conf;
  process.env.AGRIM_SHC_FONTS = '1';
}

export type CardLanguage = 'english' | 'hindi' | 'marathi';

interface ParamSpec {
  en: string;
  hi: string;
  /** Marathi label (Maharashtra's cards: नत्र, स्फुरद, पालाश, सेंद्रिय कर्ब, सामू…). */
  mr: string;
  /** Range values are drawn from (uniform), rounded to two decimals. */
  draw: [number, number];
  normal: string;
  /** Rating from the value. */
  rate: (v: number) => Rating;
}

type Rating =
  'Very Low' | 'Low' | 'Medium' | 'High' | 'Sufficient' | 'Deficient' | 'Normal' | 'Neutral' | 'Moderately alkaline' | 'Moderately acidic';

const three = (lo: number, hi: number) => (v: number) => (v < lo ? 'Low' : v > hi ? 'High' : 'Medium') as Rating;
const micro = (limit: number) => (v: number) => (v < limit ? 'Deficient' : 'Sufficient') as Rating;

/** Card order. */
export const CARD_PARAMS: Array<[ShcParameter, ParamSpec]> = [
  [
    'ph',
    {
      en: 'pH',
      hi: 'पी एच',
      mr: 'सामू (पी.एच.)',
      draw: [4.5, 9.2],
      normal: '7, Neutral',
      rate: (v) => (v < 6.5 ? 'Moderately acidic' : v > 7.5 ? 'Moderately alkaline' : 'Neutral'),
    },
  ],
  [
    'ec',
    {
      en: 'EC',
      hi: 'विद्युत चालकता (ई.सी.)',
      mr: 'विद्युत वाहकता (ई.सी.)',
      draw: [0.01, 2.5],
      normal: '0 - 1 dS/m',
      rate: (v) => (v > 1 ? 'High' : 'Normal'),
    },
  ],
  [
    'oc',
    {
      en: 'Organic Carbon (OC)',
      hi: 'जैविक कार्बन (ओ.सी.)',
      mr: 'सेंद्रिय कर्ब (ओ.सी.)',
      draw: [0.1, 1.6],
      normal: '0.51 - 0.75%',
      rate: three(0.51, 0.75),
    },
  ],
  [
    'n',
    {
      en: 'Available Nitrogen (N)',
      hi: 'उपलब्ध नाइट्रोजन (एन)',
      mr: 'उपलब्ध नत्र (एन)',
      draw: [90, 720],
      normal: '280 - 560 kg/ha',
      rate: three(280, 560),
    },
  ],
  [
    'p',
    {
      en: 'Available Phosphorus (P)',
      hi: 'उपलब्ध फॉस्फोरस (पी)',
      mr: 'उपलब्ध स्फुरद (पी)',
      draw: [2, 60],
      normal: '10 - 25 kg/ha',
      rate: three(10, 25),
    },
  ],
  [
    'k',
    {
      en: 'Available Potassium (K)',
      hi: 'उपलब्ध पोटाश (के)',
      mr: 'उपलब्ध पालाश (के)',
      draw: [60, 480],
      normal: '145 - 337 kg/ha',
      rate: three(145, 337),
    },
  ],
  ['s', { en: 'Available Sulphur (S)', hi: 'उपलब्ध सल्फर (एस)', mr: 'उपलब्ध गंधक (एस)', draw: [2, 60], normal: '> 10 ppm', rate: micro(10) }],
  [
    'zn',
    { en: 'Available Zinc (Zn)', hi: 'उपलब्ध जिंक (जेडएन)', mr: 'उपलब्ध जस्त (झेडएन)', draw: [0.1, 6], normal: '> 0.6 ppm', rate: micro(0.6) },
  ],
  [
    'b',
    { en: 'Available Boron (B)', hi: 'उपलब्ध बोरॉन (बी)', mr: 'उपलब्ध बोरॉन (बी)', draw: [0.1, 12], normal: '> 0.5 ppm', rate: micro(0.5) },
  ],
  [
    'fe',
    { en: 'Available Iron (Fe)', hi: 'उपलब्ध लोहा (एफई)', mr: 'उपलब्ध लोह (एफई)', draw: [0.5, 80], normal: '> 4.5 ppm', rate: micro(4.5) },
  ],
  [
    'mn',
    {
      en: 'Available Manganese (Mn)',
      hi: 'उपलब्ध मैंगनीज (एमएन)',
      mr: 'उपलब्ध मँगनीज (एमएन)',
      draw: [0.5, 60],
      normal: '> 2.0 ppm',
      rate: micro(2),
    },
  ],
  [
    'cu',
    { en: 'Available Copper (Cu)', hi: 'उपलब्ध तांबा (सीयू)', mr: 'उपलब्ध तांबे (सीयू)', draw: [0.05, 6], normal: '> 0.2 ppm', rate: micro(0.2) },
  ],
];

const HINDI_RATING: Record<Rating, string> = {
  'Very Low': 'बहुत कम',
  Low: 'कम',
  Medium: 'मध्यम',
  High: 'उच्च',
  Sufficient: 'पर्याप्त',
  Deficient: 'अपर्याप्त',
  Normal: 'सामान्य',
  Neutral: 'उदासीन',
  'Moderately alkaline': 'मध्यम क्षारीय',
  'Moderately acidic': 'मध्यम अम्लीय',
};

const MARATHI_RATING: Record<Rating, string> = {
  'Very Low': 'अत्यंत कमी',
  Low: 'कमी',
  Medium: 'मध्यम',
  High: 'जास्त',
  Sufficient: 'पुरेसे',
  Deficient: 'कमतरता',
  Normal: 'सामान्य',
  Neutral: 'उदासीन',
  'Moderately alkaline': 'मध्यम विम्लधर्मी',
  'Moderately acidic': 'मध्यम आम्लधर्मी',
};

/** The card's own words: title, office, the line under them, the column headers. */
const CARD_TEXT: Record<CardLanguage, { title: string; office: string; third: string; headers: string[] }> = {
  english: {
    title: 'Soil Test Results',
    office: 'Soil Health Centre, District Office',
    third: 'Soil Type: Black Soil',
    headers: ['Sr.No.', 'Parameter', 'Test Value', 'Unit', 'Rating', 'Normal Level'],
  },
  hindi: {
    title: 'मृदा परीक्षण परिणाम',
    office: 'मृदा स्वास्थ्य केंद्र, जिला कार्यालय',
    third: 'मिट्टी का प्रकार: काली मिट्टी',
    headers: ['क्र.सं.', 'पैरामीटर', 'परीक्षण मान', 'इकाई', 'रेटिंग', 'सामान्य स्तर'],
  },
  marathi: {
    title: 'मृदा आरोग्य पत्रिका — मृदा परीक्षण निकाल',
    office: 'मृदा आरोग्य प्रयोगशाळा, जिल्हा कृषी कार्यालय',
    third: 'शेतकऱ्याचे नाव: रामराव पाटील     सर्वे / गट क्रमांक: 112/3     जमिनीचा प्रकार: काळी',
    headers: ['अ.क्र.', 'घटक', 'परीक्षण मूल्य', 'एकक', 'श्रेणी', 'सामान्य पातळी'],
  },
};

const RATING_FILL: Record<Rating, string> = {
  'Very Low': '#ff2a1a',
  Low: '#ffc000',
  Medium: '#ffffff',
  High: '#ffffff',
  Sufficient: '#3aa84a',
  Deficient: '#ff2a1a',
  Normal: '#3aa84a',
  Neutral: '#ffffff',
  'Moderately alkaline': '#9dc3e6',
  'Moderately acidic': '#f4b183',
};

export interface SyntheticCard {
  language: CardLanguage;
  /** The values printed on the card (two decimals), in SHC units. */
  values: Record<ShcParameter, number>;
  ratings: Record<ShcParameter, string>;
}

export interface RenderOptions {
  /** Font for the Latin text of English cards (Hindi and Marathi cards use Noto Sans Devanagari throughout). */
  font?: 'DejaVu Serif' | 'DejaVu Sans' | 'Noto Sans Devanagari';
  /** Width of the final image in pixels (the card is drawn at 1400 px and scaled). */
  width?: number;
  /** Gaussian blur sigma applied after scaling (0 = none). */
  blur?: number;
  /** Rotation in degrees (a tilted photo). */
  rotate?: number;
  /** Standard deviation of per-pixel noise (0–255 scale). */
  noise?: number;
  /** JPEG quality; undefined = PNG. */
  jpegQuality?: number;
  /** Seed of the noise. */
  seed?: number;
}

/** Random plausible values (two decimals) for a card. */
export function randomCard(seed: number, language: CardLanguage): SyntheticCard {
  const rand = mulberry32(seed);
  const values = {} as Record<ShcParameter, number>;
  const ratings = {} as Record<ShcParameter, string>;
  for (const [param, spec] of CARD_PARAMS) {
    // Log-uniform, so that small values (0.04) are as common as large ones on wide ranges.
    const [lo, hi] = spec.draw;
    const v = Math.exp(Math.log(lo) + rand() * (Math.log(hi) - Math.log(lo)));
    values[param] = Math.round(v * 100) / 100;
    ratings[param] = spec.rate(values[param]);
  }
  return { language, values, ratings };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The card as SVG (1400 px wide). */
export function cardSvg(card: SyntheticCard, font: RenderOptions['font'] = 'DejaVu Serif'): string {
  const words = CARD_TEXT[card.language];
  const family = card.language === 'english' ? font : 'Noto Sans Devanagari';
  const W = 1400;
  const cols = [0, 110, 560, 760, 880, 1130, 1400]; // Sr.No | Parameter | Test Value | Unit | Rating | Normal Level
  const rowH = 50;
  const top = 215;
  const fs = 26;
  const out: string[] = [];
  const text = (x: number, y: number, s: string, opts: { anchor?: string; bold?: boolean; size?: number } = {}) =>
    out.push(
      `<text x="${x}" y="${y}" font-family="${family}" font-size="${opts.size ?? fs}"${opts.bold ? ' font-weight="bold"' : ''}${
        opts.anchor ? ` text-anchor="${opts.anchor}"` : ''
      } fill="#111">${esc(s)}</text>`,
    );
  out.push(`<rect width="${W}" height="${top + rowH * 13 + 60}" fill="#e2efd9"/>`);
  out.push(`<rect x="0" y="20" width="${W}" height="46" fill="#ffc000"/>`);
  text(W / 2, 53, words.title, { anchor: 'middle', bold: true });
  out.push(`<rect x="0" y="66" width="${W}" height="46" fill="#c5e0b3"/>`);
  text(W / 2, 99, words.office, { anchor: 'middle', bold: true });
  text(12, 145, words.third, { bold: true });
  // Header
  out.push(`<rect x="0" y="${top - rowH}" width="${W}" height="${rowH}" fill="#70ad47"/>`);
  words.headers.forEach((h, i) => text(cols[i]! + 10, top - 16, h, { bold: true }));
  CARD_PARAMS.forEach(([param, spec], r) => {
    const y = top + r * rowH;
    const rating = card.ratings[param] as Rating;
    out.push(`<rect x="${cols[4]}" y="${y}" width="${cols[5]! - cols[4]!}" height="${rowH}" fill="${RATING_FILL[rating]}"/>`);
    out.push(`<line x1="0" y1="${y + rowH}" x2="${W}" y2="${y + rowH}" stroke="#ffffff" stroke-width="3"/>`);
    const base = y + rowH - 15;
    text(cols[0]! + 40, base, String(r + 1), { anchor: 'middle' });
    text(cols[1]! + 10, base, card.language === 'hindi' ? spec.hi : card.language === 'marathi' ? spec.mr : spec.en);
    text(cols[3]! - 20, base, card.values[param].toFixed(2), { anchor: 'end' });
    text(cols[3]! + 10, base, SHC_UNITS[param]);
    const shown = card.language === 'hindi' ? HINDI_RATING[rating] : card.language === 'marathi' ? MARATHI_RATING[rating] : rating;
    text(cols[4]! + 10, base, shown, { size: shown.length > 12 ? 21 : fs });
    text(cols[5]! + 10, base, spec.normal);
  });
  for (const x of cols.slice(1, -1))
    out.push(`<line x1="${x}" y1="${top - rowH}" x2="${x}" y2="${top + rowH * 12}" stroke="#ffffff" stroke-width="3"/>`);
  const H = top + rowH * 13 + 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join('')}</svg>`;
}

/** Renders the card to an encoded image (PNG, or JPEG when `jpegQuality` is set). */
export async function renderCard(card: SyntheticCard, opts: RenderOptions = {}): Promise<Buffer> {
  useSyntheticFonts();
  let img = sharp(Buffer.from(cardSvg(card, opts.font)), { density: 72 }).flatten({ background: '#ffffff' });
  if (opts.rotate) img = img.rotate(opts.rotate, { background: '#ffffff' });
  let buf = await img.png().toBuffer();
  const meta = await sharp(buf).metadata();
  let pipeline = sharp(buf);
  if (opts.width && opts.width !== meta.width) pipeline = pipeline.resize({ width: opts.width });
  if (opts.blur && opts.blur >= 0.3) pipeline = pipeline.blur(opts.blur);
  buf = await pipeline.removeAlpha().png().toBuffer();
  if (opts.noise) {
    const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
    const rand = mulberry32(opts.seed ?? 1);
    for (let i = 0; i < data.length; i++) {
      // Box-Muller
      const g = Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + g * opts.noise)));
    }
    buf = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .png()
      .toBuffer();
  }
  if (opts.jpegQuality) buf = await sharp(buf).jpeg({ quality: opts.jpegQuality }).toBuffer();
  return buf;
}

/**
 * A seeded set of cards with varied fonts, sizes and photo-like degradation, in turn in each of
 * `languages` (default English and Hindi, half and half).
 */
export function syntheticSet(
  count: number,
  seed = 2024,
  languages: readonly CardLanguage[] = ['english', 'hindi'],
): Array<{ card: SyntheticCard; opts: RenderOptions; name: string }> {
  const rand = mulberry32(seed);
  const fonts: Array<NonNullable<RenderOptions['font']>> = ['DejaVu Serif', 'DejaVu Sans', 'Noto Sans Devanagari'];
  const out: Array<{ card: SyntheticCard; opts: RenderOptions; name: string }> = [];
  for (let i = 0; i < count; i++) {
    const language = languages[i % languages.length]!;
    const card = randomCard(seed * 1000 + i, language);
    const opts: RenderOptions = {
      font: fonts[Math.floor(rand() * fonts.length)],
      width: Math.round(900 + rand() * 700),
      blur: rand() < 0.5 ? 0 : 0.4 + rand() * 0.5,
      rotate: rand() < 0.5 ? 0 : Math.round((rand() * 3 - 1.5) * 10) / 10,
      noise: rand() < 0.5 ? 0 : 4 + rand() * 6,
      jpegQuality: rand() < 0.5 ? undefined : Math.round(60 + rand() * 30),
      seed: seed + i,
    };
    out.push({ card, opts, name: `synthetic-${i + 1}-${language}` });
  }
  return out;
}

/** Ground truth of the real cards in DATASETS_DIR/soil-health-cards (read off the images). */
export const REAL_CARDS: Array<{ file: string; name: string; truth: Partial<Record<ShcParameter, number>> | null }> = [
  {
    file: 'shc_himachal_kullu_full_card_redacted.png',
    name: 'Kullu (HP), full card',
    truth: { ph: 7.3, ec: 0.11, oc: 0.9, n: 480, p: 9.63, k: 201, s: 42, zn: 5.32, b: 11, fe: 46.68, mn: 36.98, cu: 2.21 },
  },
  {
    file: 'shc_karnataka_bagalkote_test_results.jpg',
    name: 'Bagalkote (KA), results block 509×374',
    truth: { ph: 7.7, ec: 0.04, oc: 0.35, n: 200.63, p: 4.19, k: 122.85, s: 26.5, zn: 0.27, b: 0.63, fe: 0.71, mn: 6.41, cu: 1.65 },
  },
  { file: 'shc_andhra_pradesh_blank_template_telugu.jpg', name: 'Andhra Pradesh blank Telugu template', truth: null },
];

/** The dataset folder: env DATASETS_DIR, else `<repo root>/../shared/datasets`. */
export function datasetsDir(): string {
  if (process.env.DATASETS_DIR) return path.resolve(process.env.DATASETS_DIR);
  const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', '..');
  return path.resolve(repoRoot, '..', 'shared', 'datasets');
}

export interface FieldScore {
  right: number;
  total: number;
  /** Fields not right: "oc: 0.33 (card 0.35)" or "cu: missing (card 1.65)". */
  wrong: string[];
}

/** A field is right when its value is within ±0.01 of the card's and its unit is the SHC unit. */
export function scoreFields(
  truth: Partial<Record<ShcParameter, number>>,
  parameters: Partial<Record<ShcParameter, { value: number; unit: string }>>,
): FieldScore {
  let right = 0;
  const wrong: string[] = [];
  const entries = Object.entries(truth) as Array<[ShcParameter, number]>;
  for (const [param, expected] of entries) {
    const got = parameters[param];
    if (got && Math.abs(got.value - expected) <= 0.01 + 1e-9 && got.unit === SHC_UNITS[param]) right++;
    else
      wrong.push(`${param}: ${got ? `${got.value}${got.unit === SHC_UNITS[param] ? '' : ` ${got.unit}`}` : 'missing'} (card ${expected})`);
  }
  return { right, total: entries.length, wrong };
}
