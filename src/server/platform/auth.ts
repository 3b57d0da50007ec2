import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/api';
import { isStaffRole } from '../../shared/domain/permissions';
import { downloadLinkExpired } from '../../shared/schemas/download-links';
import { secondFactorTexts } from '../../shared/schemas/second-factor';
import { serverMessages } from '../../shared/texts';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  /**
   * A staff member's cities (docs/decisions/051-cities.md): they see only those cities' bookings. Undefined:
   * every city (the owner, staff without cities, customers and cleaners, whose own rules apply).
   */
  cityIds?: string[];
}

interface TokenClaims {
  sub: string;
  role: Role;
  tv: number;
}

/** What the guard needs from the users store: the account behind a token, with its current token version. */
export type LoadAuthAccount = (id: string) => Promise<
  | (Omit<AuthUser, 'cityIds'> & {
      tokenVersion: number;
      isActive: boolean;
      mustChangePassword: boolean;
      /** A confirmed second factor (TOTP). */
      hasSecondFactor: boolean;
      /** A staff member's cities (json from the driver: parsed or text); null: none. */
      cityIds?: string[] | string | null;
    })
  | null
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to an account signed in with a temporary password that has not chosen its own
     * yet (change-password and sign-out); every other route answers 403 PASSWORD_CHANGE_REQUIRED.
     */
    allowTemporaryPassword?: boolean;
    /**
     * The route stays open to a staff account that must set up its second factor first
     * (STAFF_SECOND_FACTOR=required, docs/decisions/039-second-factor.md); every other route answers 403
     * SECOND_FACTOR_SETUP_REQUIRED.
     */
    allowSecondFactorSetup?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    signToken: (account: { id: string; role: Role; tokenVersion: number }) => string;
  }
}

/** The signed-in account of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(serverMessages.authRequired, 'AUTH_REQUIRED');
  return request.auth;
}

async function authPlugin(
  app: FastifyInstance,
  opts: {
    secret: string;
    expiresIn: string;
    loadAccount: LoadAuthAccount;
    /** STAFF_SECOND_FACTOR=required: staff accounts without a second factor reach only its setup. */
    staffSecondFactorRequired?: boolean;
    /** A one-time download link's account (modules/download-links), used up by the call; null when it is not valid. */
    consumeDownloadLink?: (
      token: string,
      url: string,
    ) => Promise<{ userId: string; tokenVersion: number } | null>;
  },
) {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
  app.decorateRequest('auth', null);

  app.decorate('signToken', (account: { id: string; role: Role; tokenVersion: number }) =>
    app.jwt.sign({ sub: account.id, role: account.role, tv: account.tokenVersion } satisfies TokenClaims),
  );

  /** A file opened by its one-time link (`?link=`) instead of a session header: the link's account. */
  async function downloadLinkClaims(request: FastifyRequest): Promise<Pick<TokenClaims, 'sub' | 'tv'>> {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.link;
    if (!request.routeOptions.config.downloadLink || !opts.consumeDownloadLink || typeof token !== 'string')
      throw unauthorized(serverMessages.authRequired, 'AUTH_REQUIRED');
    const link = await opts.consumeDownloadLink(token, request.url);
    if (!link) throw unauthorized(downloadLinkExpired, 'TOKEN_INVALID');
    // The route's own query schema never sees the link.
    delete query!.link;
    return { sub: link.userId, tv: link.tokenVersion };
  }

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    // Signed in already (the access guard ran, platform/access.ts): the account is not loaded twice.
    if (request.auth) return;
    const header = request.headers.authorization;
    let claims: Pick<TokenClaims, 'sub' | 'tv'>;
    if (header?.startsWith('Bearer ')) {
      try {
        claims = app.jwt.verify<TokenClaims>(header.slice(7));
      } catch {
        throw unauthorized(serverMessages.tokenRevoked, 'TOKEN_INVALID');
      }
    } else claims = await downloadLinkClaims(request);
    const account = typeof claims.sub === 'string' ? await opts.loadAccount(claims.sub) : null;
    if (!account || !account.isActive || account.tokenVersion !== claims.tv) {
      throw unauthorized(serverMessages.tokenRevoked, 'TOKEN_REVOKED');
    }
    // Read in the same statement as the token version: the restriction costs no extra query.
    if (account.mustChangePassword && !request.routeOptions.config.allowTemporaryPassword) {
      throw forbidden(serverMessages.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
    }
    // Read in the same statement too: the state, not the token, decides, so confirming opens everything at once.
    if (
      opts.staffSecondFactorRequired &&
      isStaffRole(account.role) &&
      !account.hasSecondFactor &&
      !request.routeOptions.config.allowSecondFactorSetup
    ) {
      throw forbidden(secondFactorTexts.setupRequired, 'SECOND_FACTOR_SETUP_REQUIRED');
    }
    const cityIds =
      typeof account.cityIds === 'string' ? (JSON.parse(account.cityIds) as string[]) : account.cityIds;
    request.auth = {
      id: account.id,
      role: account.role,
      name: account.name,
      email: account.email,
      ...(isStaffRole(account.role) && cityIds?.length ? { cityIds } : {}),
    };
  };
  app.decorate('authenticate', authenticate);
}

export const registerAuth = fp(authPlugin, { name: 'chamak-auth' });
