/**
 * The outbox's rules, free of the browser so they can be tested in Node (issue 24): actions that are
 * safe to send later are kept while the phone is offline and sent once when the connection returns.
 * Each keeps the Idempotency-Key it was first tried with, so a try whose answer was lost is not
 * applied twice by the server.
 */

/** What can be queued; a kind names its sender (outbox.ts). */
export type OutboxKind = 'feedback' | 'soilType' | 'soybeanDisease' | 'tomatoDisease' | 'seedQuality' | 'soilHealthCard';

/**
 * Kinds whose answer is the point of the action (a diagnosis of photos, the values read from a
 * farmer's Soil Health Card and its advice): once sent, the item stays
 * with its answer so the reader can open the result, until dismissed or SENT_KEPT_DAYS old. There is
 * no history of analyses on the server to find it in later.
 */
export const ANSWER_KEPT: ReadonlySet<OutboxKind> = new Set([
  'soilType',
  'soybeanDisease',
  'tomatoDisease',
  'seedQuality',
  'soilHealthCard',
]);
export const SENT_KEPT_DAYS = 7;

/** The multipart field of each kind's files, as its screen sends them online (feedback: `files`; photos: repeated `file`). */
const FILE_FIELD: Record<OutboxKind, string> = {
  feedback: 'files',
  soilType: 'file',
  soybeanDisease: 'file',
  tomatoDisease: 'file',
  seedQuality: 'file',
  soilHealthCard: 'file',
};

/** The form an item is sent as: text fields first (the server reads them before it streams the files), then the files. */
export function formOf(item: OutboxItem): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
  for (const file of item.files) form.append(FILE_FIELD[item.kind], file.blob, file.name);
  return form;
}

export interface QueuedFile {
  name: string;
  type: string;
  blob: Blob;
}

export interface OutboxItem {
  /** The Idempotency-Key of every try. */
  id: string;
  kind: OutboxKind;
  /** The account that queued it (the token's subject): another account signed in later never sends it. */
  account: string;
  /** ISO time it was queued. */
  queuedAt: string;
  /** A line that tells the reader which action this is (the feedback's reason, say). */
  label: string;
  fields: Record<string, string>;
  files: QueuedFile[];
  /** Why the server refused it on replay; kept (and shown) until the reader tries again or discards it. */
  error?: string;
  /** Sent on replay, for the kinds in ANSWER_KEPT: when, and the server's answer. */
  sent?: { at: string; answer: unknown };
}

export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/** How a send failed: `offline` (the server was not reached: try again later) or refused with a message. */
export type SendFailure = { offline: true } | { offline: false; message: string };
export type Send = (item: OutboxItem) => Promise<unknown>;

export interface ReplayResult {
  sent: OutboxItem[];
  failed: OutboxItem[];
  /** Left for later: the server could not be reached. */
  waiting: number;
}

/**
 * Sends the account's waiting items, oldest first, each once. Sent items leave the store (or, for the
 * kinds in ANSWER_KEPT, stay marked sent with the answer, and are never sent again); refused ones
 * stay with the server's reason and are not sent again on their own (the reader retries or discards);
 * once the server cannot be reached the rest wait for the next time the connection returns.
 */
export async function replay(
  store: OutboxStore,
  account: string,
  send: Send,
  classify: (err: unknown) => SendFailure,
): Promise<ReplayResult> {
  const waiting = (await store.all())
    .filter((item) => item.account === account && !item.error && !item.sent)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const result: ReplayResult = { sent: [], failed: [], waiting: 0 };
  for (const [i, item] of waiting.entries()) {
    try {
      const answer = await send(item);
      if (ANSWER_KEPT.has(item.kind)) {
        const sent = { ...item, sent: { at: new Date().toISOString(), answer } };
        await store.put(sent);
        result.sent.push(sent);
      } else {
        await store.remove(item.id);
        result.sent.push(item);
      }
    } catch (err) {
      const failure = classify(err);
      if (failure.offline) {
        result.waiting = waiting.length - i;
        break;
      }
      const refused = { ...item, error: failure.message };
      await store.put(refused);
      result.failed.push(refused);
    }
  }
  return result;
}

/** Forgets the sent items (of any account) older than SENT_KEPT_DAYS: their results were there to be opened for a week. */
export async function prune(store: OutboxStore, now = Date.now()): Promise<number> {
  const old = (await store.all()).filter((i) => i.sent && now - Date.parse(i.sent.at) > SENT_KEPT_DAYS * 86_400_000);
  for (const item of old) await store.remove(item.id);
  return old.length;
}

/** A key the server accepts (16–100 URL-safe characters): a UUID. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a phone on the plain-HTTP LAN address of a farm server has none.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The subject (account id) of a JWT, or null when it cannot be read. */
export function accountOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
