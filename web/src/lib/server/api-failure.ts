/** The failure of a call to the API, in words for the people using the dashboard. */
import { TRPCClientError } from '@trpc/client';

/** What went wrong with an API call, in words for the user. */
export interface ApiFailure {
  status: number;
  /** The API's problem code (`forbidden`, `rate_limited`, …) when it gave one. */
  code: string | undefined;
  /** The API's problem title (`Forbidden`, `Conflict`, …) when it gave one. */
  title: string | undefined;
  message: string;
  /** Seconds until a rate-limited call may be repeated. */
  retryAfterSeconds: number | undefined;
  /** The fields a 400 named (`destinations.1.url`) with what is wrong with each, when it named any. */
  errors?: { path: string; message: string }[] | undefined;
}

interface ProblemData {
  httpStatus?: number;
  problem?: {
    status?: number;
    code?: string;
    title?: string;
    detail?: string;
    errors?: { path: string; message: string }[];
  };
}

/** The failure of an API call as the user should read it. */
export function apiFailure(cause: unknown): ApiFailure {
  if (!(cause instanceof TRPCClientError)) {
    return {
      status: 503,
      code: undefined,
      title: undefined,
      message: 'The Heed API could not be reached. Try again in a moment.',
      retryAfterSeconds: undefined,
    };
  }
  const data = (cause.data ?? {}) as ProblemData;
  const problem = data.problem;
  const status = problem?.status ?? data.httpStatus ?? 500;
  const code = problem?.code;
  const response = (cause.meta as { response?: Response } | undefined)?.response;
  const retryHeader = Number(response?.headers.get('retry-after'));
  const retryAfterSeconds =
    Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
  let message: string;
  if (status === 429) {
    message = `Too many requests. Try again in ${retryAfterSeconds ?? 'a few'} second${retryAfterSeconds === 1 ? '' : 's'}.`;
  } else if (status === 401) {
    message = 'Your sign-in has ended. Sign in again.';
  } else if (status === 403) {
    message = problem?.detail ?? 'You do not have permission to do this.';
  } else if (status === 404) {
    message = problem?.detail ?? 'This was not found. It may have been removed.';
  } else if (status >= 500) {
    message = 'The Heed API had a problem. Try again in a moment.';
  } else {
    const detail = problem?.detail ?? cause.message;
    const first = problem?.errors?.[0];
    message = first ? `${detail} (${first.path}: ${first.message})` : detail;
  }
  const errors = status === 400 && problem?.errors?.length ? problem.errors : undefined;
  return { status, code, title: problem?.title, message, retryAfterSeconds, errors };
}
