import { OrganisationSchema, TeamSchema } from '@heed/db';
import { issueKey } from '../keys/api-key.service.ts';
import type { TestApp } from './test-app.ts';

export interface SeededTeam {
  teamId: string;
  teamSlug: string;
  /** Secret key value (`heed_sk_live_…`) and id. */
  secretKey: { id: string; value: string };
  /** Publishable key value (`heed_pk_live_…`) and id. */
  publishableKey: { id: string; value: string };
}

/**
 * An organisation (once) and a team with one `sk` and one `pk` key, created through the same
 * service the CLI and setup use, acting as the system.
 */
export async function seedTeam(
  app: TestApp,
  options: { slug: string; allowedOrigins?: string[]; rateLimit?: number },
): Promise<SeededTeam> {
  const em = app.runtime.deps.orm.em.fork();
  let organisation = (await em.find(OrganisationSchema, {}, { limit: 1 }))[0];
  organisation ??= em.create(OrganisationSchema, { slug: 'acme', name: 'Acme' });
  const team = em.create(TeamSchema, { organisation, slug: options.slug, name: options.slug });
  await em.flush();
  const context = {
    deps: app.runtime.deps,
    em,
    actor: { type: 'system' } as const,
    request: undefined,
  };
  const secret = await issueKey(context, {
    teamId: team.id,
    keyType: 'sk',
    appName: 'backend',
    allowedOrigins: [],
    rateLimit: options.rateLimit ?? 1000,
  });
  const publishable = await issueKey(context, {
    teamId: team.id,
    keyType: 'pk',
    appName: 'widget',
    allowedOrigins: options.allowedOrigins ?? ['https://app.example.com'],
    rateLimit: options.rateLimit ?? 1000,
  });
  await em.flush();
  return {
    teamId: team.id,
    teamSlug: team.slug,
    secretKey: { id: secret.issued.id, value: secret.issued.key },
    publishableKey: { id: publishable.issued.id, value: publishable.issued.key },
  };
}

/** The smallest valid submission: one emoji rating, with its definition. */
export function ratingSubmission(surveyId: string) {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:00:00Z',
    answers: [
      {
        fieldId: 'q1',
        fieldType: 'RATING',
        question: { label: 'How?' },
        value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
      },
    ],
    definition: {
      surveyType: 'rating',
      fields: [
        {
          fieldId: 'q1',
          fieldType: 'RATING',
          label: 'How?',
          ratingVariant: 'emoji',
          ratingScale: 5,
        },
      ],
    },
  };
}

/** A definition with one field of each type, and answers to all four. */
export function fourFieldSubmission(surveyId: string): Record<string, unknown> {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        question: { label: 'How was it?' },
        value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
      },
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        question: { label: 'Anything to add?' },
        value: { type: 'text', text: 'Quick and easy.' },
      },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        question: { label: 'Which channel?' },
        value: { type: 'singleChoice', selectedOptionId: 'web' },
      },
      {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        question: { label: 'Which topics?' },
        value: { type: 'multiChoice', selectedOptionIds: ['price', 'speed'] },
      },
    ],
    definition: {
      surveyType: 'rating',
      fields: [
        {
          fieldId: 'overall',
          fieldType: 'RATING',
          label: 'How was it?',
          ratingVariant: 'emoji',
          ratingScale: 5,
        },
        { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
        {
          fieldId: 'channel',
          fieldType: 'SINGLE_CHOICE',
          label: 'Which channel?',
          options: [
            { optionId: 'web', label: 'Web' },
            { optionId: 'app', label: 'App' },
          ],
        },
        {
          fieldId: 'topics',
          fieldType: 'MULTI_CHOICE',
          label: 'Which topics?',
          options: [
            { optionId: 'price', label: 'Price' },
            { optionId: 'speed', label: 'Speed' },
            { optionId: 'design', label: 'Design' },
          ],
        },
      ],
    },
  };
}
