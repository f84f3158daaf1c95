import { describe, expect, it } from 'vitest';
import { enCore } from './en';
import { enFrame } from './frame.en';
import { hi } from './hi';
import { mr } from './mr';
import { outboxEn } from './outbox';
import { enScreens } from './screens.en';

type Tree = { [key: string]: string | Tree };

/**
 * English values a translation keeps as they are: names of languages, file formats, units and symbols,
 * and product names. Anything else the same as English is English left untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['English', 'CSV', 'PDF', 'JSON', 'pH', 'EC', 'NPK', 'ID', 'SHA-256']);
/** Units and symbols stay in Latin letters in every language (docs/glossary.md): they are not words to translate. */
const UNITS = /\b(kg|ha|mg|mm|cm|dS|ppm|N|P|K)\b/g;
/**
 * Keys English does not have because English shows the key itself (`t(key, { defaultValue: name })`): the data
 * set's crop names.
 */
const NAMED_BY_KEY = ['yield.crops.'];

/** Every string of a tree by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const had = out[key];
      out[key] = typeof value === 'object' && typeof had === 'object' ? merge(had, value) : value;
    }
  return out;
}

/** An English text with a word in it ({{slots}} and <tags> are not words): one a reader needs translated. */
const hasWord = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/{{[^}]*}}|<\/?\w+>/g, ' ').replace(UNITS, ' '));

/** What is wrong with a translation against its English: keys missing or extra, English left in. */
function problems(english: Tree, translated: Tree, namedByKey = NAMED_BY_KEY): string[] {
  const en = leaves(english);
  const other = leaves(translated);
  return [
    ...[...en.keys()].filter((k) => !other.has(k)).map((k) => `missing ${k}`),
    ...[...other.keys()].filter((k) => !en.has(k) && !namedByKey.some((prefix) => k.startsWith(prefix))).map((k) => `not in English ${k}`),
    ...[...en]
      .filter(([k, text]) => other.get(k) === text && hasWord(text) && !SAME_IN_EVERY_LANGUAGE.has(text))
      .map(([k, text]) => `untranslated ${k}: "${text}"`),
  ];
}

const english = merge(enCore as Tree, enFrame as Tree, enScreens as Tree, { outbox: outboxEn as Tree });

/** Each module's translations beside its English (a.mr.ts beside a.ts): its one export each. */
const MODULE_NAMED_BY_KEY: Record<string, string[]> = { './yieldPrediction.ts': ['crops.'] };
const modules = import.meta.glob<Record<string, Tree>>(['./*.ts', '!./*.test.ts'], { eager: true });
const only = (path: string) => Object.values(modules[path] ?? {})[0];
function pairs(suffix: 'hi' | 'mr'): Array<[string, Tree, Tree, string[]]> {
  return Object.keys(modules)
    .filter((path) => path.endsWith(`.${suffix}.ts`))
    .map((path) => {
      const en = path.replace(`.${suffix}.ts`, '.ts');
      return [path, only(en)!, only(path)!, MODULE_NAMED_BY_KEY[en] ?? []];
    });
}

describe('the translations of the web app (issue 41)', () => {
  it('Marathi has every English key of every module, none of them left in English', () => {
    const mrModules = pairs('mr');
    expect(mrModules.length).toBe(pairs('hi').length);
    for (const [path, en, translated, namedByKey] of mrModules) {
      expect(en, `the English of ${path}`).toBeTypeOf('object');
      expect(problems(en, translated, namedByKey), path).toEqual([]);
    }
  });

  it('mr.ts has every key of the app, none of them left in English', () => {
    expect(problems(english, mr as unknown as Tree)).toEqual([]);
  });

  it('Hindi has every key of the app and of every module', () => {
    const keysOnly = (list: string[]) => list.filter((p) => !p.startsWith('untranslated'));
    expect(keysOnly(problems(english, hi as unknown as Tree))).toEqual([]);
    for (const [path, en, translated, namedByKey] of pairs('hi')) expect(keysOnly(problems(en, translated, namedByKey)), path).toEqual([]);
  });

  it('every feature has its strings in modules named after it, in each language (issue 42)', () => {
    const features = new Set(Object.keys(import.meta.glob('../features/*/**/*.tsx')).map((path) => path.split('/')[2]!));
    expect(features.size).toBeGreaterThan(20);
    const unnamed = [...features].filter((feature) => ['', '.hi', '.mr'].some((suffix) => !(`./${feature}${suffix}.ts` in modules)));
    expect(unnamed).toEqual([]);
  });

  it('finds a missing, an extra and an untranslated key', () => {
    expect(
      problems({ a: 'Save', b: { c: 'Low {{n}}' }, d: 'CSV', u: '{{n}} kg/ha' }, { a: 'Save', b: {}, d: 'CSV', u: '{{n}} kg/ha', e: 'x' }),
    ).toEqual(['missing b.c', 'not in English e', 'untranslated a: "Save"']);
  });
});
