import { type PROFILE_UPLOAD_FIELDS } from '@agrim/contracts';
import { profile as profileEndpoints } from '@agrim/contracts/endpoints/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForm } from '../../../lib/api';
import { invalidateEntry } from '../../../lib/queries';

export type UploadField = (typeof PROFILE_UPLOAD_FIELDS)[number];

/** profile.upload (multipart): several `fertilizer_dataset` or `reference_dataset` files, or one `cv`; 201 on success. */
export function useUploadProfileData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ field, files }: { field: UploadField; files: File[] }) => {
      const form = new FormData();
      for (const file of field === 'cv' ? files.slice(0, 1) : files) form.append(field, file, file.name);
      await callForm(profileEndpoints.upload, {}, form);
    },
    onSuccess: () => invalidateEntry(client, profileEndpoints.get),
  });
}
