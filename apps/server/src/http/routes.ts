import type { EndpointGroup, EndpointSpec } from '@agrim/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyZodInstance } from './types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue entry the route was registered from; the access guard reads its rule here. */
    endpoint?: EndpointSpec;
  }
}

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a catalogue entry, so the zod type provider types the handler from it. */
export interface SchemaOf<E extends EndpointSpec> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['response'];
}

export type Handler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Route options beyond the entry's contract: a body limit, an extra check before the handler. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'attachValidation'>;

export type HandlerEntry<E extends EndpointSpec> = Handler<E> | { options: RouteExtras; handler: Handler<E> };

/** One handler for every entry of a group: the compiler refuses a group with an endpoint left unhandled. */
export type Handlers<G extends EndpointGroup> = { [K in keyof G]: HandlerEntry<G[K]> };

/** The schema Fastify validates with and the OpenAPI document is made from. */
function fastifySchema(e: EndpointSpec): FastifySchema & Record<string, unknown> {
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.description === undefined ? {} : { description: e.description }),
    ...(e.consumes ? { consumes: [...e.consumes] } : {}),
    ...(e.produces ? { produces: [...e.produces] } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: { ...e.response },
  };
}

/** Registers every endpoint of a catalogue group with its handler, in the catalogue's order. */
export function registerRoutes<G extends EndpointGroup>(app: FastifyZodInstance, group: G, handlers: Handlers<G>): void {
  for (const name of Object.keys(group) as Array<keyof G & string>) {
    const e = group[name]!;
    const entry = handlers[name] as HandlerEntry<EndpointSpec>;
    const { handler, options } = typeof entry === 'function' ? { handler: entry, options: {} } : entry;
    app.route({
      method: e.method,
      url: e.path,
      schema: fastifySchema(e),
      config: { endpoint: e },
      ...options,
      handler: handler as RouteHandlerMethod,
    });
  }
}
