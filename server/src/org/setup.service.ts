import { ApiKeySchema, type EntityManager, OrganisationSchema } from '@heed/db';

export interface SetupStatus {
  orgExists: boolean;
  hasApiKeys: boolean;
  orgName: string | null;
}

/** What the onboarding screens need to know; open to every signed-in user. */
export async function getSetupStatus(em: EntityManager): Promise<SetupStatus> {
  const [organisation, keyCount] = await Promise.all([
    em.findOne(OrganisationSchema, {}, { orderBy: { createdAt: 'asc' } }),
    em.count(ApiKeySchema, {}),
  ]);
  return {
    orgExists: organisation !== null,
    hasApiKeys: keyCount > 0,
    orgName: organisation?.name ?? null,
  };
}
