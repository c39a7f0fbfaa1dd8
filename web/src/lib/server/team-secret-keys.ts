import type { RequestEvent } from '@sveltejs/kit';
import { loadFromApi } from './api.ts';

/**
 * How many secret keys of the team work now (active or in their grace period), for the page that
 * tells a team admin how to send the first feedback; `null` for members who may not list keys.
 */
export async function usableSecretKeyCount(
  event: RequestEvent,
  team: { slug: string; role: string },
): Promise<number | null> {
  if (team.role !== 'admin') return null;
  const { keys } = await loadFromApi(event, (api) => api.teamKeys.list.query({ team: team.slug }));
  return keys.filter(
    (key) => key.keyType === 'sk' && (key.status === 'active' || key.status === 'expiring'),
  ).length;
}
