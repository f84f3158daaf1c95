import { describe, expect, it } from 'vitest';
import { knowledgeText } from './imageFile';

describe('the language of a photo answer’s knowledge (knowledgeText)', () => {
  const soil = { en: 'Black soil', hi: 'काली मिट्टी', mr: 'काळी माती' };
  const disease = { en: 'Early blight', hi: 'अगेती झुलसा' };
  it('gives Marathi readers the Marathi where the server sent it, with its lang', () => {
    expect(knowledgeText(soil, 'mr')).toEqual({ text: 'काळी माती', lang: 'mr' });
    expect(knowledgeText(soil, 'hi')).toEqual({ text: 'काली मिट्टी', lang: 'hi' });
    expect(knowledgeText(soil, 'en')).toEqual({ text: 'Black soil', lang: 'en' });
  });
  it('falls back to English, said by its lang, where there is no Marathi yet', () => {
    expect(knowledgeText(disease, 'mr')).toEqual({ text: 'Early blight', lang: 'en' });
  });
});
