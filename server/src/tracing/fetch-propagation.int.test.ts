import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * A traced process's `fetch` calls made while serving a request carry the trace on: the dashboard's
 * calls to the API join the page's trace.
 */

const processScript = fileURLToPath(new URL('../testing/traced-fetch-process.ts', import.meta.url));
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';

async function downstreamTraceparent(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [processScript], {
    env: {
      PATH: process.env.PATH ?? '',
      INCOMING_TRACEPARENT: `00-${TRACE_ID}-b7ad6b7169203331-01`,
      ...env,
    },
    timeout: 30_000,
  });
  const line = stdout.split('\n').find((text) => text.startsWith('downstream traceparent: '));
  return line?.slice('downstream traceparent: '.length) ?? '';
}

describe('fetch while serving a request', () => {
  it('sends traceparent of the request span with tracing on', async () => {
    const traceparent = await downstreamTraceparent({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(traceparent).not.toContain('b7ad6b7169203331');
  });

  it('sends none with tracing off', async () => {
    expect(await downstreamTraceparent({})).toBe('none');
  });
});
