import { randomUUID } from 'node:crypto';
import type { SurveyDefinition } from '@heed/contracts';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SurveyLimitReachedError } from '../errors/domain-errors.ts';
import { fieldRulesOf } from './answer-validation.ts';
import { definitionHash } from './definition-hash.ts';
import { estimatedBytes, SurveyDefinitionRegistry } from './survey-definition-registry.ts';

/**
 * The registry on a real PostgreSQL: its cache holds field rules only (no labels), stays within
 * its byte budget by evicting the least recently used survey, and a team's survey cap holds.
 */

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

async function newTeam(): Promise<string> {
  const organisation = randomUUID();
  const team = randomUUID();
  await pool.query(
    `insert into organisation (id, slug, name, created_at) values ($1, $2, 'Org', now())`,
    [organisation, `org-${organisation.slice(0, 8)}`],
  );
  await pool.query(
    `insert into team (id, organisation_id, slug, name, created_at) values ($1, $2, $3, 'Team', now())`,
    [team, organisation, `team-${team.slice(0, 8)}`],
  );
  return team;
}

function candidate(definition: SurveyDefinition) {
  return { hash: definitionHash(definition), definition };
}

/** A definition of `fields` RATING fields, each label `labelLength` characters long. */
function ratingDefinition(fields: number, labelLength = 10): SurveyDefinition {
  return {
    surveyType: 'rating',
    fields: Array.from({ length: fields }, (_, i) => ({
      fieldId: `q${i}`,
      fieldType: 'RATING' as const,
      label: 'L'.repeat(labelLength),
      ratingVariant: 'emoji' as const,
      ratingScale: 5,
    })),
  };
}

/** The largest definition the contract admits in labels: 50 choice fields of 100 options. */
function labelHeavyDefinition(): SurveyDefinition {
  return {
    surveyType: 'rating',
    fields: Array.from({ length: 50 }, (_, i) => ({
      fieldId: `f${i}`,
      fieldType: 'MULTI_CHOICE' as const,
      label: 'Q'.repeat(1000),
      options: Array.from({ length: 100 }, (_, j) => ({
        optionId: `o${j}`,
        label: 'O'.repeat(1000),
      })),
    })),
  };
}

describe('SurveyDefinitionRegistry cache', () => {
  it('keeps the field rules of a definition, never its labels', async () => {
    const teamId = await newTeam();
    const registry = new SurveyDefinitionRegistry(pool, {
      cacheBytes: 64 * 1024 * 1024,
      maxSurveysPerTeam: 10,
    });
    const definition = labelHeavyDefinition();
    const resolved = await registry.resolve(teamId, 'heavy', candidate(definition));

    expect(resolved.registeredNow).toBe(true);
    expect(resolved.definition.fields).toEqual(fieldRulesOf(definition));
    expect(JSON.stringify(resolved.definition)).not.toContain('QQQQ');
    expect(JSON.stringify(resolved.definition)).not.toContain('OOOO');
    // About 5 MB of labels stay in the database; the cache holds a few tens of kilobytes.
    expect(JSON.stringify(definition).length).toBeGreaterThan(5_000_000);
    expect(registry.cachedBytes).toBeLessThan(100_000);

    const stored = await pool.query<{ definition: SurveyDefinition }>(
      'select definition from survey_definition where team_id = $1 and survey_id = $2',
      [teamId, 'heavy'],
    );
    expect(stored.rows[0]?.definition).toEqual(definition);
  });

  it('stays within its byte budget, evicting the least recently used survey', async () => {
    const teamId = await newTeam();
    const definition = ratingDefinition(20);
    const entryBytes = estimatedBytes(`${teamId}\u0000survey-0`, {
      id: randomUUID(),
      hash: definitionHash(definition),
      fields: fieldRulesOf(definition),
    });
    // Room for three entries of this size, not four.
    const registry = new SurveyDefinitionRegistry(pool, {
      cacheBytes: entryBytes * 3 + entryBytes / 2,
      maxSurveysPerTeam: 100,
    });

    for (const surveyId of ['survey-0', 'survey-1', 'survey-2']) {
      await registry.resolve(teamId, surveyId, candidate(definition));
    }
    expect(registry.cachedBytes).toBe(entryBytes * 3);
    // Using survey-0 makes survey-1 the least recently used.
    const again = await registry.resolve(teamId, 'survey-0', candidate(definition));
    expect(again.registeredNow).toBe(false);

    await registry.resolve(teamId, 'survey-3', candidate(definition));
    expect(registry.cachedBytes).toBeLessThanOrEqual(entryBytes * 3 + entryBytes / 2);
    expect(registry.isCached(teamId, 'survey-1')).toBe(false);
    for (const surveyId of ['survey-0', 'survey-2', 'survey-3']) {
      expect(registry.isCached(teamId, surveyId)).toBe(true);
    }

    // An evicted survey is read back from the database, registered as before.
    const reread = await registry.resolve(teamId, 'survey-1', candidate(ratingDefinition(1)));
    expect(reread.registeredNow).toBe(false);
    expect(reread.definition.hash).toBe(definitionHash(definition));
  });

  it('does not cache a definition larger than the whole budget', async () => {
    const teamId = await newTeam();
    const registry = new SurveyDefinitionRegistry(pool, {
      cacheBytes: 64 * 1024,
      maxSurveysPerTeam: 10,
    });
    const large: SurveyDefinition = {
      surveyType: 'rating',
      fields: Array.from({ length: 50 }, (_, i) => ({
        fieldId: `field-${i}-${'x'.repeat(150)}`,
        fieldType: 'SINGLE_CHOICE' as const,
        label: '',
        options: Array.from({ length: 100 }, (_, j) => ({
          optionId: `option-${j}-${'y'.repeat(150)}`,
          label: '',
        })),
      })),
    };
    const resolved = await registry.resolve(teamId, 'large', candidate(large));
    expect(resolved.registeredNow).toBe(true);
    expect(registry.isCached(teamId, 'large')).toBe(false);
    expect(registry.cachedBytes).toBe(0);
    const again = await registry.resolve(teamId, 'large', candidate(large));
    expect(again.definition.id).toBe(resolved.definition.id);
  });
});

describe('SurveyDefinitionRegistry survey cap', () => {
  it('refuses a new survey of a team at its cap and keeps serving the registered ones', async () => {
    const teamId = await newTeam();
    const registry = new SurveyDefinitionRegistry(pool, {
      cacheBytes: 1024 * 1024,
      maxSurveysPerTeam: 2,
    });
    const definition = ratingDefinition(1);
    await registry.resolve(teamId, 'a', candidate(definition));
    await registry.resolve(teamId, 'b', candidate(definition));
    await expect(registry.resolve(teamId, 'c', candidate(definition))).rejects.toBeInstanceOf(
      SurveyLimitReachedError,
    );
    // A fresh registry (another replica, nothing cached) resolves the registered ones.
    const replica = new SurveyDefinitionRegistry(pool, {
      cacheBytes: 1024 * 1024,
      maxSurveysPerTeam: 2,
    });
    expect((await replica.resolve(teamId, 'a', candidate(definition))).registeredNow).toBe(false);
    await expect(replica.resolve(teamId, 'c', candidate(definition))).rejects.toBeInstanceOf(
      SurveyLimitReachedError,
    );
    // Another team has its own allowance.
    const otherTeam = await newTeam();
    expect((await registry.resolve(otherTeam, 'c', candidate(definition))).registeredNow).toBe(
      true,
    );
  });
});
