import { authedFetch } from '../api';

/**
 * POST a photo as multipart field `file` with optional text fields, and read the JSON answer.
 * Failures arrive as ApiError carrying the server's message, so the screens can show it.
 */
export async function postImage<T>(path: string, file: File, fields: Record<string, string | undefined> = {}): Promise<T> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', file, file.name);
  const res = await authedFetch(path, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  return (await res.json()) as T;
}
