import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './options.ts';
import { type AnswerState, answersToSend, ratingValues, visibleFields } from './survey-flow.ts';

const fields: FieldDefinition[] = [
  {
    fieldId: 'overall',
    fieldType: 'RATING',
    label: 'Overall',
    ratingVariant: 'stars',
    ratingScale: 5,
  },
  { fieldId: 'why', fieldType: 'TEXT', label: 'What went wrong?' },
  {
    fieldId: 'area',
    fieldType: 'SINGLE_CHOICE',
    label: 'Where?',
    options: [
      { optionId: 'pay', label: 'Payment' },
      { optionId: 'ship', label: 'Shipping' },
    ],
  },
  { fieldId: 'payment', fieldType: 'TEXT', label: 'About payment' },
];
const conditions = {
  why: { fieldId: 'overall', rating: { max: 2 } },
  area: { fieldId: 'overall', rating: { max: 2 } },
  payment: { fieldId: 'area', optionIds: ['pay'] },
};

describe('survey flow', () => {
  it('offers the variant range topped by ratingScale', () => {
    expect(ratingValues({ ...fields[0], ratingVariant: 'nps', ratingScale: 10 } as never)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(
      ratingValues({ ...fields[0], ratingVariant: 'thumbs', ratingScale: 2 } as never),
    ).toEqual([1, 2]);
    expect(ratingValues({ ...fields[0], ratingVariant: 'emoji', ratingScale: 3 } as never)).toEqual(
      [1, 2, 3],
    );
  });

  it('shows a conditional field only when the earlier answer matches', () => {
    const answers: AnswerState = new Map();
    expect(visibleFields(fields, conditions, answers).map((f) => f.fieldId)).toEqual(['overall']);
    answers.set('overall', { type: 'rating', rating: 2, ratingVariant: 'stars', ratingScale: 5 });
    expect(visibleFields(fields, conditions, answers).map((f) => f.fieldId)).toEqual([
      'overall',
      'why',
      'area',
    ]);
    answers.set('area', { type: 'singleChoice', selectedOptionId: 'pay' });
    expect(visibleFields(fields, conditions, answers).map((f) => f.fieldId)).toEqual([
      'overall',
      'why',
      'area',
      'payment',
    ]);
  });

  it('hides a field whose condition depends on a hidden field, and does not send hidden answers', () => {
    const answers: AnswerState = new Map();
    answers.set('overall', { type: 'rating', rating: 2, ratingVariant: 'stars', ratingScale: 5 });
    answers.set('why', { type: 'text', text: '  slow  ' });
    answers.set('area', { type: 'singleChoice', selectedOptionId: 'pay' });
    answers.set('payment', { type: 'text', text: 'card refused' });
    answers.set('overall', { type: 'rating', rating: 5, ratingVariant: 'stars', ratingScale: 5 });
    const visible = visibleFields(fields, conditions, answers);
    expect(visible.map((f) => f.fieldId)).toEqual(['overall']);
    expect(answersToSend(visible, answers).map((a) => a.fieldId)).toEqual(['overall']);
  });

  it('sends answers in definition order with labels, trimmed text, and skips empty ones', () => {
    const answers: AnswerState = new Map();
    answers.set('area', { type: 'singleChoice', selectedOptionId: 'ship' });
    answers.set('why', { type: 'text', text: '  slow  ' });
    answers.set('overall', { type: 'rating', rating: 1, ratingVariant: 'stars', ratingScale: 5 });
    const sent = answersToSend(visibleFields(fields, conditions, answers), answers);
    expect(sent).toEqual([
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        question: { label: 'Overall' },
        value: { type: 'rating', rating: 1, ratingVariant: 'stars', ratingScale: 5 },
      },
      {
        fieldId: 'why',
        fieldType: 'TEXT',
        question: { label: 'What went wrong?' },
        value: { type: 'text', text: 'slow' },
      },
      {
        fieldId: 'area',
        fieldType: 'SINGLE_CHOICE',
        question: { label: 'Where?' },
        value: { type: 'singleChoice', selectedOptionId: 'ship' },
      },
    ]);
    answers.set('why', { type: 'text', text: '   ' });
    expect(
      answersToSend(visibleFields(fields, conditions, answers), answers).map((a) => a.fieldId),
    ).toEqual(['overall', 'area']);
  });
});
