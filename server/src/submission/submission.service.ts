import { type Answer, type submissionSchema, TIME_TO_COMPLETE_RANGE_MS } from '@heed/contracts';
import type { z } from 'zod';
import { pseudonym } from '../audit/pseudonym.ts';
import { invalidateFiltersBootstrap } from '../dashboard/filters-bootstrap.service.ts';
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
  const hash = definitionHash(submission.definition);
  const { definition: registered, registeredNow } = await deps.surveyDefinitions.resolve(
    actor.teamId,
    submission.surveyId,
    { hash, definition: submission.definition },
  );
  if (registered.hash !== hash) {
    const { diff, diffRedacted } = diffStructures(
      registered.fields,
      structuralView(submission.definition),
    );
    throw new DefinitionConflictError(
      'The survey definition differs in structure from the one registered for this surveyId.',
      { extensions: { diff, diffRedacted } },
    );
  }
  // Same structure, but the block's labels and rating scales may differ from the registered ones:
  // the registered rules bound every value too.
  const outsideRegistered = registeredNow
    ? []
    : validateAnswersAgainst(registered.fields, submission.answers, { sameScale: false });
  if (outsideRegistered.length > 0) {
    throw new InvalidRequestError(
      'The answers do not fit the survey definition registered for this surveyId.',
      outsideRegistered,
    );
  }
  if (registeredNow) invalidateFiltersBootstrap(actor.teamId);
  const receivedAt = deps.clock.now();
  const kept = storedAnswers(submission.answers);
  const stored = await deps.feedbackWriter.write({
    teamId: actor.teamId,
    surveyDefinitionId: registered.id,
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
  return {
    id: stored.id,
    surveyId: submission.surveyId,
    surveyIdRef: pseudonym(submission.surveyId),
    receivedAt: stored.receivedAt.toISOString(),
    ...(stored.duplicate ? { duplicate: true as const } : {}),
  };
}
