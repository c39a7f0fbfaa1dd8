import { type Answer, type submissionSchema, TIME_TO_COMPLETE_RANGE_MS } from '@heed/contracts';
import type { z } from 'zod';
import { pseudonym } from '../audit/pseudonym.ts';
import {
  DefinitionConflictError,
  ForbiddenError,
  InvalidRequestError,
} from '../errors/domain-errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { validateAnswers, validateAnswersAgainst } from './answer-validation.ts';
import { diffStructures } from './definition-diff.ts';
import { definitionHash, structuralView } from './definition-hash.ts';
import { FeedbackWriteError } from './feedback-writer.ts';
import type { Resolution } from './survey-definition-registry.ts';
import { redactText } from './text-redaction.ts';

export type Submission = z.output<typeof submissionSchema>;

export interface SubmissionReceipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
  /** Set when the `deduplicationKey` was already stored: the receipt is the first submission's. */
  duplicate?: true;
}

/** The answers as stored: TEXT answers with personal data replaced, and what search needs. */
export function storedAnswers(answers: Answer[]): {
  answers: Answer[];
  sensitiveDataRedacted: boolean;
  hasText: boolean;
  textContent: string | null;
} {
  let sensitiveDataRedacted = false;
  const texts: string[] = [];
  const stored = answers.map((answer) => {
    if (answer.value.type !== 'text') return answer;
    const redaction = redactText(answer.value.text);
    sensitiveDataRedacted ||= redaction.redacted;
    if (redaction.text.trim() !== '') texts.push(redaction.text);
    return redaction.redacted
      ? { ...answer, value: { ...answer.value, text: redaction.text } }
      : answer;
  });
  return {
    answers: stored,
    sensitiveDataRedacted,
    hasText: texts.length > 0,
    textContent: texts.length > 0 ? texts.join('\n') : null,
  };
}

function keptTimeToComplete(milliseconds: number | undefined): number | null {
  if (milliseconds === undefined) return null;
  return milliseconds >= TIME_TO_COMPLETE_RANGE_MS.min &&
    milliseconds <= TIME_TO_COMPLETE_RANGE_MS.max
    ? milliseconds
    : null;
}

type Candidate = { hash: string; definition: Submission['definition'] };

/**
 * The registered definition of the survey (registering the candidate if there is none), which
 * must have the candidate's structure. A cached definition that differs is checked against the
 * database once more before answering 409: its survey may have been deleted since.
 */
async function matchingDefinition(
  deps: AppDependencies,
  teamId: string,
  surveyId: string,
  candidate: Candidate,
): Promise<Resolution> {
  let resolution = await deps.surveyDefinitions.resolve(teamId, surveyId, candidate);
  if (resolution.definition.hash !== candidate.hash) {
    deps.surveyDefinitions.forget(teamId, surveyId);
    resolution = await deps.surveyDefinitions.resolve(teamId, surveyId, candidate);
  }
  const registered = resolution.definition;
  if (registered.hash !== candidate.hash) {
    const { diff, diffRedacted } = diffStructures(
      registered.fields,
      structuralView(candidate.definition),
    );
    throw new DefinitionConflictError(
      'The survey definition differs in structure from the one registered for this surveyId.',
      { extensions: { diff, diffRedacted } },
    );
  }
  return resolution;
}

/**
 * Same structure, but the block's labels and rating scales may differ from the registered ones:
 * the registered rules bound every value too.
 */
function checkAgainstRegistered(resolution: Resolution, submission: Submission): void {
  if (resolution.registeredNow) return;
  const outside = validateAnswersAgainst(resolution.definition.fields, submission.answers, {
    sameScale: false,
  });
  if (outside.length > 0) {
    throw new InvalidRequestError(
      'The answers do not fit the survey definition registered for this surveyId.',
      outside,
    );
  }
}

/** The feedback insert found its definition gone: the survey was deleted meanwhile. */
function definitionVanished(error: unknown): boolean {
  return (
    error instanceof FeedbackWriteError &&
    error.pgCode === '23503' &&
    error.constraint === 'feedback_survey_definition_id_foreign'
  );
}

/**
 * Accepts one submission for the calling key's team: answers checked against the submitted
 * definition, the definition registered (first submission) or compared by its order-sensitive
 * hash, the answers of a later submission checked against the registered definition's rules too
 * (its block may change labels and rating scales, but no value outside the registered rules gets
 * in), the answers stored. The raw `surveyId` is returned to the caller but never logged. A
 * repeated `deduplicationKey` (same team and `surveyId`) stores nothing and returns the first
 * receipt, marked `duplicate`.
 */
export async function submitFeedback(
  deps: AppDependencies,
  actor: Actor | undefined,
  submission: Submission,
): Promise<SubmissionReceipt> {
  if (actor?.type !== 'api_key') throw new ForbiddenError('An API key is required.');
  const errors = validateAnswers(submission.definition, submission.answers, submission.surveyType);
  if (errors.length > 0) {
    throw new InvalidRequestError('The answers do not fit the survey definition.', errors);
  }
  const teamId = actor.teamId;
  const candidate = {
    hash: definitionHash(submission.definition),
    definition: submission.definition,
  };
  let resolution = await matchingDefinition(deps, teamId, submission.surveyId, candidate);
  checkAgainstRegistered(resolution, submission);
  if (resolution.registeredNow) deps.filtersBootstrap.invalidate(teamId);
  const receivedAt = deps.clock.now();
  const kept = storedAnswers(submission.answers);
  const write = ({ definition }: Resolution) =>
    deps.feedbackWriter.write({
      teamId,
      surveyDefinitionId: definition.id,
      surveyId: submission.surveyId,
      surveyType: submission.surveyType,
      answers: kept.answers,
      submittedAt: new Date(submission.submittedAt),
      receivedAt,
      apiKeyId: actor.keyId,
      appName: actor.appName,
      deduplicationKey: submission.deduplicationKey ?? null,
      context: submission.context ?? null,
      deviceType: submission.context?.deviceType ?? null,
      startedAt: submission.startedAt ? new Date(submission.startedAt) : null,
      timeToCompleteMs: keptTimeToComplete(submission.timeToCompleteMs),
      sensitiveDataRedacted: kept.sensitiveDataRedacted,
      hasText: kept.hasText,
      textContent: kept.textContent,
    });
  let stored: Awaited<ReturnType<typeof write>>;
  try {
    stored = await write(resolution);
  } catch (error) {
    if (!definitionVanished(error)) throw error;
    // The survey was deleted (on any replica) after its definition was cached here.
    deps.surveyDefinitions.forget(teamId, submission.surveyId);
    resolution = await matchingDefinition(deps, teamId, submission.surveyId, candidate);
    checkAgainstRegistered(resolution, submission);
    if (resolution.registeredNow) deps.filtersBootstrap.invalidate(teamId);
    stored = await write(resolution);
  }
  return {
    id: stored.id,
    surveyId: submission.surveyId,
    surveyIdRef: pseudonym(submission.surveyId),
    receivedAt: stored.receivedAt.toISOString(),
    ...(stored.duplicate ? { duplicate: true as const } : {}),
  };
}
