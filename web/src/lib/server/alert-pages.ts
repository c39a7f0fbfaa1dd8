/**
 * What the alert pages load besides the rules (the survey's questions, the team's webhook
 * endpoints for an admin, the time zones) and how their rule forms are submitted: the form read as
 * a draft, the buttons that change the draft without saving, and a refusal that gives the draft
 * back so the page shows what was sent.
 */
import type { TeamRole } from '@heed/contracts';
import { type ActionFailure, fail, isActionFailure, type RequestEvent } from '@sveltejs/kit';
import {
  applyIntent,
  type RuleDraft,
  type RuleInput,
  readDraft,
  ruleInput,
} from '#lib/alerts/rule-draft.ts';
import { TIME_ZONE_COOKIE, timeZoneOf } from '#lib/time-zone.ts';
import { endpointName } from '#lib/webhooks/webhook-words.ts';
import { type ActionRefusal, actOnApi, type HeedApi, loadFromApi } from './api.ts';

/** A webhook endpoint as a rule's destination names it. */
export interface EndpointChoice {
  id: string;
  name: string;
}

/** The viewer's time zone (the `heed_tz` cookie), the zone a new digest starts in. */
export function viewerTimeZone(event: RequestEvent): string {
  return timeZoneOf(event.cookies.get(TIME_ZONE_COOKIE));
}

/**
 * The filters bootstrap (surveys with their questions, apps, themes, device types) and, for a team
 * admin, the team's webhook endpoints; others may not list them (`null`: the page hides them).
 */
export async function alertPageBasics(event: RequestEvent, team: { slug: string; role: TeamRole }) {
  const [bootstrap, endpoints] = await Promise.all([
    loadFromApi(event, (api) => api.dashboard.filtersBootstrap.query({ team: team.slug })),
    team.role === 'admin'
      ? loadFromApi(event, (api) => api.webhooks.list.query({ team: team.slug })).then(
          ({ endpoints }): EndpointChoice[] =>
            endpoints.map((endpoint) => ({ id: endpoint.id, name: endpointName(endpoint) })),
        )
      : null,
  ]);
  return { bootstrap, endpoints };
}

/** What a rule form's action answers besides the API's own answer. */
export type RuleFormRefusal = ActionRefusal & { draft: RuleDraft };

function refused<T>(
  result: T | ActionFailure<ActionRefusal>,
): result is ActionFailure<ActionRefusal> {
  return isActionFailure(result);
}

/**
 * Handles a submitted rule form: a button that changes the draft (add or remove a destination,
 * show the survey's questions) answers the changed draft; an incomplete draft is refused with
 * the fields named; else `save` calls the API with the rule's input. A refusal carries the draft,
 * so the page shows what was sent with the reasons next to the fields.
 */
export async function submitRuleForm<T>(
  event: RequestEvent,
  action: string,
  save: (api: HeedApi, input: RuleInput) => Promise<T>,
): Promise<T | { action: 'draft'; draft: RuleDraft } | ActionFailure<RuleFormRefusal>> {
  const form = await event.request.formData();
  const draft = readDraft(form, viewerTimeZone(event));
  const intent = form.get('intent');
  const changed = applyIntent(draft, typeof intent === 'string' ? intent : '');
  if (changed) return { action: 'draft', draft: changed };
  const built = ruleInput(draft);
  if ('error' in built) {
    return fail(400, { action, error: built.error, fieldErrors: built.fieldErrors, draft });
  }
  const result = await actOnApi(event, action, (api) => save(api, built.input));
  if (refused(result)) return fail(result.status, { ...result.data, draft });
  return result;
}
