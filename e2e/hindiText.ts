import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, ROOT } from './accounts';

/**
 * Issue 22: in Hindi, no screen shows English UI text; issue 41: nor in Marathi. Every visible Latin-script
 * word must be data or a unit; these helpers find the ones that are not. They look for Latin letters only, so
 * they serve both Devanagari languages alike, with the same allowlist.
 */

/** Latin words that may stay in Hindi or Marathi mode, each with its reason. Matched whole-word, case-sensitive. */
const ALLOWED: Record<string, string> = {
  // Units and chemistry, written the same in Hindi agronomy.
  pH: 'soil acidity, written pH in Hindi too',
  kg: 'unit',
  ha: 'unit (hectare)',
  mg: 'unit',
  dS: 'unit (dS/m, conductivity)',
  RH: 'unit (%RH, relative humidity)',
  cm: 'unit (µS/cm, row spacing)',
  mm: 'unit (rainfall)',
  ppm: 'unit',
  MB: 'unit (file size)',
  NPK: 'the fertilizer grade N-P-K',
  EC: 'electrical conductivity, the probe reading',
  // Abbreviations Hindi text uses as they are.
  ID: 'identifier, used as is in Hindi',
  CI: 'confidence interval, a statistics term',
  IST: 'India Standard Time',
  IMD: 'India Meteorological Department, a proper name',
  KVK: 'Krishi Vigyan Kendra, a proper name',
  MQTT: 'the device messaging protocol, a proper name (कोई MQTT ब्रोकर …)',
  SHA: 'a checksum algorithm (SHA-256)',
  // File formats the file pickers accept.
  CSV: 'a file format',
  PDF: 'a file format',
  JPEG: 'a file format',
  PNG: 'a file format',
  WebP: 'a file format',
  JSON: 'a file format',
  zip: 'a file format',
  xlsx: 'a file extension',
  docx: 'a file extension',
  Excel: 'a program whose files are accepted',
  Word: 'a program whose files are accepted',
  // Authenticator apps by name, for two-step sign-in.
  Google: 'an app name (Google Authenticator)',
  Microsoft: 'an app name (Microsoft Authenticator)',
  Authenticator: 'an app name',
  Aegis: 'an app name',
  // Model names.
  ONNX: 'a model file format',
  Prophet: 'the forecasting model the rainfall model follows',
  VGG: 'a model name (VGG16)',
  ResNet: 'a model name (ResNet50)',
  InceptionV: 'a model name (InceptionV3)',
  EfficientNet: 'a model name (EfficientNet-B0)',
  ImageNet: 'the proper name of the photo collection the backbone was trained on (issue 40 item 4)',
  Good: "an example folder name: the training zip's folders are named after the model's classes",
  Broken: "an example folder name: the training zip's folders are named after the model's classes",
  // Soybean variety names (JS 95-60, NRC 142, MACS 1407, RVSM 2011-35, DSb 34, KDS 753, PS 1347, SL 958, Birsa Soybean 1, Phule Sangam, AMS 100-39).
  JS: 'variety name',
  NRC: 'variety name',
  MACS: 'variety name',
  RVSM: 'variety name',
  DSb: 'variety name',
  KDS: 'variety name',
  PS: 'variety name',
  SL: 'variety name',
  Birsa: 'variety name',
  Soybean: 'variety name (Birsa Soybean 1)',
  Phule: 'variety name',
  Sangam: 'variety name',
  AMS: 'variety name',
  // Fertilizer products, the classes of the fertilizer model.
  Urea: 'fertilizer product (a class of the model)',
  DAP: 'fertilizer product (a class of the model)',
};

/** Data the seed and the server put on the screens (names, places, devices, datasets): shown as entered. */
const DATA = [
  ...Object.values(ACCOUNTS).flatMap((a) => [a.email, a.name]),
  'Demo farm (simulated)',
  'Demo soil probe',
  'Field 1 probe',
  'Kisan farm',
  'Indore',
  'Madhya Pradesh',
  'rainfall in india 1901-2015.csv',
  'Rainfall in India 1901-2015',
  'Crop Production in India',
  'data.gov.in',
];

/**
 * Parts of screens whose text is data, with the reason. Anything else on a screen is UI text.
 * Model documentation is listed here because the server writes it in English only (issue 22 leaves it).
 */
const DATA_REGIONS: Record<string, string> = {
  code: 'command lines and file paths, typed as shown',
  '[data-testid=practice-source], [data-testid=practice-reference], [data-testid=alert-source]':
    'citations of the published sources, quoted as published',
  '[data-testid^=subdivision-] h2, [data-testid=subdivision-select]': 'IMD subdivision names, from the rainfall dataset',
  '[data-testid=zone-select]': 'agro-climatic zone names, from the nutrient table',
  '[data-testid=alarm-rule], [data-testid=rule-name]': 'alert rule names, as their author entered them (stored as given)',
  '[data-testid=audit-entry] td:nth-child(6), [data-testid=audit-details]':
    'the recorded details of an audit entry (valve names, states, ids, the reason as recorded), shown as recorded',
  '[data-testid=image-model-card] dd, [data-testid=image-ood-sets] th, [data-testid=image-candidates] th, [data-testid^=model-card] span[id]':
    "an image model's documentation: its inputs, candidates and wrong-task sets, written by the training pipeline (English only)",
  '[data-testid=per-class-table] th': "a trained model's classes: the folder names of the Admin's training zip",
  '[data-testid=model-notes], [data-testid^=model-card] dd, [data-testid^=model-card] .MuiChip-label':
    'model documentation and hyperparameters, written by the training pipeline (English only)',
  '[data-testid=tabular-models] td:nth-child(2), [data-testid=image-models] td:nth-child(2)':
    "the model card's algorithm, written by the training pipeline",
};

interface Found {
  text: string;
  where: string;
}

/** The visible text of the page, one entry per text node (plus placeholders), without data marked as English on purpose. */
export async function visibleText(page: Page): Promise<Found[]> {
  return page.evaluate((dataRegions) => {
    const found: Array<{ text: string; where: string }> = [];
    const describe = (el: Element) => {
      const tagged = el.closest('[data-testid]');
      const label = tagged ? `[data-testid=${tagged.getAttribute('data-testid')}]` : '';
      return `${label} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`.trim();
    };
    const visible = (el: Element) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!el || !text || el.closest('script, style, noscript')) continue;
      // Text marked English on purpose (the language switch's own 'English'), and data.
      if (el.closest('[lang="en"]') || el.closest(dataRegions)) continue;
      if (visible(el)) found.push({ text, where: describe(el) });
    }
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      if (input.placeholder && visible(input)) found.push({ text: input.placeholder, where: describe(input) });
    }
    return found;
  }, Object.keys(DATA_REGIONS).join(', '));
}

/**
 * What other walks of the suite entered before this one: farm, place, device and account names, as
 * the server lists them to the superAdmin. They are data, shown as entered.
 */
export async function enteredData(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await apiToken(request, ROOT.email, ROOT.password)}` };
  const get = async <T>(path: string) => {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  type Named = { name?: string | null; district?: string | null; state?: string | null; display_name?: string | null };
  const farms = (await get<{ data: Named[] }>('/api/farms')).data;
  const devices = (await get<{ data: Named[] }>('/api/devices')).data;
  const users = (await get<{ data: Named[] }>('/api/get/user/registered?accounts=all')).data;
  // The soil type a farmer typed (the wizard takes any text; the five known types are translated).
  const tests = await get<Array<{ soil_type: string }>>('/api/v1/soil_test?page_size=100');
  const typed = tests.map((t) => t.soil_type).filter((v) => !['Black', 'Clayey', 'Loamy', 'Red', 'Sandy'].includes(v));
  // Image models an Admin trained and named.
  const models = (await get<{ models: Named[] }>('/api/v1/ml/image-models')).models.map((m) => m.name);
  // IMD subdivision names, as the rainfall dataset writes them (a chart's summary sentence names its subdivision).
  const rain = await request.get('/weather/prediction', { headers });
  const subdivisions = rain.ok() ? ((await rain.json()) as { subdivisions: string[] }).subdivisions : [];
  const names = [...farms, ...devices, ...users]
    .flatMap((n) => [n.name, n.district, n.state, n.display_name])
    .concat(typed, subdivisions, models);
  // Longest first, so a farm name is taken out before a shorter name inside it.
  return [...new Set(names.filter((n): n is string => !!n && n.length > 2))].sort((a, b) => b.length - a.length);
}

/** The Latin words in a text that are neither data, units nor numbers. */
export function englishWords(text: string, entered: readonly string[] = []): string[] {
  let rest = text;
  for (const d of DATA) rest = rest.split(d).join(' ');
  // Ids, emails and the like before the entered names: a short name must not split one.
  rest = rest
    .replace(/\S+@\S+\.\S+/g, ' ') // emails
    .replace(/\b[\w-]+\.(csv|png|jpe?g|pdf|json)\b/gi, ' ') // file names
    .replace(/°C/g, ' ')
    .replace(/(^|\s)\/[\w/-]*/g, ' ') // screen paths (page views)
    .replace(/\b[\w-]+@\d+\b/g, ' ') // dataset versions (rainfall@1)
    // Ids before model versions: a uuid's last groups (…-beea-983242027bc7) look like a model version.
    .replace(/\b[0-9a-f]{8}-[0-9a-f-]{27}\b/gi, ' ') // ids
    .replace(/\b[a-z]+(?:-[a-z]+)*-[0-9a-f]{12}\b/g, ' ') // model versions (crop-4ba3cf98c0f8)
    .replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, ' ') // environment variables (DATASETS_DIR)
    .replace(/\b[0-9a-f]{32,}\b/g, ' '); // checksums
  for (const d of entered) rest = rest.split(d).join(' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  // Single letters are element symbols and units (N, P, K, m, g, h).
  return words.filter((w) => w.length > 1 && !(w in ALLOWED));
}

export async function englishOn(page: Page, screen: string, entered: readonly string[]): Promise<string[]> {
  const found = await visibleText(page);
  return found.flatMap(({ text, where }) => {
    const words = englishWords(text, entered);
    return words.length ? [`${screen} ${where}: "${text.slice(0, 120)}" (${words.join(', ')})`] : [];
  });
}
