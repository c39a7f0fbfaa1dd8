import type { RequestEvent } from '@sveltejs/kit';
import { actOnApi, loadFromApi } from '#lib/server/api.ts';
import { readMarkerForm } from '#lib/server/marker-form.ts';
import { usableSecretKeyCount } from '#lib/server/team-secret-keys.ts';
import { TIME_ZONE_COOKIE, timeZoneOf, todayIn } from '#lib/time-zone.ts';
import { HEED_API_URL } from '$app/env/private';
import type { Actions, PageServerLoad } from './$types';

const INTERVALS = ['day', 'week', 'month'] as const;
type Interval = (typeof INTERVALS)[number];

/**
 * The survey overview: `?survey=` picks the survey (default: the one answered last), `?interval=`
 * the trend's buckets, `?field=` its rating question. Days are the browser's (cookie `heed_tz`).
 * One call of the API (`dashboard.overviewPage`) brings the surveys, the trend with its markers,
 * the statistics of the trend's period and the themes.
 */
export const load: PageServerLoad = async (event) => {
  const { params, url, cookies, parent } = event;
  const { team } = await parent();
  const timeZone = timeZoneOf(cookies.get(TIME_ZONE_COOKIE));
  const intervalParam = url.searchParams.get('interval');
  const interval: Interval = INTERVALS.includes(intervalParam as Interval)
    ? (intervalParam as Interval)
    : 'day';
  const wanted = url.searchParams.get('survey');
  const fieldParam = url.searchParams.get('field');

  const overviewPage = await loadFromApi(event, (api) =>
    api.dashboard.overviewPage.query({
      team: params.team,
      interval,
      tz: timeZone,
      ...(wanted ? { surveyId: wanted } : {}),
      ...(fieldParam ? { fieldId: fieldParam } : {}),
    }),
  );
  const { surveys } = overviewPage;
  const base = {
    team,
    timeZone,
    interval,
    surveys,
    apiUrl: HEED_API_URL,
    today: todayIn(timeZone),
  };
  const survey = surveys.find((each) => each.surveyId === overviewPage.surveyId);
  if (!survey) {
    return {
      ...base,
      survey: null,
      overview: null,
      trend: null,
      trendField: null,
      themes: [],
      secretKeys: await usableSecretKeyCount(event, team),
    };
  }
  const trendField = survey.fields.find((field) => field.fieldId === overviewPage.trendFieldId);
  return {
    ...base,
    survey,
    overview: overviewPage.overview,
    trend: overviewPage.trend,
    trendField: trendField ?? null,
    themes: overviewPage.themes,
  };
};

const MARKER_DONE = {
  createMarker: 'Marker added.',
  updateMarker: 'Marker saved.',
  deleteMarker: 'Marker deleted.',
} as const;

async function markerAction(
  event: RequestEvent<{ team: string }>,
  action: 'createMarker' | 'updateMarker' | 'deleteMarker',
) {
  const form = await readMarkerForm(event.request, action);
  if (!form.ok) return form.failure;
  const team = event.params.team;
  return actOnApi(event, action, async (api) => {
    const value = form.value;
    if (value.kind === 'create') {
      await api.markers.create.mutate({ team, ...value.input });
    } else if (value.kind === 'update') {
      await api.markers.update.mutate({ team, ...value.input });
    } else {
      await api.markers.remove.mutate({ team, ...value.input });
    }
    return { action, message: MARKER_DONE[action] };
  });
}

export const actions: Actions = {
  createMarker: (event) => markerAction(event, 'createMarker'),
  updateMarker: (event) => markerAction(event, 'updateMarker'),
  deleteMarker: (event) => markerAction(event, 'deleteMarker'),
};
