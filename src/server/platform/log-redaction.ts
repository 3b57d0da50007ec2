/**
 * Query parameters that carry a secret in a URL we log: a webhook's shared token or signature, a
 * link's one-time token or code. The request log keeps the path and the other parameters.
 */
const SECRET_PARAMETER = /([?&](?:token|signature|sig|code|otp|secret|key)=)[^&#\s]*/gi;

export const LOG_HIDDEN = '[hidden]';

export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETER, `$1${LOG_HIDDEN}`) : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL's secrets hidden (its default logs `url` as it came). */
export function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
