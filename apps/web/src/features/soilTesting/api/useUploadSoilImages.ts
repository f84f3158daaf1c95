import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForm } from '../../../lib/api';
import { invalidateSoilTests, soilTestKey } from '../../../lib/soilTests/keys';

/** soilTests.images, multipart with the field `images` repeated. */
export function useUploadSoilImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, files }: { id: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('images', file, file.name);
      return (await callForm(soilTestsEndpoints.images, { params: { id } }, form)).data;
    },
    onSuccess: (test) => queryClient.setQueryData(soilTestKey(test.id), test),
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
