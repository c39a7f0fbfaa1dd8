import { describe, expect, it } from 'vitest';
import { tracingWanted } from './tracing-switch.ts';

describe('tracingWanted', () => {
  it('is off with no OTLP endpoint, whatever other OTEL_* variables say', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'heed', OTEL_TRACES_SAMPLER: 'always_on' })).toBe(
      false,
    );
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://collector:4318' })).toBe(
      false,
    );
  });

  it('is on with the general or the traces endpoint', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(
      tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
    ).toBe(true);
  });

  it('stays off when OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'false' })).toBe(true);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
