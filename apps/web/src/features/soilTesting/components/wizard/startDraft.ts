import { createStore, del, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { outboxEn } from '../../../../locales/outbox';
import { i18n } from '../../../../lib/i18n';
import { accountOf } from '../../../../lib/pwa/outboxCore';
import { getSession } from '../../../../lib/session';
import { type StartDraft, startDrafts } from './startDraftCore';
import type { SoilTestFormValues } from './SoilTestForm';

/**
 * The soil test start form kept in the browser's IndexedDB (its own database beside the outbox's:
 * idb-keyval opens one store per database) while the test cannot start (issue 39).
 */
const db = createStore('agrim-drafts', 'soil-test-start');
// The words about it live with the outbox's; their English comes with this code, as the outbox's does.
i18n.addResourceBundle('en', 'translation', { outbox: outboxEn }, true, false);

const drafts = startDrafts({
  get: (key) => get<StartDraft>(key, db),
  set: (key, draft) => set(key, draft, db),
  del: (key) => del(key, db),
});
const account = () => accountOf(getSession().token);

// Whether this account has a kept draft, for the start panel (re-read when the wizard keeps or forgets one).
let kept: StartDraft | null = null;
let loaded = false;
const listeners = new Set<() => void>();
async function reload(): Promise<void> {
  kept = await drafts.read(account()).catch(() => null);
  loaded = true;
  listeners.forEach((l) => l());
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) void reload();
  return () => listeners.delete(listener);
}

/** The kept draft of the signed-in account, or null. */
export function useStartDraft(): StartDraft | null {
  return useSyncExternalStore(subscribe, () => kept);
}

export function readStartDraft(): Promise<StartDraft | null> {
  return drafts.read(account());
}

/** Keeps (or, for an untouched form, forgets) the form; never throws (a phone that cannot keep it still shows it). */
export function keepStartDraft(values: SoilTestFormValues, pressed: boolean): Promise<void> {
  return drafts
    .keep(account(), values, pressed)
    .catch(() => undefined)
    .then(reload);
}

export function forgetStartDraft(): Promise<void> {
  return drafts
    .forget(account())
    .catch(() => undefined)
    .then(reload);
}
