/*
 * How errors reach the log: a failed query keeps its SQL and the database's error code, but
 * never its parameters (they hold members' data: names, codes, amounts, addresses), neither
 * from the parameters list nor from the message and stack that repeat them.
 */

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (e: Error): e is QueryError => 'query' in e && 'params' in e;

/** Quoted values in a database message ('invalid input syntax for type integer: "M1001"'). */
const quoted = /"[^"]*"|\([^)]*\)=\([^)]*\)/g;

/** The stack's frames without the lines before them (which repeat the message). */
const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/** What the log holds of an error. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The loggable form of an error (the logger's `err` serializer). */
export function loggableError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const code = (err as { code?: unknown }).code;
  if (isQueryError(err)) {
    const cause = err.cause as { code?: string; message?: string; routine?: string } | undefined;
    return {
      type: err.constructor.name,
      message: 'A database query failed.',
      query: err.query,
      params: `(${Array.isArray(err.params) ? err.params.length : 0} hidden)`,
      cause: cause && {
        code: cause.code,
        routine: cause.routine,
        message: cause.message?.replace(quoted, '"…"'),
      },
      stack: frames(err.stack) ?? '',
    };
  }
  return {
    type: err.name,
    message: err.message,
    ...(code === undefined ? {} : { code }),
    ...(err.cause instanceof Error ? { cause: loggableError(err.cause) } : {}),
    stack: err.stack ?? '',
  };
}
