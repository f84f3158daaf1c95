/** Handing a file to the farmer: the phone's share sheet where the browser can share files, else a download (issue 39). */

export type Delivered = 'shared' | 'downloaded' | 'fallback' | 'cancelled';

type ShareNavigator = Navigator & { canShare?: (data: ShareData) => boolean };

/** Whether this browser can share a file (Web Share API level 2). */
export function canShareFile(file: File, nav: ShareNavigator | undefined = globalThis.navigator): boolean {
  try {
    return !!nav && typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** Saves a file through a link click. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Shares the file where the browser can (a phone's share sheet: WhatsApp, Drive, print), else downloads it. The
 * farmer closing the sheet is 'cancelled'; a share the browser refuses (no user gesture left after the download,
 * a target that failed) falls back to the download and says so.
 */
export async function deliver(
  file: File,
  title: string,
  nav: ShareNavigator | undefined = globalThis.navigator,
  save = saveFile,
): Promise<Delivered> {
  if (!canShareFile(file, nav)) {
    save(file);
    return 'downloaded';
  }
  try {
    await nav!.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return 'cancelled';
    save(file);
    return 'fallback';
  }
}
