/** Every string the widget shows. Each can be overridden through `messages` in the options. */
export interface Messages {
  title: string;
  close: string;
  next: string;
  back: string;
  submit: string;
  sending: string;
  thanks: string;
  queued: string;
  failed: string;
  noAnswer: string;
  /** `{count}` and `{max}` are replaced. */
  characters: string;
  /** `{n}` and `{total}` are replaced. */
  step: string;
  /** Accessible name of a rating choice; `{value}` and `{max}` are replaced. */
  ratingOf: string;
  starsOf: string;
  emoji: [string, string, string, string, string];
  thumbsDown: string;
  thumbsUp: string;
  npsLow: string;
  npsHigh: string;
}

const en: Messages = {
  title: 'Quick question',
  close: 'Close',
  next: 'Next',
  back: 'Back',
  submit: 'Send',
  sending: 'Sending…',
  thanks: 'Thank you for your answer!',
  queued: 'Thank you! Your answer will be sent as soon as you are online.',
  failed: 'Sorry, your answer could not be sent.',
  noAnswer: 'Please answer at least one question.',
  characters: '{count} of {max} characters',
  step: 'Question {n} of {total}',
  ratingOf: '{value} of {max}',
  starsOf: '{value} of {max} stars',
  emoji: ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy'],
  thumbsDown: 'Thumbs down',
  thumbsUp: 'Thumbs up',
  npsLow: 'Not at all likely',
  npsHigh: 'Extremely likely',
};

const nb: Messages = {
  title: 'Et raskt spørsmål',
  close: 'Lukk',
  next: 'Neste',
  back: 'Tilbake',
  submit: 'Send',
  sending: 'Sender …',
  thanks: 'Takk for svaret!',
  queued: 'Takk! Svaret sendes så snart du er på nett.',
  failed: 'Beklager, svaret kunne ikke sendes.',
  noAnswer: 'Svar på minst ett spørsmål.',
  characters: '{count} av {max} tegn',
  step: 'Spørsmål {n} av {total}',
  ratingOf: '{value} av {max}',
  starsOf: '{value} av {max} stjerner',
  emoji: ['Svært misfornøyd', 'Misfornøyd', 'Nøytral', 'Fornøyd', 'Svært fornøyd'],
  thumbsDown: 'Tommel ned',
  thumbsUp: 'Tommel opp',
  npsLow: 'Svært lite sannsynlig',
  npsHigh: 'Svært sannsynlig',
};

/** Norwegian (`nb`, `no`, `nn`) gets bokmål; every other language English. */
export function languageOf(requested: string | undefined): 'en' | 'nb' {
  return /^(nb|no|nn)\b/i.test(requested ?? '') ? 'nb' : 'en';
}

export function messagesFor(
  requested: string | undefined,
  overrides?: Partial<Messages>,
): Messages {
  return { ...(languageOf(requested) === 'nb' ? nb : en), ...overrides };
}

/** Replaces `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
