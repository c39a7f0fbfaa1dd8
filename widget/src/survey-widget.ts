import type { Deliverer } from './delivery.ts';
import { isCoolingDown, rememberSeen } from './dismissal.ts';
import { format, type Messages, messagesFor } from './messages.ts';
import type { FieldDefinition, HeedHandle, HeedOptions } from './options.ts';
import { styleShadowRoot } from './styles.ts';
import { collectContext } from './submission-context.ts';
import { type AnswerState, answersToSend, ratingValues, visibleFields } from './survey-flow.ts';

const TEXT_LIMIT = 2000;
const EMOJI = ['😞', '😕', '😐', '😊', '😄'];

type Attributes = Record<string, string | number | boolean | undefined>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children);
  return element;
}

/** A deduplication key: 32 random hex digits (works on plain http pages too). */
function newDeduplicationKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `heed-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

let instances = 0;

interface FieldView {
  element: HTMLElement;
  /** Where focus goes when the field's step opens. */
  focusTarget(): HTMLElement | null;
}

function ratingName(
  field: Extract<FieldDefinition, { fieldType: 'RATING' }>,
  value: number,
  max: number,
  t: Messages,
) {
  if (field.ratingVariant === 'thumbs') return value === 1 ? t.thumbsDown : t.thumbsUp;
  if (field.ratingVariant === 'stars') return format(t.starsOf, { value, max });
  if (field.ratingVariant === 'emoji') {
    const index = max > 1 ? Math.round(((value - 1) * 4) / (max - 1)) : 4;
    return `${t.emoji[index]} (${format(t.ratingOf, { value, max })})`;
  }
  return format(t.ratingOf, { value, max });
}

function ratingGlyph(
  field: Extract<FieldDefinition, { fieldType: 'RATING' }>,
  value: number,
  max: number,
) {
  if (field.ratingVariant === 'thumbs') return value === 1 ? '👎' : '👍';
  if (field.ratingVariant === 'stars') return '★';
  if (field.ratingVariant === 'emoji') {
    return EMOJI[max > 1 ? Math.round(((value - 1) * 4) / (max - 1)) : 4] ?? '🙂';
  }
  return String(value);
}

/** Opens a survey; null when it is within its cool-down (unless `force`). */
export function openSurvey(options: HeedOptions, deliverer: Deliverer): HeedHandle | null {
  const cooldownDays = options.cooldownDays ?? 30;
  if (!options.force && isCoolingDown(options.surveyId, cooldownDays)) return null;

  const prefix = `heed${++instances}-`;
  const lang = options.lang || document.documentElement.lang || navigator.language || 'en';
  const t = messagesFor(lang, options.messages);
  const apiUrl = (options.apiUrl ?? '').replace(/\/+$/, '');
  const fields = options.definition.fields;
  const stepped = options.mode === 'steps';
  const answers: AnswerState = new Map();
  const started = Date.now();
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let step = 0;
  let answered = false;
  let closed = false;

  const host = h('div', { 'data-heed-survey': options.surveyId });
  const root = host.attachShadow({ mode: 'open' });
  const title = h('h2', { id: `${prefix}title`, tabindex: -1 }, t.title);
  const closeButton = h('button', { type: 'button', class: 'x', 'aria-label': t.close }, '×');
  const stepInfo = h('p', { class: 'step', hidden: !stepped });
  const body = h('div');
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const backButton = h('button', { type: 'button', class: 'sec', hidden: !stepped }, t.back);
  const primaryButton = h('button', { type: 'submit' }, t.submit);
  const actions = h('div', { class: 'actions' }, backButton, primaryButton);
  const form = h('form', { novalidate: true }, body, status, actions);
  const panel = h(
    'div',
    {
      class: options.target ? 'heed inline' : 'heed',
      role: 'dialog',
      'aria-labelledby': `${prefix}title`,
    },
    closeButton,
    title,
    stepInfo,
    form,
  );
  root.append(panel);
  styleShadowRoot(root, options.nonce);

  const views = new Map<string, FieldView>();
  let remindsToAnswer = false;
  const changed = () => {
    update();
    // The reminder to answer goes as soon as there is an answer to send.
    if (remindsToAnswer && answersToSend(visible(), answers).length > 0) {
      remindsToAnswer = false;
      status.textContent = '';
    }
  };

  function ratingView(field: Extract<FieldDefinition, { fieldType: 'RATING' }>, id: string) {
    const values = ratingValues(field);
    const max = values[values.length - 1] ?? 1;
    const ends = options.scaleLabels?.[field.fieldId] ?? {};
    const low = ends.low ?? (field.ratingVariant === 'nps' ? t.npsLow : undefined);
    const high = ends.high ?? (field.ratingVariant === 'nps' ? t.npsHigh : undefined);
    const inputs = values.map((value) =>
      h('input', {
        type: 'radio',
        name: id,
        value,
        'aria-label': ratingName(field, value, max, t),
      }),
    );
    const row = h(
      'div',
      { class: 'row' },
      ...inputs.map((input, index) =>
        h(
          'label',
          { class: 'opt' },
          input,
          h('span', { 'aria-hidden': 'true' }, ratingGlyph(field, values[index] ?? 0, max)),
        ),
      ),
    );
    const endsId = `${id}-ends`;
    const hasEnds = Boolean(low || high);
    const element = h(
      'fieldset',
      {
        class: field.ratingVariant,
        role: 'radiogroup',
        'aria-describedby': hasEnds ? endsId : undefined,
      },
      h('legend', {}, field.label),
      row,
    );
    if (hasEnds) {
      element.append(
        h(
          'div',
          { class: 'ends', id: endsId },
          h('span', {}, low ?? ''),
          h('span', {}, high ?? ''),
        ),
      );
    }
    row.addEventListener('change', (event) => {
      const rating = Number((event.target as HTMLInputElement).value);
      answers.set(field.fieldId, {
        type: 'rating',
        rating,
        ratingVariant: field.ratingVariant,
        ratingScale: field.ratingScale,
      });
      if (field.ratingVariant === 'stars') {
        inputs.forEach((input, index) => {
          input.parentElement?.classList.toggle('on', (values[index] ?? 0) <= rating);
        });
      }
      changed();
    });
    return { element, focusTarget: () => inputs.find((i) => i.checked) ?? inputs[0] ?? null };
  }

  function textView(field: FieldDefinition, id: string): FieldView {
    const counter = h('div', { class: 'count', id: `${id}-count` });
    const area = h('textarea', { id, maxlength: TEXT_LIMIT, 'aria-describedby': `${id}-count` });
    const count = () => {
      counter.textContent = format(t.characters, { count: area.value.length, max: TEXT_LIMIT });
    };
    count();
    area.addEventListener('input', () => {
      count();
      answers.set(field.fieldId, { type: 'text', text: area.value.slice(0, TEXT_LIMIT) });
      changed();
    });
    const element = h(
      'div',
      { class: 'field' },
      h('label', { class: 'lbl', for: id }, field.label),
      area,
      counter,
    );
    return { element, focusTarget: () => area };
  }

  function choiceView(
    field: Extract<FieldDefinition, { fieldType: 'SINGLE_CHOICE' | 'MULTI_CHOICE' }>,
    id: string,
  ): FieldView {
    const multiple = field.fieldType === 'MULTI_CHOICE';
    const inputs = field.options.map((option) =>
      h('input', { type: multiple ? 'checkbox' : 'radio', name: id, value: option.optionId }),
    );
    const element = h(
      'fieldset',
      {},
      h('legend', {}, field.label),
      ...inputs.map((input, index) =>
        h('label', { class: 'choice' }, input, h('span', {}, field.options[index]?.label ?? '')),
      ),
    );
    element.addEventListener('change', () => {
      const chosen = inputs.filter((input) => input.checked).map((input) => input.value);
      if (multiple) {
        answers.set(field.fieldId, { type: 'multiChoice', selectedOptionIds: chosen });
      } else if (chosen[0] !== undefined) {
        answers.set(field.fieldId, { type: 'singleChoice', selectedOptionId: chosen[0] });
      }
      changed();
    });
    return { element, focusTarget: () => inputs.find((i) => i.checked) ?? inputs[0] ?? null };
  }

  fields.forEach((field, index) => {
    const id = `${prefix}f${index}`;
    const view =
      field.fieldType === 'RATING'
        ? ratingView(field, id)
        : field.fieldType === 'TEXT'
          ? textView(field, id)
          : choiceView(field, id);
    views.set(field.fieldId, view);
    body.append(view.element);
  });

  function visible() {
    return visibleFields(fields, options.conditions, answers);
  }

  function update(): void {
    const shown = visible();
    step = Math.max(0, Math.min(step, shown.length - 1));
    const current = shown[step];
    for (const field of fields) {
      const view = views.get(field.fieldId);
      if (!view) continue;
      view.element.hidden = stepped ? field !== current : !shown.includes(field);
    }
    if (stepped) {
      stepInfo.textContent = format(t.step, { n: step + 1, total: shown.length });
      backButton.hidden = step === 0;
      primaryButton.textContent = step < shown.length - 1 ? t.next : t.submit;
    }
  }

  function focusStep(): void {
    const current = visible()[step];
    (current && views.get(current.fieldId)?.focusTarget())?.focus();
  }

  function finish(message: string): void {
    answered = true;
    rememberSeen(options.surveyId);
    form.hidden = true;
    stepInfo.hidden = true;
    title.textContent = message;
    title.focus();
  }

  const unsubscribe = deliverer.subscribe({
    delivered: (id, receipt) => {
      if (id === pendingId) options.onSuccess?.(receipt);
    },
    rejected: (id, error) => {
      if (id === pendingId) options.onError?.(error);
    },
  });
  let pendingId: string | undefined;

  async function send(): Promise<void> {
    const list = answersToSend(visible(), answers);
    if (list.length === 0) {
      remindsToAnswer = true;
      status.textContent = t.noAnswer;
      return;
    }
    remindsToAnswer = false;
    const now = Date.now();
    const context = collectContext(options.context, lang);
    const submission: Record<string, unknown> = {
      schemaVersion: 2,
      surveyId: options.surveyId,
      surveyType: options.definition.surveyType,
      submittedAt: new Date(now).toISOString(),
      answers: list,
      definition: options.definition,
      deduplicationKey: newDeduplicationKey(),
      ...(context ? { context } : {}),
      startedAt: new Date(started).toISOString(),
      timeToCompleteMs: now - started,
    };
    options.onSubmit?.(submission);
    const id = submission.deduplicationKey as string;
    pendingId = id;
    primaryButton.disabled = true;
    status.textContent = t.sending;
    const outcome = await deliverer.submit({
      id,
      endpoint: `${apiUrl}/api/v1/submission`,
      key: options.key,
      body: submission,
      queuedAt: now,
    });
    primaryButton.disabled = false;
    if (outcome.kind === 'rejected') {
      status.textContent = t.failed;
      return;
    }
    status.textContent = '';
    finish(outcome.kind === 'delivered' || navigator.onLine ? t.thanks : t.queued);
  }

  function close(): void {
    if (closed) return;
    closed = true;
    if (!answered) rememberSeen(options.surveyId);
    if (!pendingId) unsubscribe();
    host.remove();
    returnFocus?.focus();
    options.onClose?.();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (stepped && step < visible().length - 1) {
      step++;
      update();
      focusStep();
      return;
    }
    void send();
  });
  backButton.addEventListener('click', () => {
    step = Math.max(0, step - 1);
    update();
    focusStep();
  });
  closeButton.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  update();
  (options.target ?? document.body).append(host);
  title.focus();
  return { close };
}
