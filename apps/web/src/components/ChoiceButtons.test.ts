import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceButtons } from './ChoiceButtons';

const src = decodeURIComponent(new URL('../', import.meta.url).pathname);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsxFiles(path.join(dir, d.name)) : d.name.endsWith('.tsx') ? [path.join(dir, d.name)] : [],
  );
}

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
    const grouped = [...tsxFiles(path.join(src, 'features')), ...tsxFiles(path.join(src, 'components')), ...tsxFiles(path.join(src, 'app'))]
      .filter((file) => /\bToggleButtonGroup\b/.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')))
      .map((file) => path.relative(src, file));
    expect(grouped).toEqual([]);
  });
});
