import { describe, expect, test } from 'vitest';
import { refuseNonFormBody } from './form-content-type.ts';

function post(contentType: string | undefined): Request {
  return new Request('http://dashboard.test/t/shop?/addTag', {
    method: 'POST',
    body: 'tag=x',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
  });
}

describe('the body of a state-changing request', () => {
  test.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'multipart/form-data; boundary=x',
    'Multipart/Form-Data; boundary=x',
  ])('a form (%s) goes on', (type) => {
    expect(refuseNonFormBody(post(type))).toBeUndefined();
  });

  test('no body type (a bare sign-out post) goes on', () => {
    expect(
      refuseNonFormBody(new Request('http://dashboard.test/auth/logout', { method: 'POST' })),
    ).toBeUndefined();
  });

  test.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['application/json', 'application/json'],
  ])('%s is refused with 415, naming what was sent', async (type, named) => {
    const refusal = refuseNonFormBody(post(type));
    expect(refusal?.status).toBe(415);
    expect(await refusal?.text()).toBe(
      `Send this form as application/x-www-form-urlencoded or multipart/form-data, as the dashboard's pages do (received ${named}).`,
    );
  });
});
