import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedRatingScales,
  fieldRulesOf,
  validateAnswers,
  validateAnswersAgainst,
} from './answer-validation.ts';

const DEFINITION: SurveyDefinition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'Overall',
      ratingVariant: 'emoji',
      ratingScale: 5,
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Comment' },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'Channel',
      options: [
        { optionId: 'web', label: 'Web' },
        { optionId: 'friend', label: 'Friend' },
      ],
    },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Topics',
      options: [
        { optionId: 'price', label: 'Price' },
        { optionId: 'speed', label: 'Speed' },
        { optionId: 'support', label: 'Support' },
      ],
    },
  ],
};

function ratingAnswer(rating: number, overrides: Partial<Answer> = {}): Answer {
  return {
    fieldId: 'overall',
    fieldType: 'RATING',
    question: { label: 'Overall' },
    value: { type: 'rating', rating, ratingVariant: 'emoji', ratingScale: 5 },
    ...overrides,
  };
}

const TEXT: Answer = {
  fieldId: 'comment',
  fieldType: 'TEXT',
  question: { label: 'Comment' },
  value: { type: 'text', text: 'Ola Nordmann, +47 912 34 567' },
};

function singleAnswer(selectedOptionId: string): Answer {
  return {
    fieldId: 'channel',
    fieldType: 'SINGLE_CHOICE',
    question: { label: 'Channel' },
    value: { type: 'singleChoice', selectedOptionId },
  };
}

function multiAnswer(selectedOptionIds: string[]): Answer {
  return {
    fieldId: 'topics',
    fieldType: 'MULTI_CHOICE',
    question: { label: 'Topics' },
    value: { type: 'multiChoice', selectedOptionIds },
  };
}

function paths(definition: SurveyDefinition, answers: Answer[], surveyType = 'rating'): string[] {
  return validateAnswers(definition, answers, surveyType).map((error) => error.path);
}

function withField(field: FieldDefinition): SurveyDefinition {
  return { surveyType: 'rating', fields: [field] };
}

function ratingField(ratingVariant: 'emoji' | 'thumbs' | 'stars' | 'nps', ratingScale: number) {
  return { fieldId: 'r', fieldType: 'RATING', label: 'R', ratingVariant, ratingScale } as const;
}

function ratingFor(
  ratingVariant: 'emoji' | 'thumbs' | 'stars' | 'nps',
  ratingScale: number,
  rating: number,
): Answer {
  return {
    fieldId: 'r',
    fieldType: 'RATING',
    question: { label: 'R' },
    value: { type: 'rating', rating, ratingVariant, ratingScale },
  };
}

describe('validateAnswers: valid submissions', () => {
  it('accepts answers of every field type', () => {
    expect(
      validateAnswers(
        DEFINITION,
        [ratingAnswer(4), TEXT, singleAnswer('friend'), multiAnswer(['price', 'support'])],
        'rating',
      ),
    ).toEqual([]);
  });

  it('accepts a partial set of answers and an empty multi-choice selection', () => {
    expect(validateAnswers(DEFINITION, [multiAnswer([])], 'rating')).toEqual([]);
  });

  it('accepts the lowest and highest rating of each variant', () => {
    const cases: Array<['emoji' | 'thumbs' | 'stars' | 'nps', number, number, number]> = [
      ['emoji', 5, 1, 5],
      ['emoji', 3, 1, 3],
      ['stars', 5, 1, 5],
      ['thumbs', 2, 1, 2],
      ['nps', 10, 0, 10],
    ];
    for (const [variant, scale, low, high] of cases) {
      const definition = withField(ratingField(variant, scale));
      expect(validateAnswers(definition, [ratingFor(variant, scale, low)], 'rating')).toEqual([]);
      expect(validateAnswers(definition, [ratingFor(variant, scale, high)], 'rating')).toEqual([]);
    }
  });
});

describe('validateAnswers: definition rules', () => {
  it('rejects a definition surveyType that differs from the submission', () => {
    expect(paths(DEFINITION, [TEXT], 'nps')).toEqual(['definition.surveyType']);
  });

  it('rejects a repeated field id at its second occurrence', () => {
    const definition: SurveyDefinition = {
      surveyType: 'rating',
      fields: [
        { fieldId: 'a', fieldType: 'TEXT', label: 'A' },
        { fieldId: 'b', fieldType: 'TEXT', label: 'B' },
        { fieldId: 'a', fieldType: 'TEXT', label: 'A again' },
      ],
    };
    expect(paths(definition, [])).toEqual(['definition.fields.2.fieldId']);
  });

  it('rejects a repeated option id within a field, but allows the same id in two fields', () => {
    const definition: SurveyDefinition = {
      surveyType: 'rating',
      fields: [
        {
          fieldId: 'one',
          fieldType: 'SINGLE_CHOICE',
          label: 'One',
          options: [
            { optionId: 'yes', label: 'Yes' },
            { optionId: 'no', label: 'No' },
            { optionId: 'yes', label: 'Yes again' },
          ],
        },
        {
          fieldId: 'two',
          fieldType: 'MULTI_CHOICE',
          label: 'Two',
          options: [{ optionId: 'yes', label: 'Yes' }],
        },
      ],
    };
    expect(paths(definition, [])).toEqual(['definition.fields.0.options.2.optionId']);
  });

  describe('ratingScale of a rating field', () => {
    const cases: Array<['emoji' | 'thumbs' | 'stars' | 'nps', number, boolean]> = [
      ['emoji', 1, false],
      ['emoji', 2, true],
      ['emoji', 5, true],
      ['emoji', 6, false],
      ['stars', 1, false],
      ['stars', 2, true],
      ['stars', 5, true],
      ['stars', 10, false],
      ['thumbs', 1, false],
      ['thumbs', 2, true],
      ['thumbs', 3, false],
      ['nps', 5, false],
      ['nps', 9, false],
      ['nps', 10, true],
    ];
    for (const [variant, scale, allowed] of cases) {
      it(`${allowed ? 'accepts' : 'rejects'} ${variant} with scale ${scale}`, () => {
        expect(paths(withField(ratingField(variant, scale)), [])).toEqual(
          allowed ? [] : ['definition.fields.0.ratingScale'],
        );
      });
    }

    it('publishes the allowed ranges', () => {
      expect(allowedRatingScales('emoji')).toEqual({ min: 2, max: 5 });
      expect(allowedRatingScales('stars')).toEqual({ min: 2, max: 5 });
      expect(allowedRatingScales('thumbs')).toEqual({ min: 2, max: 2 });
      expect(allowedRatingScales('nps')).toEqual({ min: 10, max: 10 });
    });
  });
});

describe('validateAnswers: answer rules', () => {
  it('rejects a second answer to the same field', () => {
    expect(paths(DEFINITION, [TEXT, ratingAnswer(3), TEXT])).toEqual(['answers.2.fieldId']);
  });

  it('rejects an answer to a field that is not in the definition', () => {
    expect(paths(DEFINITION, [TEXT, { ...TEXT, fieldId: 'missing' }])).toEqual([
      'answers.1.fieldId',
    ]);
  });

  it('rejects an answer whose fieldType differs from the field', () => {
    expect(paths(DEFINITION, [ratingAnswer(3, { fieldType: 'TEXT' })])).toEqual([
      'answers.0.fieldType',
    ]);
  });

  it('rejects a value type that does not fit the field type', () => {
    const cases: Answer[] = [
      { ...TEXT, fieldId: 'overall', fieldType: 'RATING' },
      { ...ratingAnswer(3), fieldId: 'comment', fieldType: 'TEXT' },
      { ...multiAnswer(['web']), fieldId: 'channel', fieldType: 'SINGLE_CHOICE' },
      { ...singleAnswer('price'), fieldId: 'topics', fieldType: 'MULTI_CHOICE' },
    ];
    for (const answer of cases) {
      expect(paths(DEFINITION, [answer])).toEqual(['answers.0.value.type']);
    }
  });

  it('reports both a wrong fieldType and a value that does not fit the field', () => {
    expect(paths(DEFINITION, [{ ...TEXT, fieldId: 'overall' }])).toEqual([
      'answers.0.fieldType',
      'answers.0.value.type',
    ]);
  });

  it('rejects a rating answer whose ratingVariant differs from the field', () => {
    const answer = ratingAnswer(3, {
      value: { type: 'rating', rating: 3, ratingVariant: 'stars', ratingScale: 5 },
    });
    expect(paths(DEFINITION, [answer])).toEqual(['answers.0.value.ratingVariant']);
  });

  it('rejects a rating answer whose ratingScale differs from the field', () => {
    const answer = ratingAnswer(3, {
      value: { type: 'rating', rating: 3, ratingVariant: 'emoji', ratingScale: 4 },
    });
    expect(paths(DEFINITION, [answer])).toEqual(['answers.0.value.ratingScale']);
  });

  describe('rating range', () => {
    const cases: Array<['emoji' | 'thumbs' | 'stars' | 'nps', number, number]> = [
      ['emoji', 5, 0],
      ['emoji', 5, 6],
      ['emoji', 3, 4],
      ['stars', 5, 0],
      ['stars', 4, 5],
      ['thumbs', 2, 0],
      ['thumbs', 2, 3],
      ['nps', 10, -1],
      ['nps', 10, 11],
    ];
    for (const [variant, scale, rating] of cases) {
      it(`rejects ${variant} rating ${rating} on scale ${scale}`, () => {
        expect(
          paths(withField(ratingField(variant, scale)), [ratingFor(variant, scale, rating)]),
        ).toEqual(['answers.0.value.rating']);
      });
    }

    it('never lets a rating exceed the variant top, even on an invalid scale', () => {
      const definition = withField(ratingField('emoji', 9));
      expect(paths(definition, [ratingFor('emoji', 9, 7)])).toEqual([
        'definition.fields.0.ratingScale',
        'answers.0.value.rating',
      ]);
    });
  });

  it('rejects a single choice of an option the field does not have', () => {
    expect(paths(DEFINITION, [singleAnswer('price')])).toEqual([
      'answers.0.value.selectedOptionId',
    ]);
  });

  it('rejects a multi choice with an unknown option, pointing at that entry', () => {
    expect(paths(DEFINITION, [multiAnswer(['price', 'web', 'speed'])])).toEqual([
      'answers.0.value.selectedOptionIds.1',
    ]);
  });

  it('rejects a multi choice that selects an option twice', () => {
    expect(paths(DEFINITION, [multiAnswer(['price', 'speed', 'price'])])).toEqual([
      'answers.0.value.selectedOptionIds.2',
    ]);
  });

  it('collects errors of several answers in order', () => {
    expect(
      paths(
        DEFINITION,
        [ratingAnswer(9), singleAnswer('nope'), { ...TEXT, fieldId: 'gone' }],
        'other',
      ),
    ).toEqual([
      'definition.surveyType',
      'answers.0.value.rating',
      'answers.1.value.selectedOptionId',
      'answers.2.fieldId',
    ]);
  });
});

describe('validateAnswers: messages', () => {
  it('never echo the caller’s ids, text or values', () => {
    const secret = 'ola.nordmann@firma.no';
    const definition: SurveyDefinition = {
      surveyType: secret,
      fields: [
        { fieldId: secret, fieldType: 'TEXT', label: secret },
        { fieldId: secret, fieldType: 'TEXT', label: secret },
        {
          fieldId: 'c',
          fieldType: 'MULTI_CHOICE',
          label: secret,
          options: [
            { optionId: secret, label: secret },
            { optionId: secret, label: secret },
          ],
        },
      ],
    };
    const answers: Answer[] = [
      {
        fieldId: secret,
        fieldType: 'TEXT',
        question: { label: secret },
        value: { type: 'text', text: secret },
      },
      {
        fieldId: secret,
        fieldType: 'RATING',
        question: { label: secret },
        value: { type: 'singleChoice', selectedOptionId: secret },
      },
      {
        fieldId: `${secret}x`,
        fieldType: 'TEXT',
        question: { label: secret },
        value: { type: 'text', text: secret },
      },
      {
        fieldId: 'c',
        fieldType: 'MULTI_CHOICE',
        question: { label: secret },
        value: { type: 'multiChoice', selectedOptionIds: [`${secret}y`, secret, secret] },
      },
    ];
    const errors = validateAnswers(definition, answers, 'rating');
    expect(errors.length).toBeGreaterThanOrEqual(8);
    for (const error of errors) {
      expect(error.message).not.toContain('ola');
      expect(error.message).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe('fieldRulesOf and validateAnswersAgainst (the registered rules)', () => {
  it('keeps ids, types, variants, scales and option ids, and no label', () => {
    const rules = fieldRulesOf(DEFINITION);
    expect(rules).toEqual([
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        ratingVariant: 'emoji',
        ratingScale: 5,
        optionIds: null,
      },
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        ratingVariant: null,
        ratingScale: null,
        optionIds: null,
      },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        ratingVariant: null,
        ratingScale: null,
        optionIds: ['web', 'friend'],
      },
      {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        ratingVariant: null,
        ratingScale: null,
        optionIds: ['price', 'speed', 'support'],
      },
    ]);
    expect(JSON.stringify(rules)).not.toMatch(/Overall|Comment|Channel|Topics|Web|Price/);
  });

  const registeredScaleThree = fieldRulesOf({
    surveyType: 'rating',
    fields: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        label: '',
        ratingVariant: 'emoji',
        ratingScale: 3,
      },
    ],
  });
  const claimsFive = (rating: number): Answer =>
    ratingAnswer(rating, {
      value: { type: 'rating', rating, ratingVariant: 'emoji', ratingScale: 5 },
    });

  it('bounds a rating by the registered scale when the answer claims another (sameScale: false)', () => {
    expect(
      validateAnswersAgainst(registeredScaleThree, [claimsFive(5)], { sameScale: false }),
    ).toEqual([{ path: 'answers.0.value.rating', message: 'The rating must be between 1 and 3.' }]);
    expect(
      validateAnswersAgainst(registeredScaleThree, [claimsFive(3)], { sameScale: false }),
    ).toEqual([]);
  });

  it('requires the answer to repeat the scale by default', () => {
    expect(validateAnswersAgainst(registeredScaleThree, [claimsFive(3)])).toEqual([
      {
        path: 'answers.0.value.ratingScale',
        message: 'The rating scale does not match the field definition.',
      },
    ]);
  });

  it('refuses an option the rules do not list', () => {
    expect(validateAnswersAgainst(fieldRulesOf(DEFINITION), [singleAnswer('phone')])).toEqual([
      {
        path: 'answers.0.value.selectedOptionId',
        message: 'The selected option does not exist in the field.',
      },
    ]);
  });
});
