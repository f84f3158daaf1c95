import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceButtons } from './ChoiceButtons';
import { tsxFilesUsing } from './sourceFiles.testkit';

describe('ChoiceButtons (issue 43)', () => {
  it('is a named group of buttons, the chosen one pressed, each with its language and test id', () => {
    const html = renderToStaticMarkup(
      createElement(ChoiceButtons<'en' | 'hi'>, {
        label: 'Language',
        choices: [
          { value: 'en', label: 'English', lang: 'en', testId: 'lang-en' },
          { value: 'hi', label: 'हिन्दी', lang: 'hi', testId: 'lang-hi' },
        ],
        value: 'hi',
        onChange: () => undefined,
        testId: 'languages',
      }),
    ).replace(/<style[^>]*>[^<]*<\/style>/g, '');
    expect(html).toMatch(/^<div[^>]*role="group"[^>]*aria-label="Language"[^>]*data-testid="languages"/);
    const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)/g)].map(([, attrs, text]) => ({
      text,
      pressed: /aria-pressed="(\w+)"/.exec(attrs!)?.[1],
      lang: /lang="(\w+)"/.exec(attrs!)?.[1],
      testId: /data-testid="([\w-]+)"/.exec(attrs!)?.[1],
    }));
    expect(buttons).toEqual([
      { text: 'English', pressed: 'false', lang: 'en', testId: 'lang-en' },
      { text: 'हिन्दी', pressed: 'true', lang: 'hi', testId: 'lang-hi' },
    ]);
  });

  it('is used instead of MUI’s ToggleButtonGroup, whose roving focus redraws a screen in its first task', () => {
    expect(tsxFilesUsing(/\bToggleButtonGroup\b/)).toEqual([]);
  });
});
