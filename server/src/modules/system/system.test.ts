import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createTestApp,
  engine,
  openTestDatabase,
  testConfig,
  type TestApp,
} from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, readiness, settings and docs', () => {
  it('answers health and readiness with the engine in use', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).json()).toEqual({
      status: 'ready',
      database: engine,
    });
  });

  it("serves the club's settings publicly", async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      financialYearStartMonth: 4,
    });
    expect(res.json()).not.toHaveProperty('itAdminEmail');
  });

  it('publishes an OpenAPI document with the routes and a docs page', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/member/login', '/api/settings']),
    );
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers an unknown API path with a problem+json 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('serving the web app', () => {
  it('serves files under the base path, index.html for app routes, 404 for missing assets', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ WEB_DIST: dist, BASE_PATH: '/club' }), { database });
    try {
      const root = await app.inject('/');
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/club/home');
      const appRoot = await app.inject('/club/');
      expect(appRoot.statusCode).toBe(200);
      expect(appRoot.body).toContain('<title>portal</title>');
      const page = await app.inject('/club/member/viewStatement');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>portal</title>');
      const asset = await app.inject('/club/assets/app-1.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject('/club/assets/missing.js')).statusCode).toBe(404);
      expect((await app.inject('/elsewhere')).statusCode).toBe(404);
      const undeclared = app.routeAccess.filter((r) => r.access === undefined);
      expect(undeclared).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
