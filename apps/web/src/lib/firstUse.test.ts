import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './firstUse';

describe('onFirstUse', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches once, at the first touch, key or scroll, and not again', () => {
    vi.stubGlobal('window', new EventTarget());
    const fetch = vi.fn();
    onFirstUse(fetch);
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once cancelled (the part was drawn, or the screen left)', () => {
    vi.stubGlobal('window', new EventTarget());
    const fetch = vi.fn();
    onFirstUse(fetch)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
