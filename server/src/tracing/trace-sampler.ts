import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace';

type Environment = Record<string, string | undefined>;

/** A sampler name or ratio Heed cannot use; the start stops with this message. */
export class TracingConfigError extends Error {}

function ratioOf(env: Environment): number {
  const text = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  if (!text) return 1;
  const ratio = Number(text);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
    throw new TracingConfigError(
      `OTEL_TRACES_SAMPLER_ARG must be a ratio between 0 and 1, got "${text}".`,
    );
  }
  return ratio;
}

/**
 * The sampler named by `OTEL_TRACES_SAMPLER` (and `OTEL_TRACES_SAMPLER_ARG` for the ratio ones),
 * as the OpenTelemetry specification defines them; unset, `parentbased_always_on`.
 */
export function samplerFromEnv(env: Environment): Sampler {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on';
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratioOf(env));
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratioOf(env)) });
    default:
      throw new TracingConfigError(
        `OTEL_TRACES_SAMPLER "${name}" is not supported: use always_on, always_off, traceidratio, ` +
          'parentbased_always_on, parentbased_always_off or parentbased_traceidratio.',
      );
  }
}
