/**
 * The process's entry. Tracing starts before any of the server's modules load, because OpenTelemetry's
 * hooks must see `http` and `pg` being loaded; without OTEL_EXPORTER_OTLP_ENDPOINT not one OpenTelemetry
 * module is loaded.
 */
// A module (for top-level await), exporting nothing.
export {};

try {
  const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./platform/tracing')).startTracing()
    : undefined;
  const { startServer } = await import('./start-server');
  await startServer({ tracing });
} catch (error) {
  // A refused setting or an unreachable database: its message, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
