import { describe, expect, it, vi } from 'vitest';
import { canShareFile, deliver } from './share';

const file = () => new File([new Uint8Array([37, 80, 68, 70])], 'prescription-1-wheat-20261121-153000.pdf', { type: 'application/pdf' });

const navWith = (share: (d: ShareData) => Promise<void>, canShare = true) =>
  ({ share: vi.fn(share), canShare: vi.fn(() => canShare) }) as unknown as Navigator & { canShare: (d: ShareData) => boolean };

describe('delivering the prescription (Web Share API, else a download)', () => {
  it('shares the file where the browser can share files', async () => {
    const nav = navWith(async () => {});
    const save = vi.fn();
    expect(await deliver(file(), 'Prescription', nav, save)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ files: [expect.any(File)], title: 'Prescription' });
    expect(save).not.toHaveBeenCalled();
  });

  it('downloads where there is no share, or it cannot share files', async () => {
    const save = vi.fn();
    expect(await deliver(file(), 'P', undefined, save)).toBe('downloaded');
    expect(await deliver(file(), 'P', { share: undefined } as unknown as Navigator, save)).toBe('downloaded');
    expect(
      await deliver(
        file(),
        'P',
        navWith(async () => {}, false),
        save,
      ),
    ).toBe('downloaded');
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('does nothing when the farmer closes the share sheet, and downloads when the share fails', async () => {
    const save = vi.fn();
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(
      await deliver(
        file(),
        'P',
        navWith(() => Promise.reject(abort)),
        save,
      ),
    ).toBe('cancelled');
    expect(save).not.toHaveBeenCalled();
    const refused = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    expect(
      await deliver(
        file(),
        'P',
        navWith(() => Promise.reject(refused)),
        save,
      ),
    ).toBe('fallback');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('treats a canShare that throws as no share', () => {
    const nav = {
      share: vi.fn(),
      canShare: () => {
        throw new TypeError('bad');
      },
    } as unknown as Navigator;
    expect(canShareFile(file(), nav)).toBe(false);
  });
});
