import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';
import { SRC, tsxFiles } from './sourceFiles.testkit';

/** The markup without the style elements emotion writes beside each styled element when rendering on a server. */
const render = (props: Parameters<typeof PageHeader>[0]) =>
  renderToStaticMarkup(createElement(PageHeader, props)).replace(/<style[^>]*>[^<]*<\/style>/g, '');

describe('PageHeader (issue 42 item 5)', () => {
  it('is the one h1 of the app screens: no feature writes its own', () => {
    const own = [...tsxFiles('features'), ...tsxFiles('components')].filter((file) =>
      /component="h1"|<h1[\s>]/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    // The sign-in card (logo, centred) and the error page (icon, centred) stand outside the app frame.
    expect(own.sort()).toEqual(['components/ErrorPage.tsx', 'components/PageHeader.tsx', 'features/auth/components/AuthCard.tsx']);
  });

  it('draws the title as the h1, the subtitle under it and the actions after both', () => {
    const html = render({
      title: 'Reports',
      subtitle: 'Download readings',
      actions: createElement('button', null, 'Export'),
      titleTestId: 'welcome',
    });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*data-testid="welcome"[^>]*>Reports<\/h1><p[^>]*>Download readings<\/p><\/div><button>Export<\/button>/);
  });

  it('is the bare h1 when the screen has only a title', () => {
    const html = render({ title: 'Account' });
    expect(html).toMatch(/^<h1[^>]*>Account<\/h1>$/);
  });
});
