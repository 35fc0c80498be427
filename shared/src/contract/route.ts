import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call between a widget and the server. The server registers its handler
 * under `name` and validates with the same schemas the widgets use, so a field
 * renamed here breaks both sides at type-check time.
 *
 * `path` may hold `:param` segments; `params` describes them.
 * `query` describes the search params of a GET, `body` the JSON body of other methods.
 */
export interface RouteDef<
  TParams extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  name: string;
  method: HttpMethod;
  path: string;
  /**
   * 'public' needs no session; 'session' any logged-in user; 'staff' staff or admin; 'customer' a
   * customer's own account (staff and admin get 403 "a shop account cannot edit personal info");
   * 'admin' the admin role only (AT-X2: staff users and Purge All, docs/admin-tools.md).
   */
  auth: 'public' | 'session' | 'staff' | 'customer' | 'admin';
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
}

export function defineRoute<
  TParams extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
>(def: RouteDef<TParams, TQuery, TBody, TResponse>): RouteDef<TParams, TQuery, TBody, TResponse> {
  return def;
}

type Out<T> = T extends v.GenericSchema ? v.InferOutput<T> : undefined;
type In<T> = T extends v.GenericSchema ? v.InferInput<T> : undefined;

// `any` stands for "whatever schemas this route has": `unknown` breaks the schema constraints.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** Any contract route, for functions that take one whatever its schemas. */
export type AnyRoute = RouteDef<any, any, any, any>;

export type RouteParams<R> = R extends RouteDef<infer P, any, any, any> ? In<P> : never;
export type RouteQuery<R> = R extends RouteDef<any, infer Q, any, any> ? In<Q> : never;
export type RouteBody<R> = R extends RouteDef<any, any, infer B, any> ? In<B> : never;
export type RouteResponse<R> = R extends RouteDef<any, any, any, infer S> ? Out<S> : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

// `{} extends T` is the test for "every field optional"; the empty object type is the point here.
/* eslint-disable @typescript-eslint/no-empty-object-type */
/** A part the caller may leave out: the route has no schema for it, or every field of it is optional. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a caller passes for a route: path params, search params and JSON body, each typed by its schema. */
export type RouteInput<R> = InputPart<'params', RouteParams<R>> & InputPart<'query', RouteQuery<R>> & InputPart<'body', RouteBody<R>>;

/** True when a caller can call the route with no input at all. */
export type RouteInputOptional<R> = {} extends RouteInput<R> ? true : false;
/* eslint-enable @typescript-eslint/no-empty-object-type */

/** Fills `:name` segments of a route path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The spec's 400 body: field -> list of messages, nested objects for grouped
 * forms (customer_data, pickup_address, buyout_device), non_field_errors for the rest.
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors };
export const FieldErrorsSchema: v.GenericSchema<FieldErrors> = v.record(
  v.string(),
  v.union([v.array(v.string()), v.lazy(() => FieldErrorsSchema)]),
);

/** Body of non-400 errors (401, 403, 404, 409, 429). */
export const ErrorBodySchema = v.object({ detail: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
