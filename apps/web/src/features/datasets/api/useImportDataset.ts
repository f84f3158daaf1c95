import { type DatasetImportResponse, type DatasetKind, type ErrorCode, readErrorResponse, urlOf } from '@agrim/contracts';
import { datasets as datasetsEndpoints } from '@agrim/contracts/endpoints/datasets';
import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, checkAnswer, refreshSession } from '../../../lib/api';
import { invalidateEntry, invalidateGroup } from '../../../lib/queries';
import { clearSession, getSession } from '../../../lib/session';

export type RejectedRow = DatasetImportResponse['rejected'][number];

/** A refused import: the server's message and, when its answer lists them, the rows that made it refuse. */
export class ImportRefused extends ApiError {
  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    readonly rejected: RejectedRow[],
    readonly rejectedCount: number | null,
  ) {
    super(status, code, message);
  }
}

const importEntry = datasetsEndpoints.import;

/**
 * datasets.import (multipart `file`; `skip_bad_rows=true` keeps the valid rows).
 * Not through `api`/`authedFetch`: a refused file's answer lists its bad rows, and those are read
 * here. On success the datasets and every forecast fitted on them are fetched again.
 */
export function useImportDataset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file, skipBadRows }: { kind: DatasetKind; file: File; skipBadRows: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const url = urlOf(importEntry, { params: { kind }, query: { skip_bad_rows: skipBadRows ? 'true' : undefined } });
      const send = async () => {
        const headers: Record<string, string> = { accept: 'application/json' };
        const token = getSession().token;
        if (token) headers.authorization = `Bearer ${token}`;
        try {
          return await fetch(url, { method: 'POST', body: form, headers, credentials: 'same-origin' });
        } catch {
          throw new ApiError(0, 'NETWORK', 'Could not reach the server.');
        }
      };
      let res = await send();
      if (res.status === 401) {
        if (await refreshSession()) res = await send();
        else clearSession();
      }
      const body = safeJson(await res.text());
      if (!res.ok) throw refusal(res.status, body);
      return checkAnswer(importEntry, body);
    },
    onSuccess: async () => {
      // The forecasts fitted on the replaced version go too: no screen shows a forecast of it.
      await Promise.all([invalidateEntry(client, datasetsEndpoints.list), invalidateGroup(client, forecastsEndpoints)]);
    },
  });
}

/** The refusal as an error: a 422 for bad rows lists them (the first ones) and their count. */
function refusal(status: number, body: unknown): ImportRefused {
  const error = readErrorResponse(body);
  if (!error) return new ImportRefused(status, 'INTERNAL', `The server answered ${status}.`, [], null);
  // The extra fields of a 422 (endpoints/datasets.ts); the app's build carries no schemas to read them with.
  const { rejected, rejected_count } = body as { rejected?: unknown; rejected_count?: unknown };
  return new ImportRefused(
    status,
    error.code,
    error.message,
    Array.isArray(rejected) ? (rejected as RejectedRow[]) : [],
    typeof rejected_count === 'number' ? rejected_count : null,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
