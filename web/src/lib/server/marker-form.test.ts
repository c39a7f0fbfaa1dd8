import { describe, expect, test } from 'vitest';
import { readMarkerForm } from './marker-form.ts';

function post(fields: Record<string, string>): Request {
  return new Request('http://dashboard.test/t/shop', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

describe('marker forms', () => {
  test('a new marker: blank description and colour are left out', async () => {
    const read = await readMarkerForm(
      post({
        surveyId: 'checkout',
        date: '2026-11-20',
        label: ' Release 4.2 ',
        description: ' ',
        color: '',
      }),
      'createMarker',
    );
    expect(read).toEqual({
      ok: true,
      value: {
        kind: 'create',
        input: { surveyId: 'checkout', date: '2026-11-20', label: 'Release 4.2' },
      },
    });
  });

  test('a changed marker: blank description and colour clear them (null)', async () => {
    const read = await readMarkerForm(
      post({
        surveyId: 's',
        id: 'm1',
        date: '2026-11-21',
        label: 'Campaign',
        description: '',
        color: '#112233',
      }),
      'updateMarker',
    );
    expect(read).toEqual({
      ok: true,
      value: {
        kind: 'update',
        input: {
          surveyId: 's',
          id: 'm1',
          date: '2026-11-21',
          label: 'Campaign',
          description: null,
          color: '#112233',
        },
      },
    });
  });

  test('a deletion needs the survey and the marker', async () => {
    expect(await readMarkerForm(post({ surveyId: 's', id: 'm1' }), 'deleteMarker')).toEqual({
      ok: true,
      value: { kind: 'delete', input: { surveyId: 's', id: 'm1' } },
    });
    const missing = await readMarkerForm(post({ surveyId: 's' }), 'deleteMarker');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.failure.status).toBe(400);
  });

  test('missing survey, date or label is a 400 saying what to give', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ date: '2026-11-20', label: 'x' }, /survey is missing/],
      [{ surveyId: 's', label: 'x' }, /date/],
      [{ surveyId: 's', date: '2026-11-20', label: '  ' }, /label/],
    ];
    for (const [fields, message] of cases) {
      const read = await readMarkerForm(post(fields), 'createMarker');
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.failure.status).toBe(400);
        expect(read.failure.data.error).toMatch(message);
        expect(read.failure.data.action).toBe('createMarker');
      }
    }
  });
});
