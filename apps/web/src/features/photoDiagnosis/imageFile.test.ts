import { describe, expect, it } from 'vitest';
import { knowledgeText, textLanguage } from './imageFile';

describe('the language of a photo answer’s knowledge (knowledgeText)', () => {
  const soil = { en: 'Black soil', hi: 'काली मिट्टी', mr: 'काळी माती' };
  const disease = { en: 'Early blight', hi: 'अगेती झुलसा', mr: 'लवकर येणारा करपा (अर्ली ब्लाइट)' };
  const older = { en: 'Early blight', hi: 'अगेती झुलसा' };
  it('gives Marathi readers the Marathi where the server sent it, with its lang', () => {
    expect(knowledgeText(soil, 'mr')).toEqual({ text: 'काळी माती', lang: 'mr' });
    expect(knowledgeText(soil, 'hi')).toEqual({ text: 'काली मिट्टी', lang: 'hi' });
    expect(knowledgeText(soil, 'en')).toEqual({ text: 'Black soil', lang: 'en' });
  });
  it('gives Marathi readers the leaf-disease notes in Marathi (issue 41), lists too', () => {
    expect(textLanguage('mr-IN')).toBe('mr');
    expect(knowledgeText(disease, 'mr')).toEqual({ text: 'लवकर येणारा करपा (अर्ली ब्लाइट)', lang: 'mr' });
    expect(knowledgeText({ en: ['a'], hi: ['अ'], mr: ['म'] }, 'mr-IN')).toEqual({ text: ['म'], lang: 'mr' });
    expect(knowledgeText(disease, 'hi')).toEqual({ text: 'अगेती झुलसा', lang: 'hi' });
  });
  it('falls back to English, said by its lang, for a text sent without Marathi', () => {
    expect(knowledgeText(older, 'mr')).toEqual({ text: 'Early blight', lang: 'en' });
    expect(knowledgeText(older, 'fr')).toEqual({ text: 'Early blight', lang: 'en' });
  });
});
