import type { SoilTest } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedFetch } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

/** POST /api/v1/soil_test/:id/images, multipart with the field `images` repeated. */
export function useUploadSoilImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, files }: { id: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('images', file, file.name);
      const res = await authedFetch(`/api/v1/soil_test/${id}/images`, {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
      return ((await res.json()) as { data: SoilTest }).data;
    },
    onSuccess: (test) => queryClient.setQueryData(soilTestKeys.one(test.id), test),
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
