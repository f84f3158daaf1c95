import { z } from 'zod';

// Schemas of the `storage` group (endpoints/storage.ts): signed links and the stored files they open.
// Soil test images have their own link call (`soilTests.sasToken`) with the same query and answer.

/** The container whose files a signature opens, and the signature: the query string to append to the file's link. */
export const sasTokenQuerySchema = z.object({ container: z.string().min(1).max(64) });
export const sasTokenResponseSchema = z.object({ status: z.literal('success'), sas_token: z.string() }).meta({ id: 'SasTokenResponse' });

/**
 * A stored file as the API describes it (extension): `url` is the link to append a sas_token to,
 * `name` the sanitised name it was uploaded with (the download is offered under that name).
 */
export const storedFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** csv, xlsx, json, txt, pdf, docx, jpg, png or webp (from the content, not the name). */
  format: z.string(),
  content_type: z.string(),
  bytes: z.number(),
  uploaded_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
