import { randomUUID } from 'node:crypto';
import type { SurveyDefinition } from '@heed/contracts';
import type pg from 'pg';

export interface RegisteredDefinition {
  id: string;
  hash: string;
  definition: SurveyDefinition;
}

const MAX_CACHED = 10_000;

/**
 * The registered definition of each `(team, surveyId)`. The first submission registers its
 * definition with `INSERT … ON CONFLICT DO NOTHING` on the unique `(team_id, survey_id)`: of two
 * concurrent first submissions exactly one registers, the other reads the winner and is compared
 * with it. A registered definition never changes, so it is cached once read; it may be deleted
 * (with its survey), which `forget` tells this replica at once. Another replica's cache learns of
 * it on its next use of the entry: a hash that differs, or a feedback insert that finds the
 * definition gone, makes the caller `forget` and resolve again (see `submission.service.ts`).
 */
export class SurveyDefinitionRegistry {
  readonly #pool: pg.Pool;
  readonly #cache = new Map<string, RegisteredDefinition>();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Drops the cached definition of a survey, e.g. after the survey was deleted. */
  forget(teamId: string, surveyId: string): void {
    this.#cache.delete(`${teamId}\u0000${surveyId}`);
  }

  /** The definition registered for the survey, registering `candidate` if there is none yet. */
  async resolve(
    teamId: string,
    surveyId: string,
    candidate: { hash: string; definition: SurveyDefinition },
  ): Promise<RegisteredDefinition> {
    const cacheKey = `${teamId}\u0000${surveyId}`;
    const cached = this.#cache.get(cacheKey);
    if (cached) return cached;
    const id = randomUUID();
    const inserted = await this.#pool.query<{ id: string }>(
      `insert into survey_definition (id, team_id, survey_id, definition_hash, definition, created_at)
       values ($1, $2, $3, $4, $5, now())
       on conflict (team_id, survey_id) do nothing
       returning id`,
      [id, teamId, surveyId, candidate.hash, JSON.stringify(candidate.definition)],
    );
    let registered: RegisteredDefinition;
    if (inserted.rowCount === 1) {
      registered = { id, hash: candidate.hash, definition: candidate.definition };
    } else {
      const { rows } = await this.#pool.query<{
        id: string;
        definition_hash: string;
        definition: SurveyDefinition;
      }>(
        `select id, definition_hash, definition from survey_definition
          where team_id = $1 and survey_id = $2`,
        [teamId, surveyId],
      );
      const row = rows[0];
      if (!row) throw new Error('survey definition vanished during registration');
      registered = { id: row.id, hash: row.definition_hash, definition: row.definition };
    }
    if (this.#cache.size >= MAX_CACHED) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(cacheKey, registered);
    return registered;
  }
}
