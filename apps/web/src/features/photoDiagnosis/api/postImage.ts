import type { EndpointInput, EndpointOutput, EndpointSpec } from '@agrim/contracts';
import { callForm } from '../../../lib/api';

/**
 * Sends a photo to a catalogue endpoint (`imageAnalysis.soilType`...) as multipart field `file`, with
 * optional text fields. Failures arrive as ApiError carrying the server's message, so the screens can show it.
 */
export function postImage<E extends EndpointSpec>(
  entry: E,
  file: File,
  fields: Record<string, string | undefined> = {},
): Promise<EndpointOutput<E>> {
  return postImages(entry, [file], fields);
}

/** Several photos of one sample (issue 23): repeated `file` fields, answered once by the server. */
export function postImages<E extends EndpointSpec>(
  entry: E,
  files: readonly File[],
  fields: Record<string, string | undefined> = {},
): Promise<EndpointOutput<E>> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the files.
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('file', file, file.name);
  return callForm(entry, {} as EndpointInput<E>, form);
}
