import { describe, expect, it } from 'vitest';
import { samplerFromEnv, TracingConfigError } from './trace-sampler.ts';

describe('samplerFromEnv', () => {
  it('follows the parent, sampling every root trace, when unset', () => {
    expect(samplerFromEnv({}).toString()).toBe(
      'ParentBased{root=AlwaysOnSampler, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}',
    );
  });

  it('builds each sampler the OpenTelemetry specification names, with its ratio', () => {
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_off' }).toString()).toBe(
      'AlwaysOffSampler',
    );
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_on' }).toString()).toBe('AlwaysOnSampler');
    expect(
      samplerFromEnv({
        OTEL_TRACES_SAMPLER: 'traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).toString(),
    ).toBe('TraceIdRatioBased{0.25}');
    expect(
      samplerFromEnv({
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      }).toString(),
    ).toMatch(/^ParentBased\{root=TraceIdRatioBased\{0.1\},/);
  });

  it('refuses an unknown sampler or a ratio outside 0..1, naming the variable', () => {
    expect(() => samplerFromEnv({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(
      TracingConfigError,
    );
    expect(() =>
      samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '1.5' }),
    ).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() =>
      samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: 'half' }),
    ).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
