import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The parts of an answer a caller reads. */
interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Sends raw HTTP to the listening app (what app.inject cannot: the header size limit). */
async function rawRequest(request: string): Promise<Answer> {
  const address = t.app.server.address() as net.AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(address.port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Checks an answer is problem+json with the status, a title, the code and a detail. */
function expectProblem(res: Answer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, type: `about:blank#${code}` });
  expect(body.title).toEqual(expect.any(String));
  expect(body.title).not.toBe('Error');
  expect(body.detail).toEqual(expect.any(String));
  return body;
}

const injected = async (method: 'GET' | 'POST' | 'DELETE', url: string): Promise<Answer> => {
  const res = await t.app.inject({ method, url });
  return { status: res.statusCode, headers: res.headers, body: res.body };
};

describe('errors the framework and the HTTP server answer', () => {
  it('answers a path parameter that is too long with a problem+json 414', async () => {
    const long = 'a'.repeat(500);
    const res = await injected('GET', `/api/content/pages/${long}`);
    const body = expectProblem(res, 414, 'uri_too_long');
    expect(body.title).toBe('URI Too Long');
    // The answer does not echo the address back.
    expect(res.body).not.toContain(long);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an address that cannot be decoded with a problem+json 400', async () => {
    expectProblem(await injected('GET', '/api/content/pages/%E0%A4%A'), 400, 'validation_failed');
  });

  it('answers unknown API routes with a problem+json 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectProblem(await injected(method, '/api/no/such/route'), 404, 'not_found');
    }
  });

  describe('over a socket', () => {
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers headers that are too large with a problem+json 431', async () => {
      const big = `GET /api/health HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
      const body = expectProblem(await rawRequest(big), 431, 'headers_too_large');
      expect(body.title).toBe('Request Header Fields Too Large');
    });

    it('answers an address too long for the HTTP server the same way (it counts as a header)', async () => {
      const long = `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: portal.test\r\n\r\n`;
      expectProblem(await rawRequest(long), 431, 'headers_too_large');
    });

    it('answers a request it cannot parse with a problem+json 400', async () => {
      expectProblem(await rawRequest('NOT HTTP AT ALL\r\n\r\n'), 400, 'validation_failed');
    });
  });
});
