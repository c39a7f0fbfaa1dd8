import createClient from 'openapi-fetch';
import type { components, paths } from './generated/openapi.ts';
import { HeedApiError, problemOf } from './heed-api-error.ts';
import { type RetryOptions, retryingFetch } from './retrying-fetch.ts';

export type Schemas = components['schemas'];
export type Submission = paths['/submission']['post']['requestBody']['content']['application/json'];
export type SubmissionReceipt = Schemas['SubmissionReceipt'];
export type ApiKeySummary = Schemas['ApiKeySummary'];
export type IssuedApiKey = Schemas['IssuedApiKey'];
export type RotatedApiKey = Schemas['RotatedApiKey'];
export type NewPublishableKey =
  paths['/admin/api-keys']['post']['requestBody']['content']['application/json'];

export interface HeedClientOptions {
  /** Where the API is, e.g. `https://heed.example` (the client adds `/api/v1`). */
  baseUrl: string;
  /** `heed_sk_live_…` (sent as `Authorization: Bearer`) or `heed_pk_live_…` (`X-Api-Key`). */
  key: string;
  fetch?: (input: Request) => Promise<Response>;
  retry?: RetryOptions;
}

/** The header that carries a key: a secret key as a bearer token, a publishable key on its own. */
export function keyHeaders(key: string): Record<string, string> {
  if (key.startsWith('heed_sk_')) return { Authorization: `Bearer ${key}` };
  if (key.startsWith('heed_pk_')) return { 'X-Api-Key': key };
  throw new TypeError('key must be a Heed key (heed_sk_… or heed_pk_…)');
}

/** A fresh `deduplicationKey`: repeats of one submission carry the same one. */
export function newDeduplicationKey(): string {
  return `heed-${crypto.randomUUID()}`;
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new HeedApiError(result.response.status, problemOf(result.response.status, result.error));
  }
  return result.data as T;
}

/**
 * The typed Heed client: every operation of the OpenAPI document through `api` (openapi-fetch),
 * and the calls a backend needs most with what every caller needs: the key header, a
 * `deduplicationKey` on each submission, retries on 429/503 after `Retry-After`, and errors as
 * `HeedApiError` with the problem body typed (see `isDefinitionConflict`).
 */
export function createHeedClient(options: HeedClientOptions) {
  const api = createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}/api/v1`,
    headers: keyHeaders(options.key),
    fetch: retryingFetch(options.fetch ?? ((request) => fetch(request)), options.retry),
  });
  return {
    api,
    /** Sends one submission; gives it a `deduplicationKey` unless it has one. */
    async submit(
      submission: Omit<Submission, 'deduplicationKey'> & { deduplicationKey?: string },
    ): Promise<SubmissionReceipt> {
      const body = {
        ...submission,
        deduplicationKey: submission.deduplicationKey ?? newDeduplicationKey(),
      };
      return unwrap(await api.POST('/submission', { body }));
    },
    /** The keys of the key's team (never a key value). */
    async listKeys(): Promise<ApiKeySummary[]> {
      return unwrap(await api.GET('/admin/api-keys')).keys;
    },
    /** A new publishable key for the team (a secret key may not mint secret keys). */
    async createPublishableKey(body: NewPublishableKey): Promise<IssuedApiKey> {
      return unwrap(await api.POST('/admin/api-keys', { body }));
    },
    async rotateKey(id: string, gracePeriodHours: number): Promise<RotatedApiKey> {
      return unwrap(
        await api.POST('/admin/api-keys/{id}/rotate', {
          params: { path: { id } },
          body: { gracePeriodHours },
        }),
      );
    },
    async revokeKey(id: string): Promise<void> {
      const result = await api.DELETE('/admin/api-keys/{id}', { params: { path: { id } } });
      if (!result.response.ok) {
        throw new HeedApiError(
          result.response.status,
          problemOf(result.response.status, result.error),
        );
      }
    },
  };
}

export type HeedClient = ReturnType<typeof createHeedClient>;
