import type { PROFILE_UPLOAD_FIELDS } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedFetch } from '../../../lib/api';
import { profileKey } from './useProfile';

export type UploadField = (typeof PROFILE_UPLOAD_FIELDS)[number];

/** POST /api/v1/upload/data (multipart): several `fertilizer_dataset` or `reference_dataset` files, or one `cv`; 201 on success. */
export function useUploadProfileData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ field, files }: { field: UploadField; files: File[] }) => {
      const form = new FormData();
      for (const file of field === 'cv' ? files.slice(0, 1) : files) form.append(field, file, file.name);
      const res = await authedFetch('/api/v1/upload/data', { method: 'POST', body: form, headers: { accept: 'application/json' } });
      if (res.status !== 201) throw new Error(`The server answered ${res.status}.`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}
