import type { SoilTestFormValues } from './SoilTestForm';

/**
 * A soil test's start form kept on the phone while it cannot start (offline, or the server not
 * reached, issue 39): its fields and the chosen photos (as Blobs, which IndexedDB keeps), so the
 * farmer does not enter them again or choose the photo again. Free of the browser, to be tested in Node.
 */
export interface StartDraft {
  soilType: string;
  depth: string;
  latitude: string;
  longitude: string;
  files: Array<{ name: string; type: string; blob: Blob }>;
  /** The farmer pressed Proceed (the test would have started with a connection): opening the wizard online starts it. */
  pressed: boolean;
  keptAt: string;
}

export interface DraftStore {
  get(key: string): Promise<StartDraft | undefined>;
  set(key: string, draft: StartDraft): Promise<void>;
  del(key: string): Promise<void>;
}

/** Drafts older than this are forgotten when read: the details (and the location) of another day's sample. */
export const DRAFT_KEPT_DAYS = 7;

export function draftOf(values: SoilTestFormValues, pressed: boolean, now = new Date()): StartDraft {
  return {
    soilType: values.soilType,
    depth: values.depth,
    latitude: values.latitude,
    longitude: values.longitude,
    files: values.files.map((f) => ({ name: f.name, type: f.type, blob: f })),
    pressed,
    keptAt: now.toISOString(),
  };
}

export function valuesOf(draft: StartDraft): SoilTestFormValues {
  return {
    soilType: draft.soilType,
    depth: draft.depth,
    latitude: draft.latitude,
    longitude: draft.longitude,
    files: draft.files.map((f) => (f.blob instanceof File ? f.blob : new File([f.blob], f.name, { type: f.type }))),
  };
}

/** Nothing worth keeping: an untouched form (the location alone is filled by the phone itself). */
export const isEmpty = (values: SoilTestFormValues) => !values.soilType.trim() && !values.depth.trim() && values.files.length === 0;

/** The drafts of each account (the token's subject): another account signed in on the phone never sees them. */
export function startDrafts(store: DraftStore) {
  return {
    async read(account: string | null, now = Date.now()): Promise<StartDraft | null> {
      if (!account) return null;
      const draft = await store.get(account);
      if (!draft) return null;
      if (now - Date.parse(draft.keptAt) > DRAFT_KEPT_DAYS * 86_400_000) {
        await store.del(account);
        return null;
      }
      return draft;
    },
    async keep(account: string | null, values: SoilTestFormValues, pressed: boolean, now = new Date()): Promise<void> {
      if (!account) return;
      if (isEmpty(values)) await store.del(account);
      else await store.set(account, draftOf(values, pressed, now));
    },
    async forget(account: string | null): Promise<void> {
      if (account) await store.del(account);
    },
  };
}
