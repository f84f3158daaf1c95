import { storage as storageEndpoints } from '@agrim/contracts/endpoints/storage';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';
import { keyFor } from '../queries';

/** The signature lasts an hour; a fresh one is fetched well before it runs out. */
const FRESH_MS = 45 * 60_000;

/** storage.sasToken: the query string that opens the caller's files of one container. */
export function useContainerSas(container: 'expert-feedback-module' | 'expert-profile', enabled = true) {
  return useQuery({
    queryKey: keyFor(storageEndpoints.sasToken, { query: { container } }),
    enabled,
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    queryFn: async () => (await call(storageEndpoints.sasToken, { query: { container } })).sas_token,
  });
}

/** A stored file's link with the signature appended. */
export const signed = (url: string, sas: string) => `${url}${url.includes('?') ? '&' : '?'}${sas}`;

/** The file name a link ends with, decoded. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** 'PDF', 'CSV', … from a file name; '—' without an extension. */
export function formatOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '—';
}
