import { describe, expect, it } from 'vitest';
import { routePreloadsOf, screenModulesOf } from './routePreloads';

const chunk = (fileName: string, imports: string[], extra: { name?: string; isEntry?: boolean; facadeModuleId?: string } = {}) => ({
  fileName,
  imports,
  name: extra.name ?? fileName.replace(/-.*$/, '').replace(/^assets\//, ''),
  isEntry: !!extra.isEntry,
  facadeModuleId: extra.facadeModuleId ?? null,
});

describe('route preloads (issue 24)', () => {
  it('names what the frame and /home load beyond the entry, each file once', () => {
    const preloads = routePreloadsOf([
      chunk('assets/index-1.js', ['assets/react-2.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
      chunk('assets/react-2.js', []),
      chunk('assets/frame-3.js', ['assets/react-2.js', 'assets/shared-4.js']),
      chunk('assets/shared-4.js', []),
      chunk('assets/frame.en-5.js', [], { facadeModuleId: '/app/src/locales/frame.en.ts' }),
      chunk('assets/home-6.js', ['assets/shared-4.js', 'assets/chip-7.js']),
      chunk('assets/chip-7.js', []),
      chunk('assets/OtherPage-8.js', ['assets/chip-7.js'], { facadeModuleId: '/app/src/features/other/OtherPage.tsx' }),
    ]);
    expect(preloads).toEqual({
      signedIn: ['/assets/frame-3.js', '/assets/shared-4.js', '/assets/frame.en-5.js'],
      routes: { '/home': ['/assets/home-6.js', '/assets/chip-7.js'] },
    });
  });

  it('names each other screen its own chunk, what it imports beyond the frame and the screens’ strings (issue 43)', () => {
    const preloads = routePreloadsOf(
      [
        chunk('assets/index-1.js', ['assets/react-2.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
        chunk('assets/react-2.js', []),
        chunk('assets/frame-3.js', ['assets/react-2.js', 'assets/shared-4.js']),
        chunk('assets/shared-4.js', []),
        chunk('assets/frame.en-5.js', [], { facadeModuleId: '/app/src/locales/frame.en.ts' }),
        chunk('assets/home-6.js', ['assets/shared-4.js']),
        chunk('assets/OtherPage-8.js', ['assets/shared-4.js', 'assets/grid-9.js'], {
          facadeModuleId: '/app/src/features/other/OtherPage.tsx',
        }),
        chunk('assets/grid-9.js', []),
        chunk('assets/screens.en-10.js', [], { facadeModuleId: '/app/src/locales/screens.en.ts' }),
      ],
      { '/home': 'src/features/monitoring/HomePage.tsx', '/other': 'src/features/other/OtherPage.tsx' },
    );
    expect(preloads.routes).toEqual({
      '/home': ['/assets/home-6.js'],
      '/other': ['/assets/OtherPage-8.js', '/assets/grid-9.js', '/assets/screens.en-10.js'],
    });
  });

  it('reads the screens’ modules from the loaders of src/app/screens.tsx', () => {
    const source = `const LOADERS = {
  '/home': () => import('../features/monitoring/HomePage'),
  '/soil-testing': screen(() => import('../features/soilTesting/SoilTestingPage')),
};`;
    expect(screenModulesOf(source)).toEqual({
      '/home': 'src/features/monitoring/HomePage.tsx',
      '/soil-testing': 'src/features/soilTesting/SoilTestingPage.tsx',
    });
  });

  it('fails the build when the groups it relies on are gone', () => {
    expect(() => routePreloadsOf([chunk('assets/index-1.js', [], { isEntry: true })])).toThrow(/no frame chunk/);
  });
});
