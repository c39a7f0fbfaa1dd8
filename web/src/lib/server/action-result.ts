/**
 * The one shape of a form action's refusal. An action answers with data for its page
 * (`{ action, message, … }`) or with `fail(status, ActionRefusal)`; the page shows `message` as
 * done and `error` as the reason it was refused.
 */
import { type ActionFailure, fail } from '@sveltejs/kit';

/** What a refused form action gives its page: the action's name and the reason to show. */
export interface ActionRefusal {
  action: string;
  /** The reason in words for the user: the API's own where it gave one. */
  error: string;
  /** The API's problem, when it was the API that refused. */
  problem?: { status: number; code?: string | undefined; title?: string | undefined };
  /**
   * What is wrong with each field the refusal named, by the field's path (`name`,
   * `destinations.1.url`), for pages that show it next to the field.
   */
  fieldErrors?: Record<string, string>;
}

/** A form action's refusal before calling the API (a field missing, …), with its status. */
export function refuseAction(
  status: number,
  action: string,
  error: string,
  fieldErrors?: Record<string, string>,
): ActionFailure<ActionRefusal> {
  return fail(status, fieldErrors ? { action, error, fieldErrors } : { action, error });
}

/** The field errors of a problem by path, the first message of each path; none: undefined. */
export function fieldErrorsOf(
  errors: readonly { path: string; message: string }[] | undefined,
): Record<string, string> | undefined {
  if (!errors || errors.length === 0) return undefined;
  const byPath: Record<string, string> = {};
  for (const { path, message } of errors) byPath[path] ??= message;
  return byPath;
}
