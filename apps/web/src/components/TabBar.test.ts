import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';
import { tsxFilesUsing } from './sourceFiles.testkit';

describe('TabBar (issue 43)', () => {
  it('is a named tab list whose chosen tab is selected and its one tab stop, each naming its panel', () => {
    const html = renderToStaticMarkup(
      createElement(TabBar<'card' | 'manual'>, {
        label: 'Fertilizer',
        value: 'manual',
        onChange: () => undefined,
        tabs: [
          { value: 'card', label: 'Soil Health Card', id: 'tab-card', panelId: 'panel-card' },
          { value: 'manual', label: 'Manual', id: 'tab-manual', panelId: 'panel-manual' },
        ],
      }),
    ).replace(/<style[^>]*>[^<]*<\/style>/g, '');
    expect(html).toMatch(/^<div[^>]*role="tablist"[^>]*aria-label="Fertilizer"/);
    const tabs = [...html.matchAll(/<button([^>]*)>([^<]*)/g)].map(([, attrs, text]) => ({
      text,
      role: /role="(\w+)"/.exec(attrs!)?.[1],
      id: /id="([\w-]+)"/.exec(attrs!)?.[1],
      controls: /aria-controls="([\w-]+)"/.exec(attrs!)?.[1],
      selected: /aria-selected="(\w+)"/.exec(attrs!)?.[1],
      tabIndex: /tabindex="(-?\d)"/.exec(attrs!)?.[1],
    }));
    expect(tabs).toEqual([
      { text: 'Soil Health Card', role: 'tab', id: 'tab-card', controls: 'panel-card', selected: 'false', tabIndex: '-1' },
      { text: 'Manual', role: 'tab', id: 'tab-manual', controls: 'panel-manual', selected: 'true', tabIndex: '0' },
    ]);
  });

  it('is used instead of MUI’s Tabs, whose indicator and roving focus redraw a screen in its first task', () => {
    expect(tsxFilesUsing(/<Tabs\b/)).toEqual([]);
  });
});
