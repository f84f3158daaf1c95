/**
 * An entry's details as one line of plain text ("role: Expert; from: user"). React renders it as
 * text, so whatever a user typed into a reason or a file name can never become markup.
 */
export function detailsText(
  details: Record<string, unknown>,
  keyLabel: (key: string) => string,
  time: (iso: string) => string = (iso) => iso,
  word: (key: string, value: string) => string = (_key, value) => value,
): string {
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => {
      if (typeof value === 'string' && UTC_INSTANT.test(value)) return `${keyLabel(key)}: ${time(value)}`;
      // Words the server writes (a role, a dataset kind, how it was imported) are named in the screen's language.
      if (typeof value === 'string' && WORD_KEYS.has(key)) return `${keyLabel(key)}: ${word(key, value)}`;
      return `${keyLabel(key)}: ${valueText(value)}`;
    })
    .join('; ');
}

const WORD_KEYS = new Set(['role', 'from', 'to', 'kind', 'via']);

/** An instant the server wrote (UTC, ISO 8601): shown in Asia/Kolkata like every other time. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The database keeps details as jsonb, which returns keys shortest first ("to" before "from"), so
 * the order they read best in is kept here: what changed, then how, then the identifiers.
 */
const KEY_ORDER = [
  'email',
  'role',
  'from',
  'to',
  'decision',
  'valve',
  'state',
  'durationSeconds',
  'endsAt',
  'delivery',
  'previousStatus',
  'reason',
  'kind',
  'version',
  'rows',
  'rejected',
  'sourceFile',
  'via',
  'phase',
  'task',
  'name',
  'classes',
  'message',
  'modelId',
  'feedbackId',
  'predictionId',
  'expertId',
  'ownerId',
  'deviceId',
  'commandId',
  'startedBy',
  'sha256',
];
const rank = (key: string) => {
  const i = KEY_ORDER.indexOf(key);
  return i === -1 ? KEY_ORDER.length : i;
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${valueText(v)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** A key without a label of its own, in words: durationSeconds → "duration seconds". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}
