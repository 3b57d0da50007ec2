import FastifyOtelInstrumentation from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Probes and scrapes every few seconds: spans of them would bury the requests people make. */
const untracedPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * OpenTelemetry traces over OTLP: each request's span (http), its route and hooks (Fastify) and its SQL
 * statements (pg; PGlite runs in-process and has none). server.ts starts this before the app's modules load.
 * Where the spans go and how is OpenTelemetry's own configuration: OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf unless set), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER.
 * Returns the flush-and-stop the server calls last when it closes, and the ids each log line carries.
 */
export function startTracing(): Tracing {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'chamak',
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untracedPaths.has((request.url ?? '').split('?')[0]!),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: isUntraced }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return { stop: () => sdk.shutdown(), logIds: currentTraceIds };
}

export interface Tracing {
  stop: () => Promise<void>;
  /** pino's mixin: the trace and span a log line was written in, so a log line leads to its trace. */
  logIds: () => Record<string, string>;
}

function currentTraceIds(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

function isUntraced(route: { url: string }) {
  return untracedPaths.has(route.url);
}
