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
}

/** A form action's refusal before calling the API (a field missing, …), with its status. */
export function refuseAction(
  status: number,
  action: string,
  error: string,
): ActionFailure<ActionRefusal> {
  return fail(status, { action, error });
}
