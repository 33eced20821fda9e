import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { PROBLEM_CONTENT_TYPE, problem, type Problem } from '../contract/problem.ts';
import { ProblemError } from './problem-error.ts';

/** An error answer is about this request only: never stored by a cache in between. */
export function problemResponse(c: Context, body: Problem, headers: Record<string, string> = {}): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Content-Type', PROBLEM_CONTENT_TYPE);
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify(body), body.status as 400);
}

export const notFound: NotFoundHandler = (c) =>
  problemResponse(c, problem(404, 'not_found', 'There is nothing at this address', {
    detail: `${c.req.method} ${c.req.path} does not exist.`,
  }));

export interface ErrorHandlerOptions {
  /** Where an unexpected error goes; the client only learns that something failed. */
  log: (message: string, error: unknown) => void;
  /** Where a client that hung up mid-request is noted: its fault, one line, no stack. */
  logClientAbort?: (message: string) => void;
  /** What a client should do after a 500 on this server. */
  internalDetail?: string;
}

/**
 * nginx's "client closed request": nobody reads this answer, but access logs and metrics see a client's doing,
 * not a server error.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * A ProblemError keeps its answer; a request whose client went away (its body stream fails as "aborted") is a
 * 499; anything else is logged and hidden behind a generic 500.
 */
export function errorHandler({ log, logClientAbort, internalDetail }: ErrorHandlerOptions): ErrorHandler {
  return (error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error.problem, error.headers);
    if (c.req.raw.signal.aborted) {
      logClientAbort?.(`client closed the request before it was answered: ${c.req.method} ${c.req.path}`);
      return problemResponse(c, problem(CLIENT_CLOSED_REQUEST, 'client_closed_request', 'The client closed the request'));
    }
    log(`unexpected error on ${c.req.method} ${c.req.path}`, error);
    return problemResponse(c, problem(500, 'internal_error', 'Something went wrong on our side', {
      ...(internalDetail === undefined ? {} : { detail: internalDetail }),
    }));
  };
}
