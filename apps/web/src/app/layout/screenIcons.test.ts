import { SCREEN_ROUTES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { SCREEN_ICONS } from './screenIcons';

describe('SCREEN_ICONS', () => {
  it('gives every menu item an icon', () => {
    const missing = SCREEN_ROUTES.filter((s) => s.menu && !SCREEN_ICONS[s.path]).map((s) => s.path);
    expect(missing).toEqual([]);
  });
});
