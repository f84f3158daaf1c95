import { z } from 'zod';
import { storedFileSchema } from './storage.js';

// Schemas of the `profile` group (endpoints/profile.ts): the Expert's CV and datasets.

/** The file container of profile files in the spec's sas-token call. */
export const PROFILE_CONTAINER = 'expert-profile';

/** File types each profile upload accepts (checked by content on the server); for the file inputs' `accept`. */
export const DATASET_FILE_ACCEPT = '.csv,.xlsx,.json,.txt,.pdf';
export const CV_FILE_ACCEPT = '.pdf,.docx';
/** Datasets an Expert may keep in each of the two lists. */
export const MAX_PROFILE_DATASET_FILES = 50;

/** Spec 3 user profile: file URL lists JSON-encoded, as the original sent them. */
const profileSchema = z.object({
  name: z.string(),
  uploaded_cv: z.string().nullable(),
  /** JSON-encoded list of file URLs. */
  fertilizer_dataset: z.string(),
  /** JSON-encoded list of file URLs. */
  reference_dataset: z.string(),
  /** Extension: the same files with their names, formats and sizes, oldest first (for the file cards). */
  files: z
    .object({
      cv: storedFileSchema.nullable(),
      fertilizer_dataset: z.array(storedFileSchema),
      reference_dataset: z.array(storedFileSchema),
    })
    .optional(),
});
export const profileResponseSchema = z.object({ status: z.literal('success'), data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
/** `profile.upload` answers 201 with the spec's message and the updated profile. */
export const profileUploadResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: profileSchema,
});
export type ProfileUploadResponse = z.infer<typeof profileUploadResponseSchema>;
export const PROFILE_UPLOAD_FIELDS = ['fertilizer_dataset', 'reference_dataset', 'cv'] as const;
export const DATASET_ADDED_MESSAGE = 'Dataset added successfully';
export const RESUME_ADDED_MESSAGE = 'Resume added successfully';
export const UPLOAD_ERROR_MESSAGE = 'Some problem occurred, please try again';
