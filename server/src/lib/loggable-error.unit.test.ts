import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('loggableError', () => {
  it('keeps a failed query and its database code, never its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Asha Rao"'), {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    const err = new DrizzleQueryError(
      'insert into members (code, first_name) values ($1, $2)',
      ['M4242', 'Asha Rao'],
      cause,
    );
    const logged = loggableError(err);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('M4242');
    expect(text).not.toContain('Asha');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into members (code, first_name) values ($1, $2)',
      params: '(2 hidden)',
      cause: { code: '22P02', routine: 'pg_strtoint32_safe' },
    });
  });

  it('keeps other errors whole, with their cause', () => {
    const err = new Error('outer', { cause: new Error('inner') });
    expect(loggableError(err)).toMatchObject({
      type: 'Error',
      message: 'outer',
      cause: { type: 'Error', message: 'inner' },
    });
    expect(loggableError('plain')).toEqual({ type: 'string', message: 'plain', stack: '' });
  });
});
