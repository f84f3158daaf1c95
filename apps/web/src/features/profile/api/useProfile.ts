import { profile as profileEndpoints } from '@agrim/contracts/endpoints/profile';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { fileNameOf, formatOf } from '../../../lib/feedback/useContainerSas';

/** A file of the profile: its link (append a sas_token), its name and its format. */
export interface ProfileFile {
  url: string;
  name: string;
  format: string;
}

export interface Profile {
  name: string;
  cv: ProfileFile | null;
  fertilizer: ProfileFile[];
  reference: ProfileFile[];
}

/** The spec's lists arrive JSON-encoded (spec 3); anything unreadable counts as empty. */
function urls(encoded: string): string[] {
  try {
    const parsed: unknown = JSON.parse(encoded);
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string' && u !== '') : [];
  } catch {
    return [];
  }
}

const fromUrl = (url: string): ProfileFile => ({ url, name: fileNameOf(url), format: formatOf(fileNameOf(url)) });

/**
 * profile.get: the Expert's name, CV and datasets. The names and formats come from the
 * server's `files` extension when it sends one, else from the links of the spec's encoded lists.
 */
export function useProfile() {
  return useQuery({
    queryKey: keyFor(profileEndpoints.get, {}),
    queryFn: async ({ signal }): Promise<Profile> => {
      const { data } = await call(profileEndpoints.get, {}, { signal });
      const described = (list: Array<{ url: string; name: string; format: string }>) =>
        list.map((f) => ({ url: f.url, name: f.name, format: f.format.toUpperCase() }));
      return {
        name: data.name,
        cv: data.files?.cv ? described([data.files.cv])[0]! : data.uploaded_cv ? fromUrl(data.uploaded_cv) : null,
        fertilizer: data.files ? described(data.files.fertilizer_dataset) : urls(data.fertilizer_dataset).map(fromUrl),
        reference: data.files ? described(data.files.reference_dataset) : urls(data.reference_dataset).map(fromUrl),
      };
    },
  });
}
