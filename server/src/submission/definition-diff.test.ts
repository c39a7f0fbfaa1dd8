import { createHash } from 'node:crypto';
import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { describe, expect, it } from 'vitest';
import { type DefinitionChange, diffDefinitions } from './definition-diff.ts';
import { definitionHash } from './definition-hash.ts';

function ref(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

function text(fieldId: string, label = 'Label'): FieldDefinition {
  return { fieldId, fieldType: 'TEXT', label };
}

function rating(
  fieldId: string,
  ratingVariant: 'emoji' | 'stars' | 'nps' = 'emoji',
  ratingScale = 5,
) {
  return { fieldId, fieldType: 'RATING', label: 'Rate', ratingVariant, ratingScale } as const;
}

function single(fieldId: string, optionIds: string[], labels: string[] = []): FieldDefinition {
  return {
    fieldId,
    fieldType: 'SINGLE_CHOICE',
    label: 'Pick one',
    options: optionIds.map((optionId, i) => ({ optionId, label: labels[i] ?? optionId })),
  };
}

function multi(fieldId: string, optionIds: string[]): FieldDefinition {
  return {
    fieldId,
    fieldType: 'MULTI_CHOICE',
    label: 'Pick any',
    options: optionIds.map((optionId) => ({ optionId, label: optionId })),
  };
}

function def(...fields: FieldDefinition[]): SurveyDefinition {
  return { surveyType: 'rating', fields };
}

function ids(...fieldIds: string[]): SurveyDefinition {
  return def(...fieldIds.map((id) => text(id)));
}

const STORED = def(
  rating('overall'),
  text('comment'),
  single('channel', ['web', 'friend']),
  multi('topics', ['price', 'speed']),
);

describe('diffDefinitions: conflict matrix', () => {
  const cases: Array<[string, SurveyDefinition, DefinitionChange[]]> = [
    [
      'field added',
      def(...STORED.fields, text('extra')),
      [{ change: 'added', fieldId: 'extra', position: 4, fieldType: 'TEXT' }],
    ],
    [
      'field removed',
      def(
        rating('overall'),
        single('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
      [{ change: 'removed', fieldId: 'comment', position: 1, fieldType: 'TEXT' }],
    ],
    [
      'field moved',
      def(
        text('comment'),
        rating('overall'),
        single('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
      [{ change: 'moved', fieldId: 'overall', from: 0, to: 1 }],
    ],
    [
      'fieldType changed',
      def(
        rating('overall'),
        text('comment'),
        multi('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
      [
        {
          change: 'changed',
          fieldId: 'channel',
          attribute: 'fieldType',
          before: 'SINGLE_CHOICE',
          after: 'MULTI_CHOICE',
        },
      ],
    ],
    [
      'ratingVariant changed',
      def(
        rating('overall', 'stars'),
        text('comment'),
        single('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
      [
        {
          change: 'changed',
          fieldId: 'overall',
          attribute: 'ratingVariant',
          before: 'emoji',
          after: 'stars',
        },
      ],
    ],
    [
      'option id changed',
      def(
        rating('overall'),
        text('comment'),
        single('channel', ['website', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
      [
        {
          change: 'changed',
          fieldId: 'channel',
          attribute: 'optionIds',
          before: ['web', 'friend'],
          after: ['website', 'friend'],
        },
      ],
    ],
    [
      'options reordered',
      def(
        rating('overall'),
        text('comment'),
        single('channel', ['web', 'friend']),
        multi('topics', ['speed', 'price']),
      ),
      [
        {
          change: 'changed',
          fieldId: 'topics',
          attribute: 'optionIds',
          before: ['price', 'speed'],
          after: ['speed', 'price'],
        },
      ],
    ],
  ];

  for (const [name, submitted, expected] of cases) {
    it(`reports a conflict when ${name}`, () => {
      const result = diffDefinitions(STORED, submitted);
      expect(result).toEqual({
        diff: { changes: expected },
        diffRedacted: false,
        structuralChange: true,
      });
      expect(definitionHash(submitted)).not.toBe(definitionHash(STORED));
    });
  }

  const cosmetic: Array<[string, SurveyDefinition]> = [
    [
      'a label changes',
      def(
        { ...rating('overall'), label: 'New question text' },
        text('comment', 'Other label'),
        single('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
    ],
    [
      'an option label changes',
      def(
        rating('overall'),
        text('comment'),
        single('channel', ['web', 'friend'], ['Our website', 'A good friend']),
        multi('topics', ['price', 'speed']),
      ),
    ],
    [
      'the ratingScale changes',
      def(
        rating('overall', 'emoji', 3),
        text('comment'),
        single('channel', ['web', 'friend']),
        multi('topics', ['price', 'speed']),
      ),
    ],
    ['the surveyType changes', { ...STORED, surveyType: 'feedback' }],
  ];
  for (const [name, submitted] of cosmetic) {
    it(`reports no change and keeps the hash when ${name}`, () => {
      expect(submitted).not.toEqual(STORED);
      expect(diffDefinitions(STORED, submitted)).toEqual({
        diff: { changes: [] },
        diffRedacted: false,
        structuralChange: false,
      });
      expect(definitionHash(submitted)).toBe(definitionHash(STORED));
    });
  }

  it('reports no change for an identical definition', () => {
    expect(diffDefinitions(STORED, structuredClone(STORED)).structuralChange).toBe(false);
  });

  it('reports every differing attribute of a field whose type changed', () => {
    const result = diffDefinitions(def(rating('f')), def(single('f', ['a', 'b'])));
    expect(result.diff.changes).toEqual([
      {
        change: 'changed',
        fieldId: 'f',
        attribute: 'fieldType',
        before: 'RATING',
        after: 'SINGLE_CHOICE',
      },
      { change: 'changed', fieldId: 'f', attribute: 'ratingVariant', before: 'emoji', after: null },
      { change: 'changed', fieldId: 'f', attribute: 'optionIds', before: null, after: ['a', 'b'] },
    ]);
  });

  it('orders a combined diff as removed, added, moved, changed', () => {
    const result = diffDefinitions(
      def(text('a'), text('b'), rating('c'), text('d')),
      def(text('x'), rating('c', 'nps', 10), text('a'), text('b')),
    );
    expect(result.diff.changes).toEqual([
      { change: 'removed', fieldId: 'd', position: 3, fieldType: 'TEXT' },
      { change: 'added', fieldId: 'x', position: 0, fieldType: 'TEXT' },
      { change: 'moved', fieldId: 'c', from: 2, to: 1 },
      {
        change: 'changed',
        fieldId: 'c',
        attribute: 'ratingVariant',
        before: 'emoji',
        after: 'nps',
      },
    ]);
  });
});

describe('diffDefinitions: move detection', () => {
  function moves(stored: SurveyDefinition, submitted: SurveyDefinition) {
    return diffDefinitions(stored, submitted).diff.changes.filter((c) => c.change === 'moved');
  }

  it('does not count a shift caused by an addition as a move', () => {
    const result = diffDefinitions(ids('a', 'b', 'c'), ids('new', 'a', 'b', 'c'));
    expect(result.diff.changes).toEqual([
      { change: 'added', fieldId: 'new', position: 0, fieldType: 'TEXT' },
    ]);
  });

  it('does not count a shift caused by a removal as a move', () => {
    const result = diffDefinitions(ids('a', 'b', 'c'), ids('b', 'c'));
    expect(result.diff.changes).toEqual([
      { change: 'removed', fieldId: 'a', position: 0, fieldType: 'TEXT' },
    ]);
  });

  it('reports one move for a swap of two neighbours', () => {
    expect(moves(ids('a', 'b', 'c'), ids('b', 'a', 'c'))).toEqual([
      { change: 'moved', fieldId: 'a', from: 0, to: 1 },
    ]);
  });

  it('reports only the moved field when the last field moves to the front', () => {
    expect(moves(ids('a', 'b', 'c', 'd'), ids('d', 'a', 'b', 'c'))).toEqual([
      { change: 'moved', fieldId: 'd', from: 3, to: 0 },
    ]);
  });

  it('reports only the moved field when the first field moves to the end', () => {
    expect(moves(ids('a', 'b', 'c', 'd'), ids('b', 'c', 'd', 'a'))).toEqual([
      { change: 'moved', fieldId: 'a', from: 0, to: 3 },
    ]);
  });

  it('reports n-1 moves for a full reversal', () => {
    expect(moves(ids('a', 'b', 'c'), ids('c', 'b', 'a'))).toHaveLength(2);
  });

  it('reports a move among additions and removals with positions in each definition', () => {
    expect(diffDefinitions(ids('a', 'b', 'c', 'd'), ids('x', 'c', 'b', 'd')).diff.changes).toEqual([
      { change: 'removed', fieldId: 'a', position: 0, fieldType: 'TEXT' },
      { change: 'added', fieldId: 'x', position: 0, fieldType: 'TEXT' },
      { change: 'moved', fieldId: 'b', from: 1, to: 2 },
    ]);
  });

  it('handles a repeated field id by occurrence', () => {
    expect(diffDefinitions(ids('a', 'a', 'b'), ids('a', 'b')).diff.changes).toEqual([
      { change: 'removed', fieldId: 'a', position: 1, fieldType: 'TEXT' },
    ]);
    expect(diffDefinitions(ids('a', 'b'), ids('a', 'b', 'a')).diff.changes).toEqual([
      { change: 'added', fieldId: 'a', position: 2, fieldType: 'TEXT' },
    ]);
  });
});

describe('diffDefinitions: redaction of personal data', () => {
  const PII: Record<string, string> = {
    email: 'ola.nordmann@firma.no',
    phone: '+47 912 34 567',
    'national id': 'answer_01017012345',
    card: '4111 1111 1111 1111',
    'account number': '1234.56.78903',
  };

  for (const [kind, pii] of Object.entries(PII)) {
    it(`pseudonymises a field id that is a ${kind} in every kind of change`, () => {
      const added = diffDefinitions(ids('a'), ids('a', pii));
      expect(added.diff.changes).toEqual([
        { change: 'added', fieldId: ref(pii), position: 1, fieldType: 'TEXT' },
      ]);
      expect(added.diffRedacted).toBe(true);

      const removed = diffDefinitions(ids(pii, 'a'), ids('a'));
      expect(removed.diff.changes).toEqual([
        { change: 'removed', fieldId: ref(pii), position: 0, fieldType: 'TEXT' },
      ]);
      expect(removed.diffRedacted).toBe(true);

      const moved = diffDefinitions(ids(pii, 'a'), ids('a', pii));
      expect(moved.diff.changes).toEqual([{ change: 'moved', fieldId: ref(pii), from: 0, to: 1 }]);
      expect(moved.diffRedacted).toBe(true);

      const changed = diffDefinitions(def(rating(pii)), def(rating(pii, 'stars')));
      expect(changed.diff.changes).toEqual([
        {
          change: 'changed',
          fieldId: ref(pii),
          attribute: 'ratingVariant',
          before: 'emoji',
          after: 'stars',
        },
      ]);
      expect(changed.diffRedacted).toBe(true);

      expect(JSON.stringify([added, removed, moved, changed])).not.toContain(pii);
    });

    it(`pseudonymises an option id that is a ${kind}, leaving ordinary ids readable`, () => {
      const result = diffDefinitions(
        def(single('contact', ['no', pii])),
        def(single('contact', [pii, 'no'])),
      );
      expect(result).toEqual({
        diff: {
          changes: [
            {
              change: 'changed',
              fieldId: 'contact',
              attribute: 'optionIds',
              before: ['no', ref(pii)],
              after: [ref(pii), 'no'],
            },
          ],
        },
        diffRedacted: true,
        structuralChange: true,
      });
    });
  }

  it('does not set diffRedacted when personal data appears only in unchanged fields', () => {
    const result = diffDefinitions(ids('ola@firma.no', 'a'), ids('ola@firma.no', 'a', 'b'));
    expect(result.diff.changes).toEqual([
      { change: 'added', fieldId: 'b', position: 2, fieldType: 'TEXT' },
    ]);
    expect(result.diffRedacted).toBe(false);
  });

  it('leaves ordinary ids readable and diffRedacted false', () => {
    const result = diffDefinitions(ids('q1', 'field-2'), ids('field-2', 'nps_2024'));
    expect(result.diffRedacted).toBe(false);
    expect(result.diff.changes).toEqual([
      { change: 'removed', fieldId: 'q1', position: 0, fieldType: 'TEXT' },
      { change: 'added', fieldId: 'nps_2024', position: 1, fieldType: 'TEXT' },
    ]);
  });
});

describe('diffDefinitions agrees with definitionHash', () => {
  /** Small deterministic pseudo-random generator (mulberry32). */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function randomDefinition(next: () => number): SurveyDefinition {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const count = 1 + Math.floor(next() * 5);
    const fields: FieldDefinition[] = [];
    for (let i = 0; i < count; i++) {
      const fieldId = pick(['a', 'b', 'c', 'd', 'e']);
      const kind = pick(['RATING', 'TEXT', 'SINGLE_CHOICE', 'MULTI_CHOICE'] as const);
      const optionIds = [pick(['x', 'y']), pick(['y', 'z'])];
      if (kind === 'RATING')
        fields.push(rating(fieldId, pick(['emoji', 'stars'] as const), pick([3, 5])));
      else if (kind === 'TEXT') fields.push(text(fieldId, pick(['L1', 'L2'])));
      else if (kind === 'SINGLE_CHOICE') fields.push(single(fieldId, optionIds));
      else fields.push(multi(fieldId, optionIds));
    }
    return def(...fields);
  }

  it('reports a structural change exactly when the hashes differ (2000 random pairs)', () => {
    const next = random(20241122);
    let differing = 0;
    for (let i = 0; i < 2000; i++) {
      const stored = randomDefinition(next);
      const submitted = next() < 0.3 ? structuredClone(stored) : randomDefinition(next);
      const hashDiffers = definitionHash(stored) !== definitionHash(submitted);
      if (hashDiffers) differing++;
      expect(diffDefinitions(stored, submitted).structuralChange).toBe(hashDiffers);
    }
    expect(differing).toBeGreaterThan(100);
    expect(differing).toBeLessThan(2000);
  });
});
