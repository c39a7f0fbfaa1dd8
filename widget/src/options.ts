import type { Answer, AnswerValue, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import type { Messages } from './messages.ts';

export type { Answer, AnswerValue, FieldDefinition, SurveyDefinition };

/**
 * Show a field only when an earlier field's answer matches: a rating within `rating`, one of
 * `optionIds` chosen, or (with neither) any answer at all.
 */
export interface DisplayCondition {
  fieldId: string;
  rating?: { min?: number; max?: number };
  optionIds?: string[];
}

/** What the optional submission context holds. `pathname` is off by default (privacy). */
export interface ContextOptions {
  pathname?: boolean;
  deviceType?: boolean;
  viewport?: boolean;
  locale?: boolean;
  tags?: Record<string, string>;
}

export interface SubmissionReceipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
  duplicate?: true;
}

/** A refused or failed delivery: the HTTP status (0 for none) and the problem body, if any. */
export interface DeliveryError {
  status: number;
  code: string;
  detail: string;
}

export interface HeedOptions {
  /** A publishable key, `heed_pk_live_…`; the page's origin must be one it allows. */
  key: string;
  surveyId: string;
  /** The same definition the API registers for `surveyId`. */
  definition: SurveyDefinition;
  /** Base URL of the Heed API. The script tag build defaults to where it was loaded from. */
  apiUrl?: string;
  /** `page`: every question at once (default); `steps`: one question at a time. */
  mode?: 'page' | 'steps';
  conditions?: Record<string, DisplayCondition>;
  /** Words at the two ends of a rating scale, by field id. */
  scaleLabels?: Record<string, { low?: string; high?: string }>;
  /** A language tag; defaults to `<html lang>`, then `navigator.language`. */
  lang?: string;
  messages?: Partial<Messages>;
  context?: ContextOptions | false;
  /** Days the survey stays hidden after it was closed or answered (default 30; 0 = never). */
  cooldownDays?: number;
  /** Show even within the cool-down. */
  force?: boolean;
  /** Render inside this element instead of floating over the page. */
  target?: HTMLElement;
  /**
   * The page's style nonce, for a Content-Security-Policy that allows styles by nonce: used only
   * in browsers without constructable style sheets. The script tag build defaults to its own
   * `nonce`.
   */
  nonce?: string;
  onSubmit?: (submission: Record<string, unknown>) => void;
  onSuccess?: (receipt: SubmissionReceipt | undefined) => void;
  onError?: (error: DeliveryError) => void;
  onClose?: () => void;
}

export interface HeedHandle {
  close(): void;
}
