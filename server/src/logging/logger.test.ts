import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function collector(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(line);
    },
  };
}

function parsedLines(lines: string[]): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('createLogger output', () => {
  it('writes one JSON object per line with the message and level', () => {
    const sink = collector();
    const logger = createLogger('info', sink);
    logger.info({ requestId: 'r-1' }, 'hello');

    expect(sink.lines).toHaveLength(1);
    const line = sink.lines[0] ?? '';
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      name: 'heed',
      level: 'info',
      msg: 'hello',
      requestId: 'r-1',
    });
  });

  it('keeps a multi-line message on one line', () => {
    const sink = collector();
    createLogger('info', sink).info('first\nsecond');
    expect(sink.lines).toHaveLength(1);
    expect((sink.lines[0] ?? '').trimEnd()).not.toContain('\n');
  });
});

describe('createLogger levels', () => {
  it('drops messages below the configured level', () => {
    const sink = collector();
    const logger = createLogger('warn', sink);
    logger.debug('debug');
    logger.info('info');
    logger.warn('warn');
    logger.error('error');
    expect(parsedLines(sink.lines).map((line) => line.msg)).toEqual(['warn', 'error']);
    expect(parsedLines(sink.lines).map((line) => line.level)).toEqual(['warn', 'error']);
  });

  it('writes debug at level debug', () => {
    const sink = collector();
    const logger = createLogger('debug', sink);
    logger.trace('trace');
    logger.debug('debug');
    expect(parsedLines(sink.lines).map((line) => line.msg)).toEqual(['debug']);
  });

  it('writes nothing at level silent', () => {
    const sink = collector();
    const logger = createLogger('silent', sink);
    logger.fatal('fatal');
    logger.error('error');
    expect(sink.lines).toEqual([]);
  });
});

describe('createLogger redaction', () => {
  it('never writes authorization, x-api-key or cookie request headers', () => {
    const sink = collector();
    const logger = createLogger('info', sink);
    logger.info(
      {
        req: {
          method: 'POST',
          headers: {
            authorization: 'Bearer abc',
            'x-api-key': 'heed_pk_live_x',
            cookie: 'sid=1',
            'content-type': 'application/json',
          },
        },
      },
      'request',
    );

    const line = sink.lines.join('');
    expect(line).not.toContain('Bearer abc');
    expect(line).not.toContain('heed_pk_live_x');
    expect(line).not.toContain('sid=1');
    const [entry] = parsedLines(sink.lines);
    expect(entry).toBeDefined();
    const headers = (entry?.req as { headers: Record<string, unknown> } | undefined)?.headers ?? {};
    expect(headers.authorization).not.toBe('Bearer abc');
    expect(headers['x-api-key']).not.toBe('heed_pk_live_x');
    expect(headers.cookie).not.toBe('sid=1');
    expect(headers['content-type']).toBe('application/json');
  });

  it('never writes token or apiKey fields', () => {
    const sink = collector();
    const logger = createLogger('info', sink);
    logger.info({ token: 't', apiKey: 'k' }, 'credentials');
    logger.info(
      { token: 'tok-7c1e-unique-value', apiKey: 'heed_sk_live_unique-value-99' },
      'credentials',
    );

    const entries = parsedLines(sink.lines);
    expect(entries[0]?.token).not.toBe('t');
    expect(entries[0]?.apiKey).not.toBe('k');
    const text = sink.lines.join('');
    expect(text).not.toContain('tok-7c1e-unique-value');
    expect(text).not.toContain('heed_sk_live_unique-value-99');
  });

  it('never writes top-level headers, authorization or key values', () => {
    const sink = collector();
    const logger = createLogger('info', sink);
    logger.info(
      {
        headers: { authorization: 'Bearer top-level-abc', 'x-api-key': 'heed_pk_live_top' },
        authorization: 'Bearer bare-abc',
        key: 'heed_sk_live_bare',
      },
      'misc',
    );
    const text = sink.lines.join('');
    for (const secret of ['top-level-abc', 'heed_pk_live_top', 'bare-abc', 'heed_sk_live_bare']) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts in child loggers too', () => {
    const sink = collector();
    const child = createLogger('info', sink).child({ component: 'test' });
    child.info({ token: 'child-token-value' }, 'child');
    expect(sink.lines.join('')).not.toContain('child-token-value');
  });
});
