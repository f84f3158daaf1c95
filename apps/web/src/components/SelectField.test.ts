import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { tsxFilesUsing } from './sourceFiles.testkit';

const render = (
  value: string,
  options = [
    { value: 'wheat', label: 'Wheat' },
    { value: 'hi', label: 'हिन्दी', lang: 'hi' },
  ],
) =>
  renderToStaticMarkup(
    createElement(SelectField<string>, {
      label: 'Crop',
      value,
      onChange: () => undefined,
      testId: 'crop',
      ariaLabel: 'Crop of plot 1',
      options,
    }),
  ).replace(/<style[^>]*>[^<]*<\/style>/g, '');

describe('SelectField (issue 43)', () => {
  it('is a native select, labelled, with its test id and name on the select, each option in its language', () => {
    const html = render('hi');
    const select = /<select([^>]*)>(.*)<\/select>/.exec(html)!;
    expect(select[1]).toContain('data-testid="crop"');
    expect(select[1]).toContain('aria-label="Crop of plot 1"');
    const id = / id="([^"]+)"/.exec(select[1]!)![1];
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Crop`));
    const options = [...select[2]!.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attrs, text]) => ({
      text,
      value: /value="([^"]*)"/.exec(attrs!)?.[1],
      lang: /lang="(\w+)"/.exec(attrs!)?.[1],
      selected: / selected=""/.test(attrs!),
    }));
    expect(options).toEqual([
      { text: 'Wheat', value: 'wheat', lang: undefined, selected: false },
      { text: 'हिन्दी', value: 'hi', lang: 'hi', selected: true },
    ]);
  });

  it('shows an empty line while nothing is chosen, not the first option as if it were', () => {
    expect(render('')).toMatch(/<select[^>]*><option value="" disabled="" selected=""><\/option><option value="wheat">/);
    // A list whose own first option is 'none' needs no empty line.
    expect(render('', [{ value: '', label: 'Any' }])).toMatch(/<select[^>]*><option value="" selected="">Any<\/option><\/select>/);
  });

  it('is used instead of MUI’s menu select, whose display node set from a ref callback redraws a screen in its first task', () => {
    expect(tsxFilesUsing(/<TextField\s+select\b|^\s+select$|<Select\b/m)).toEqual(['components/SelectField.tsx']);
  });
});
