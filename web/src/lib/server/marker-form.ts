import type { ActionFailure } from '@sveltejs/kit';
import { type ActionRefusal, refuseAction } from './action-result.ts';

type MarkerForm =
  | {
      kind: 'create';
      input: {
        surveyId: string;
        date: string;
        label: string;
        description?: string;
        color?: string;
      };
    }
  | {
      kind: 'update';
      input: {
        surveyId: string;
        id: string;
        date: string;
        label: string;
        description: string | null;
        color: string | null;
      };
    }
  | { kind: 'delete'; input: { surveyId: string; id: string } };

type Read = { ok: true; value: MarkerForm } | { ok: false; failure: ActionFailure<ActionRefusal> };

function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The marker forms of the overview as API input. Only presence is checked here; the API checks
 * every rule (date, lengths, colour) and its message reaches the user.
 */
export async function readMarkerForm(
  request: Request,
  action: 'createMarker' | 'updateMarker' | 'deleteMarker',
): Promise<Read> {
  const data = await request.formData();
  const surveyId = field(data, 'surveyId');
  const id = field(data, 'id');
  const missing = (message: string): Read => ({
    ok: false,
    failure: refuseAction(400, action, message),
  });
  if (!surveyId) return missing('The survey is missing; reload the page and try again.');
  if (action === 'deleteMarker') {
    return id
      ? { ok: true, value: { kind: 'delete', input: { surveyId, id } } }
      : missing('Which marker?');
  }
  const date = field(data, 'date');
  const label = field(data, 'label');
  if (!date) return missing('Give the marker a date.');
  if (!label) return missing('Give the marker a label.');
  const description = field(data, 'description');
  const color = field(data, 'color');
  if (action === 'createMarker') {
    return {
      ok: true,
      value: {
        kind: 'create',
        input: {
          surveyId,
          date,
          label,
          ...(description ? { description } : {}),
          ...(color ? { color } : {}),
        },
      },
    };
  }
  if (!id) return missing('Which marker?');
  return {
    ok: true,
    value: {
      kind: 'update',
      input: { surveyId, id, date, label, description: description || null, color: color || null },
    },
  };
}
