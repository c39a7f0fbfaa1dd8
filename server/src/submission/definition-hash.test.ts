import { createHash } from 'node:crypto';
import type { SurveyDefinition } from '@heed/contracts';
import { describe, expect, it } from 'vitest';
import { definitionHash, structuralView } from './definition-hash.ts';

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function base(): SurveyDefinition {
  return {
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
        label: 'Where did you hear of us?',
        options: [
          { optionId: 'web', label: 'Web' },
          { optionId: 'friend', label: 'A friend' },
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
}

/** Applies a mutation to a deep copy of the base definition. */
function mutated(change: (definition: SurveyDefinition) => void): SurveyDefinition {
  const copy = structuredClone(base());
  change(copy);
  return copy;
}

function field(definition: SurveyDefinition, index: number) {
  const found = definition.fields[index];
  if (found === undefined) throw new Error(`no field ${index}`);
  return found;
}

describe('structuralView', () => {
  it('keeps id, type, variant and option ids in order and drops labels and scale', () => {
    expect(structuralView(base())).toEqual([
      { fieldId: 'overall', fieldType: 'RATING', ratingVariant: 'emoji', optionIds: null },
      { fieldId: 'comment', fieldType: 'TEXT', ratingVariant: null, optionIds: null },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        ratingVariant: null,
        optionIds: ['web', 'friend'],
      },
      {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        ratingVariant: null,
        optionIds: ['price', 'speed', 'support'],
      },
    ]);
  });
});

describe('definitionHash', () => {
  it('is SHA-256 hex over the canonical JSON of [fieldId, fieldType, ratingVariant, optionIds]', () => {
    const canonical =
      '[["overall","RATING","emoji",null],["comment","TEXT",null,null],' +
      '["channel","SINGLE_CHOICE",null,["web","friend"]],' +
      '["topics","MULTI_CHOICE",null,["price","speed","support"]]]';
    expect(definitionHash(base())).toBe(sha256(canonical));
    expect(definitionHash(base())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the key order of the input objects', () => {
    const reordered: SurveyDefinition = {
      fields: [
        {
          ratingScale: 5,
          ratingVariant: 'emoji',
          label: 'How was it?',
          fieldType: 'RATING',
          fieldId: 'overall',
        },
        ...base().fields.slice(1),
      ],
      surveyType: 'rating',
    };
    expect(definitionHash(reordered)).toBe(definitionHash(base()));
  });

  it('does not confuse ids that contain JSON punctuation', () => {
    const a: SurveyDefinition = {
      surveyType: 'rating',
      fields: [{ fieldId: 'a","TEXT",null,null],["b', fieldType: 'TEXT', label: '' }],
    };
    const b: SurveyDefinition = {
      surveyType: 'rating',
      fields: [
        { fieldId: 'a', fieldType: 'TEXT', label: '' },
        { fieldId: 'b', fieldType: 'TEXT', label: '' },
      ],
    };
    expect(definitionHash(a)).not.toBe(definitionHash(b));
  });

  const structural: Record<string, (d: SurveyDefinition) => void> = {
    'field added': (d) => {
      d.fields.push({ fieldId: 'extra', fieldType: 'TEXT', label: 'More?' });
    },
    'field removed': (d) => {
      d.fields.splice(1, 1);
    },
    'fields reordered': (d) => {
      d.fields.reverse();
    },
    'field id renamed': (d) => {
      field(d, 1).fieldId = 'remarks';
    },
    'fieldType changed (single to multi choice)': (d) => {
      const channel = field(d, 2);
      if (channel.fieldType !== 'SINGLE_CHOICE') throw new Error('fixture');
      d.fields[2] = { ...channel, fieldType: 'MULTI_CHOICE' };
    },
    'ratingVariant changed': (d) => {
      const overall = field(d, 0);
      if (overall.fieldType !== 'RATING') throw new Error('fixture');
      overall.ratingVariant = 'stars';
    },
    'option id changed': (d) => {
      const channel = field(d, 2);
      if (channel.fieldType !== 'SINGLE_CHOICE') throw new Error('fixture');
      const first = channel.options[0];
      if (first === undefined) throw new Error('fixture');
      first.optionId = 'website';
    },
    'options reordered': (d) => {
      const topics = field(d, 3);
      if (topics.fieldType !== 'MULTI_CHOICE') throw new Error('fixture');
      topics.options.reverse();
    },
    'option added': (d) => {
      const topics = field(d, 3);
      if (topics.fieldType !== 'MULTI_CHOICE') throw new Error('fixture');
      topics.options.push({ optionId: 'other', label: 'Other' });
    },
  };
  for (const [name, change] of Object.entries(structural)) {
    it(`changes when ${name}`, () => {
      expect(definitionHash(mutated(change))).not.toBe(definitionHash(base()));
    });
  }

  const cosmetic: Record<string, (d: SurveyDefinition) => void> = {
    'a field label changes': (d) => {
      field(d, 0).label = 'How did we do?';
    },
    'an option label changes': (d) => {
      const channel = field(d, 2);
      if (channel.fieldType !== 'SINGLE_CHOICE') throw new Error('fixture');
      const first = channel.options[0];
      if (first === undefined) throw new Error('fixture');
      first.label = 'Our website';
    },
    'the ratingScale changes': (d) => {
      const overall = field(d, 0);
      if (overall.fieldType !== 'RATING') throw new Error('fixture');
      overall.ratingScale = 3;
    },
    'the surveyType changes': (d) => {
      d.surveyType = 'nps';
    },
  };
  for (const [name, change] of Object.entries(cosmetic)) {
    it(`stays the same when ${name}`, () => {
      const changed = mutated(change);
      expect(changed).not.toEqual(base());
      expect(definitionHash(changed)).toBe(definitionHash(base()));
    });
  }
});
