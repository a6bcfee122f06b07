import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { calls, type CallAuth, type CallName, type CallSpec } from '@clinic/shared/contract';
import { CALL_PERMISSIONS, type ProtectedCallName } from '@clinic/shared/contract/call-permissions';
import type { ApiContext } from '../context';
import { requireAdmin } from '../features/admin/guard';
import { requireDoctor } from '../features/doctors/guard';
import { requirePermission, requireRole } from './auth';
import { underApi } from './route-path';

type Call<N extends CallName> = (typeof calls)[N];

/**
 * A GET's request is its query string, a POST's its JSON body, a path with `:name` parts its path
 * parameters; a multipart call reads its own body.
 */
type RequestSchema<N extends CallName> =
  Call<N> extends { multipart: true }
    ? unknown
    : Call<N> extends { request: infer R extends z.ZodType }
      ? Call<N>['path'] extends `${string}/:${string}`
        ? { params: R }
        : Call<N>['method'] extends 'GET'
          ? { querystring: R }
          : { body: R }
      : unknown;

/** The route's schema as Fastify sees it, so the type provider types `request` and the answer from it. */
export type ContractSchema<N extends CallName, S extends SuccessStatus, E extends OtherResponses> = RequestSchema<N> & {
  response: { [K in S]: Call<N>['response'] } & E;
};

type SuccessStatus = 200 | 201;
type OtherResponses = Record<number, z.ZodType>;
/** No responses beside the success one. */
type NoOtherResponses = Record<never, z.ZodType>;

/** A route guard: an `onRequest` hook, so it runs before any body (an upload) is read. */
export type Guard = ReturnType<typeof requireRole>;

export type ContractHandler<
  N extends CallName,
  S extends SuccessStatus = 200,
  E extends OtherResponses = NoOtherResponses,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<N, S, E>,
  ZodTypeProvider
>;

export interface ContractRoute<N extends CallName, S extends SuccessStatus, E extends OtherResponses> {
  handler: ContractHandler<N, S, E>;
  /** The success status, 200 unless the call creates something; the route answers with it (the handler need not set it). */
  status?: S;
  /** Rate limits and the like. */
  config?: FastifyContextConfig;
  /** Instead of the guard the call's `auth` names, where a route checks its caller differently. */
  guard?: Guard;
  /** Answers other than the success and the envelope's refusals that the route describes (health's 503). */
  otherResponses?: E;
}

/** The guard each sign-in's token gets (spec section 7): the role, and for staff that the account still holds it. */
export function guardFor(ctx: ApiContext, auth: CallAuth): Guard | undefined {
  switch (auth) {
    case 'none':
      return undefined;
    case 'token':
      return requireRole(ctx.tokens, 'patient');
    case 'atoken':
      return requireAdmin(ctx);
    case 'dtoken':
      return requireDoctor(ctx);
  }
}

/**
 * The one guard of a call (decision 55): its sign-in's token (or the route's own check of it), then the
 * permission its contract entry names, which the account's role must hold. Ownership stays with the
 * services, which act in the caller's scope.
 */
function guardsOf(ctx: ApiContext, name: CallName, call: CallSpec, own: Guard | undefined): Guard[] {
  if (call.auth === 'none') return own ? [own] : [];
  return [own ?? guardFor(ctx, call.auth)!, requirePermission(CALL_PERMISSIONS[name as ProtectedCallName])];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call the route answers, so a hook (the audit log's) can tell which call it is. */
    call?: CallName;
  }
}

const requestPart = (call: CallSpec) => (call.path.includes('/:') ? 'params' : call.method === 'GET' ? 'querystring' : 'body');

/**
 * Declares the route of a contract call from its entry in `calls`: method, path under `/api`, the request
 * schema (query string or body; not for multipart calls, which read their own), the success answer's
 * schema under `status`, and the guard its `auth` names. The handler is typed from the same entry.
 */
export function contractRoute<N extends CallName, S extends SuccessStatus = 200, E extends OtherResponses = NoOtherResponses>(
  app: FastifyInstance,
  ctx: ApiContext,
  name: N,
  route: ContractRoute<N, S, E>,
) {
  const call: CallSpec = calls[name];
  const status = route.status ?? 200;
  const schema: FastifySchema = {
    ...(call.request && !call.multipart && { [requestPart(call)]: call.request }),
    response: { [status]: call.response, ...route.otherResponses },
  };
  const handler = route.handler as RouteHandlerMethod;
  const guards = guardsOf(ctx, name, call, route.guard);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: underApi(call.path),
    ...(guards.length > 0 && { onRequest: guards }),
    schema,
    config: { ...route.config, call: name },
    handler:
      status === 200
        ? handler
        : function (request, reply) {
            reply.code(status);
            return handler.call(this, request, reply);
          },
  });
}
