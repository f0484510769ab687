import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { validationMessageEn, type ErrorCode, type Problem } from '@club/contracts';
import { AppError } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  extra: Partial<Problem> = {},
) {
  const body: Problem = {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...extra,
  };
  if (body.retryAfter) void reply.header('retry-after', String(body.retryAfter));
  return reply.code(status).type('application/problem+json').send(body);
}

/** Every error leaves as application/problem+json; 5xx hide internals and carry a request id. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(request, reply, error.status, error.code, error.detail, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const key = v.message ?? 'invalid';
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
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      request,
      reply,
      500,
      'internal',
      'Something went wrong on our side. Quote the request id when you report it.',
    );
  });
});
