import { endpoints, urlOf } from '@agrim/contracts';

/** Who a stored file belongs to, how to serve it and under which name. */
export interface StoredFileRecord {
  userId: string;
  contentType: string;
  /** The name to offer the download under (default: the key's name). */
  name?: string;
}
export type FileOwnerLookup = (key: string) => Promise<StoredFileRecord | null>;

/** The containers `storage.file` serves, each with the lookup that knows its files. */
export class FileCatalog {
  private readonly lookups = new Map<string, FileOwnerLookup>();

  register(container: string, lookup: FileOwnerLookup): this {
    if (this.lookups.has(container)) throw new Error(`container ${container} registered twice`);
    this.lookups.set(container, lookup);
    return this;
  }

  async find(container: string, key: string): Promise<StoredFileRecord | null> {
    const lookup = this.lookups.get(container);
    return lookup ? lookup(key) : null;
  }
}

const file = endpoints.storage.file;
/** What every `storage.file` link starts with, before its container. */
const FILE_URL_PREFIX = file.path.slice(0, file.path.indexOf(':'));

/** The `storage.file` link of a stored file (`<container>/<name>`); append a sas_token of its container. */
export function fileUrl(key: string): string {
  const slash = key.indexOf('/');
  return urlOf(file, { params: { container: key.slice(0, slash), name: key.slice(slash + 1) } });
}

/** The storage key (`<container>/<name>`) of a `storage.file` link made by `fileUrl`. */
export function fileKey(url: string): string {
  if (!url.startsWith(FILE_URL_PREFIX)) throw new Error(`Not a stored file's link: ${url}`);
  return url.slice(FILE_URL_PREFIX.length).split('?')[0]!.split('/').map(decodeURIComponent).join('/');
}
