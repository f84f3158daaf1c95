import { IDEMPOTENCY_KEY_HEADER } from '@agrim/contracts';
import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { createStore, del, get, set, values } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { outboxEn } from '../../locales/outbox';
import { ApiError, callForm } from '../api';
import { i18n } from '../i18n';
import { getSession } from '../session';
import {
  accountOf,
  formOf,
  newKey,
  type OutboxItem,
  type OutboxKind,
  type OutboxStore,
  prune,
  replay,
  type ReplayResult,
  type SendFailure,
} from './outboxCore';

export type { OutboxItem } from './outboxCore';

/**
 * The browser's outbox (issue 24): kept in IndexedDB, which holds the files (photos, PDFs) of an
 * action as well as its fields and outlives a closed tab or a restarted phone.
 */
const db = createStore('agrim-outbox', 'items');
// Its English strings travel with this module, not with the first screen's (the fallback of Hindi too).
i18n.addResourceBundle('en', 'translation', { outbox: outboxEn }, true, false);
const store: OutboxStore = {
  all: () => values<OutboxItem>(db),
  put: (item) => set(item.id, item, db),
  remove: (id) => del(id, db),
};

/** The endpoint each kind is sent to as a multipart form (what the screens send when online). */
const ENDPOINTS = {
  feedback: feedbackEndpoints.submit,
  soilType: imageAnalysisEndpoints.soilType,
  soybeanDisease: imageAnalysisEndpoints.soybeanDisease,
  tomatoDisease: imageAnalysisEndpoints.tomatoDisease,
  seedQuality: imageAnalysisEndpoints.seedQuality,
  soilHealthCard: recommendationsEndpoints.readCard,
} satisfies Record<OutboxKind, unknown>;

async function send(item: OutboxItem): Promise<unknown> {
  return callForm(ENDPOINTS[item.kind], {}, formOf(item), { headers: { [IDEMPOTENCY_KEY_HEADER]: item.id } });
}

/**
 * Worth trying again later, not the reader's to fix: the server not reached, the session to be
 * renewed at the next sign-in, or the server briefly busy or down.
 */
function classify(err: unknown): SendFailure {
  if (err instanceof ApiError && [0, 401, 429, 502, 503, 504].includes(err.status)) return { offline: true };
  // 409 with Retry-After: the first try of this key is still being handled (photos take a while).
  if (err instanceof ApiError && err.status === 409 && err.retryAfter) return { offline: true };
  return { offline: false, message: (err as Error).message };
}

// The list on screen: this account's items, re-read after every change here or in another tab.
let items: OutboxItem[] = [];
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('agrim-outbox');

async function reload(): Promise<void> {
  await prune(store).catch(() => 0);
  const account = accountOf(getSession().token);
  items = (await store.all()).filter((i) => i.account === account).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  listeners.forEach((l) => l());
}
function changed(): Promise<void> {
  channel?.postMessage('changed');
  return reload();
}
channel?.addEventListener('message', () => void reload());

/**
 * Declared once: React subscribes again whenever it is handed a new subscribe function, and each first
 * subscription re-reads the store and notifies, which re-rendered, subscribed again and looped for as
 * long as the screen was open (issue 24: most of /home's main-thread time).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void reload();
  return () => listeners.delete(listener);
}

export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(subscribe, () => items);
}

/** The browser could not keep the action (storage full, or refused in a private window). */
export class KeepError extends Error {}

/** Sent now with the server's answer, or kept on the phone under `id` (the outbox item's). */
export type Sent<T> = { queued: false; answer: T } | { queued: true; id: string };

/**
 * Sends an action now, or keeps it to send when the connection returns: offline, or when the try
 * does not reach the server (its answer may be lost on the way back, so the kept copy has the same key
 * and the server does not apply it twice).
 */
export async function sendOrKeep<T>(kind: OutboxKind, label: string, fields: Record<string, string>, files: File[]): Promise<Sent<T>> {
  const account = accountOf(getSession().token);
  const item: OutboxItem = {
    id: newKey(),
    kind,
    account: account ?? '',
    queuedAt: new Date().toISOString(),
    label,
    fields,
    files: files.map((f) => ({ name: f.name, type: f.type, blob: f })),
  };
  if (navigator.onLine) {
    try {
      return { queued: false, answer: (await send(item)) as T };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0) || !account) throw err;
    }
  }
  if (!account) throw new ApiError(0, 'NETWORK', 'Could not reach the server.');
  try {
    await store.put(item);
  } catch (err) {
    throw new KeepError((err as Error).message);
  }
  await changed();
  return { queued: true, id: item.id };
}

let running: Promise<ReplayResult> | null = null;

/**
 * Sends this account's kept actions once. One tab at a time (Web Locks where the browser has them):
 * two tabs coming online together would otherwise both send the same item.
 */
export function replayOutbox(): Promise<ReplayResult> {
  running ??= (async () => {
    try {
      const account = accountOf(getSession().token);
      if (!account) return { sent: [], failed: [], waiting: 0 };
      const run = () => replay(store, account, send, classify);
      return await (navigator.locks ? navigator.locks.request('agrim-outbox', run) : run());
    } finally {
      running = null;
      await changed();
    }
  })();
  return running;
}

/** A refused item, sent again as it is (the reader may have fixed the cause, e.g. signed in again). */
export async function retryItem(id: string): Promise<ReplayResult> {
  const item = await get<OutboxItem>(id, db);
  if (item) await store.put({ ...item, error: undefined });
  return replayOutbox();
}

export async function discardItem(id: string): Promise<void> {
  await store.remove(id);
  await changed();
}
