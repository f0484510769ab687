import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  isValidationKey,
  validationMessageEn,
  type ErrorCode,
  type Problem,
  type ValidationMessageKey,
} from '@club/contracts';
import { AppError } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/** The problem+json body of an answer (RFC 9457). */
function problem(status: number, code: ErrorCode, detail: string, extra: Partial<Problem> = {}) {
  return {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    ...extra,
  } satisfies Problem;
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  extra: Partial<Problem> = {},
) {
  const body: Problem = problem(status, code, detail, {
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...extra,
  });
  if (body.retryAfter) void reply.header('retry-after', String(body.retryAfter));
  return reply.code(status).type('application/problem+json').send(body);
}

/**
 * The message key of one failing field: the schema's own key, else what zod's own message
 * means (a field left out is required; any other a value not valid here), so a caller always
 * gets a key the web app translates, never zod's English.
 */
function keyOf(v: { keyword: string; message?: string }): ValidationMessageKey {
  if (v.message && isValidationKey(v.message)) return v.message;
  if (v.keyword === 'invalid_type' && v.message?.endsWith('received undefined')) {
    return 'validation.required';
  }
  return 'validation.invalid';
}

/** Every error leaves as application/problem+json; 5xx hide internals and carry a request id. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(request, reply, error.status, error.code, error.detail, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const key = keyOf(v);
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(body)';
        return { field, message: validationMessageEn(key), key };
      });
      const first = errors[0];
      const detail =
        errors.length === 1 && first
          ? `${first.field}: ${first.message}`
          : `${errors.length} fields are invalid: ${errors.map((e) => e.field).join(', ')}.`;
      return sendProblem(request, reply, 400, 'validation_failed', detail, { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(request, reply, 500, 'internal', 'Something went wrong on our side.');
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(
        request,
        reply,
        413,
        'payload_too_large',
        'The request body is too large.',
      );
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(
        request,
        reply,
        415,
        'unsupported_media_type',
        'This content type is not accepted.',
      );
    }
    if (status === 429) {
      return sendProblem(
        request,
        reply,
        429,
        'rate_limited',
        'Too many requests. Wait a minute and try again.',
        {
          retryAfter: Number(reply.getHeader('retry-after')) || 60,
        },
      );
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'not_found' : 'validation_failed';
      return sendProblem(request, reply, status, code, error.message);
    }
    return internalError(request, reply, error, 'unhandled error');
  });
});

/** An error the server did not expect: logged with its cause, answered 500 without internals. */
function internalError(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string) {
  request.log.error({ err: error }, what);
  return sendProblem(
    request,
    reply,
    500,
    'internal',
    'Something went wrong on our side. Quote the request id when you report it.',
  );
}

/**
 * What the router answers before any route runs (Fastify's `frameworkErrors`): a path
 * parameter longer than `maxParamLength` (414) or an address that cannot be decoded (400).
 * No hook runs for these, so the headers every answer carries are set here. The answer does
 * not echo the address back.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.headers({
    'x-request-id': request.id,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(request, reply, 414, 'uri_too_long', 'The address is too long.', {
      instance: undefined,
    });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(request, reply, 400, 'validation_failed', 'The address is not valid.');
  }
  return internalError(request, reply, error, 'framework error');
}

/**
 * What the HTTP server answers when it cannot read a request (Fastify's
 * `clientErrorHandler`, before any request exists): headers (request line included) beyond
 * the server's limit (431), a request too slow to arrive (408), anything unreadable (400).
 * Written straight to the socket, which then closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'validation_failed', 'The request could not be read.'];
  this.log.debug({ err: error }, `client error ${status}`);
  if (socket.writable) {
    const body = JSON.stringify(problem(status, code, detail));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
