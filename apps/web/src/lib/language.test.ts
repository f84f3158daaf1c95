import { describe, expect, it } from 'vitest';
import { browserDecides, browserLanguage, clockOptions, languageOf, languageWord, numberLocale, textIn } from './language';

describe('the language a reader who never chose one gets (browserLanguage)', () => {
  it("follows the browser: Marathi for mr, Hindi for hi, in the reader's order", () => {
    expect(browserLanguage(['mr-IN', 'en'])).toBe('mr');
    expect(browserLanguage(['mr'])).toBe('mr');
    expect(browserLanguage(['hi-IN', 'mr'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'mr', 'hi'])).toBe('en');
    expect(browserLanguage(['ta-IN', 'MR-in'])).toBe('mr');
  });
  it('is English for any other language, or none', () => {
    expect(browserLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(browserLanguage(['mrx', 'hindi'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });
});

describe("whether the browser decides, or the farm's state may (browserDecides)", () => {
  it('decides when its first language is one the app speaks', () => {
    expect(browserDecides(['en-US', 'mr'])).toBe(true);
    expect(browserDecides(['mr-IN'])).toBe(true);
    expect(browserDecides(['gu-IN', 'en-US'])).toBe(false);
    expect(browserDecides([])).toBe(false);
    expect(browserDecides(undefined)).toBe(false);
  });
});

describe('the helpers of the screen language', () => {
  it('reads a tag as a product language, English for any other', () => {
    expect(languageOf('mr')).toBe('mr');
    expect(languageOf('hi-IN')).toBe('hi');
    expect(languageOf('ta')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageWord('mr')).toBe('marathi');
    expect(languageWord('hi')).toBe('hindi');
    expect(languageWord('cimode')).toBe('english');
  });
  it('writes figures with the same Latin digits in every language', () => {
    const figure = (tag: string) => new Intl.NumberFormat(numberLocale(tag), { maximumFractionDigits: 1 }).format(1234567.25);
    expect(figure('en')).toBe('12,34,567.3');
    expect(figure('hi')).toBe('12,34,567.3');
    expect(figure('mr')).toBe('12,34,567.3');
  });
  it('tells the time in 24 hours where the 12-hour clock would write Latin am/pm', () => {
    const at = (tag: string) =>
      new Intl.DateTimeFormat(numberLocale(tag), {
        timeZone: 'Asia/Kolkata',
        hour: 'numeric',
        minute: '2-digit',
        ...clockOptions(tag),
      }).format(Date.parse('2026-01-31T14:00:00Z'));
    expect(at('en')).toMatch(/7:30\s?pm/i);
    expect(at('hi')).toBe('19:30');
    expect(at('mr')).toBe('19:30');
  });
  it('picks a server text in the language, English where the server has none in it', () => {
    expect(textIn({ en: 'Low', hi: 'कम', mr: 'कमी' }, 'mr')).toBe('कमी');
    expect(textIn({ en: 'Low', hi: 'कम' }, 'mr')).toBe('Low');
    expect(textIn({ en: 'Low', hi: 'कम' }, 'hi')).toBe('कम');
  });
});
