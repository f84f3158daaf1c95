import type { Page } from '@playwright/test';

/** The requests a page makes for MUI's DataGrid chunk (x-data-grid-….js), which a phone must not fetch for a list. */
export function gridChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('x-data-grid')) urls.push(r.url());
  });
  return urls;
}
