// The staff side's calls (docs/product/staff.md; decisions 240 and 241). Every route here declares its access in
// `config.staff`; the guard below runs before each handler and refuses a route that declares none, so a route added
// later without a role check answers 403 to everyone (and staff-roles.test.ts fails until it is given one).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  acceptInvitationBodySchema,
  acceptOptionsSchema,
  auditEntrySchema,
  auditQuerySchema,
  ceremonyOptionsSchema,
  createInvitationBodySchema,
  invitationSchema,
  invitationTokenBodySchema,
  meSchema,
  signInBodySchema,
  staffMemberSchema,
  staffMembersQuerySchema,
} from '@vaxnear/domain/contracts/staff';
import { STAFF_SESSION_MAX_HOURS } from '@vaxnear/domain/staff';
import { AppError } from '../../lib/errors.ts';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import { counterRoutes } from './counter.ts';
import { authorizeAction, type StaffAction, type StaffSession } from '../../modules/staff/staff-authorization.ts';
import { liveSession, signIn, signInOptions, signOut } from '../../modules/staff/staff-sign-in.service.ts';
import {
  acceptInvitation,
  acceptOptions,
  createInvitation,
  listInvitations,
  listStaff,
  me,
  readAuditLog,
  revokeInvitation,
} from '../../modules/staff/staff.service.ts';
import { staffDayListRoutes } from './day-list.ts';
import { staffIntegrationRoutes } from './integrations.ts';
import { staffRegistryRoutes } from './registry.ts';
import { closureRoutes } from './closures.ts';
import { staffWaitingListRoutes } from './waiting-list.ts';
import { listingRequestRoutes } from './listing-requests.ts';

/** Public: no session needed (sign-in, accepting an invitation). Otherwise the action the role must be allowed. */
export type StaffRouteAccess = { public: true } | { action: StaffAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRouteAccess;
  }
  interface FastifyRequest {
    staffSession?: StaffSession;
  }
}

export const STAFF_COOKIE = 'vaxnear_staff';
const COOKIE_PATH = '/api/v1/staff';

/** Secure everywhere but a plain-HTTP local address (development and the end-to-end suite). */
function secureCookie(publicBaseUrl: string): boolean {
  const url = new URL(publicBaseUrl);
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

const signInRequired = () =>
  new AppError(401, { code: 'STAFF_SIGN_IN_REQUIRED', message: 'Sign in with your passkey to continue.' });
const crossSite = () =>
  new AppError(403, {
    code: 'STAFF_CROSS_SITE_REQUEST',
    message: 'This request did not come from the Vaxnear staff pages. Open the staff pages and try again.',
  });

/**
 * A state-changing call must come from our own pages: the browser's Sec-Fetch-Site says same-origin, or (an older
 * browser without it) the Origin is the site's. A request with neither is refused too (decision 240).
 */
function refuseCrossSite(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (fetchSite !== undefined) {
    if (fetchSite !== 'same-origin') throw crossSite();
    if (origin !== undefined && origin !== siteOrigin) throw crossSite();
    return;
  }
  if (origin !== siteOrigin) throw crossSite();
}

export async function staffRoutes(api: FastifyInstance): Promise<void> {
  const siteOrigin = new URL(api.config.publicBaseUrl).origin;
  const secure = secureCookie(api.config.publicBaseUrl);

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.staff;
    if (!access) throw new AppError(403, { code: 'STAFF_FORBIDDEN', message: 'This call has no access rule.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request, siteOrigin);
    if ('public' in access) return;
    const session = await liveSession(api.deps.db, api.deps.clock, request.cookies[STAFF_COOKIE]);
    if (!session) {
      reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH });
      throw signInRequired();
    }
    authorizeAction(session, access.action);
    request.staffSession = session;
  });

  const setSessionCookie = (reply: FastifyReply, sessionId: string) =>
    reply.setCookie(STAFF_COOKIE, sessionId, {
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: COOKIE_PATH,
      maxAge: STAFF_SESSION_MAX_HOURS * 3600,
    });
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });
  // Passkey guesses cost nothing to make: a tighter limit per address on the calls that take one (decision 240).
  const signInLimit = {
    rateLimit: { max: api.config.staffSignInRateLimitMax, timeWindow: '15 minutes', allowList: () => false },
  };

  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  await closureRoutes(api);
  await staffWaitingListRoutes(api);
  await listingRequestRoutes(api);

  routes.post(
    '/staff/sign-in/options',
    {
      config: { staff: { public: true }, ...signInLimit },
      schema: {
        response: { 200: z.object({ data: ceremonyOptionsSchema }) },
        tags,
        summary: 'Start a passkey sign-in',
      },
    },
    async () => ({ data: await signInOptions(api.deps) }),
  );

  routes.post(
    '/staff/sign-in',
    {
      config: { staff: { public: true }, ...signInLimit },
      schema: {
        body: signInBodySchema,
        response: { 200: z.object({ data: meSchema }) },
        tags,
        summary: 'Sign in with a passkey; sets a new session cookie',
      },
    },
    async (request, reply) => {
      const previousSessionId = request.cookies[STAFF_COOKIE];
      const { sessionId } = await signIn(api.deps, {
        challengeId: request.body.challengeId,
        response: request.body.response as unknown as AuthenticationResponseJSON,
        address: clientAddressKey(request),
        ...(previousSessionId ? { previousSessionId } : {}),
      });
      setSessionCookie(reply, sessionId);
      const session = await liveSession(api.deps.db, api.deps.clock, sessionId);
      return { data: await me(api.deps, session!) };
    },
  );

  routes.post(
    '/staff/sign-out',
    {
      config: { staff: { action: 'session.end' } },
      schema: { response: { 204: z.null() }, tags, summary: 'End this session' },
    },
    async (request, reply) => {
      await signOut(api.deps, request.staffSession!, clientAddressKey(request));
      reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/staff/me',
    {
      config: { staff: { action: 'me.read' } },
      schema: { response: { 200: z.object({ data: meSchema }) }, tags, summary: 'Who is signed in, and where' },
    },
    async (request) => ({ data: await me(api.deps, request.staffSession!) }),
  );

  routes.post(
    '/staff/invitations',
    {
      config: { staff: { action: 'invitations.create' } },
      schema: {
        body: createInvitationBodySchema,
        response: { 201: z.object({ data: invitationSchema }) },
        tags,
        summary: 'Invite a person (or invite them again): e-mails a one-use link',
      },
    },
    async (request, reply) => {
      const { invitation } = await createInvitation(api.deps, actorOf(request), request.body);
      return reply.status(201).send({ data: invitation });
    },
  );

  routes.get(
    '/staff/invitations',
    {
      config: { staff: { action: 'invitations.list' } },
      schema: {
        querystring: z.object({ retailer: z.string().min(1).max(100).optional() }),
        response: { 200: z.object({ data: z.array(invitationSchema) }) },
        tags,
        summary: 'Invitations in your scope, newest first',
      },
    },
    async (request) => ({ data: await listInvitations(api.deps, actorOf(request), request.query) }),
  );

  routes.post(
    '/staff/invitations/:id/revoke',
    {
      config: { staff: { action: 'invitations.revoke' } },
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ data: invitationSchema }) },
        tags,
        summary: 'Withdraw an invitation not yet accepted',
      },
    },
    async (request) => ({ data: await revokeInvitation(api.deps, actorOf(request), request.params.id) }),
  );

  routes.post(
    '/staff/invitations/accept/options',
    {
      config: { staff: { public: true }, ...signInLimit },
      schema: {
        body: invitationTokenBodySchema,
        response: { 200: z.object({ data: acceptOptionsSchema }) },
        tags,
        summary: 'Read an invitation link and start making a passkey',
      },
    },
    async (request) => ({ data: await acceptOptions(api.deps, request.body.token) }),
  );

  routes.post(
    '/staff/invitations/accept',
    {
      config: { staff: { public: true }, ...signInLimit },
      schema: {
        body: acceptInvitationBodySchema,
        response: { 200: z.object({ data: meSchema }) },
        tags,
        summary: 'Accept an invitation with a new passkey; signs in',
      },
    },
    async (request, reply) => {
      const { sessionId } = await acceptInvitation(api.deps, {
        token: request.body.token,
        challengeId: request.body.challengeId,
        response: request.body.response as unknown as RegistrationResponseJSON,
        address: clientAddressKey(request),
      });
      setSessionCookie(reply, sessionId);
      const session = await liveSession(api.deps.db, api.deps.clock, sessionId);
      return { data: await me(api.deps, session!) };
    },
  );

  await api.register(staffDayListRoutes);

  routes.get(
    '/staff/members',
    {
      config: { staff: { action: 'staff.list' } },
      schema: {
        querystring: staffMembersQuerySchema,
        response: { 200: z.object({ data: z.array(staffMemberSchema) }) },
        tags,
        summary: 'Staff of a retailer or a location, within your scope',
      },
    },
    async (request) => ({ data: await listStaff(api.deps, actorOf(request), request.query) }),
  );

  routes.get(
    '/staff/audit',
    {
      config: { staff: { action: 'audit.read' } },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: z.object({ data: z.array(auditEntrySchema) }) },
        tags,
        summary: 'The audit log of your scope, newest first (200 at a time)',
      },
    },
    async (request) => ({ data: await readAuditLog(api.deps, actorOf(request), request.query) }),
  );

  await counterRoutes(api);
  await staffIntegrationRoutes(api);
  await staffRegistryRoutes(api);
}
