import { describe, expect, it } from 'vitest';
import { hostPort, maskPassword, parseTarget } from './move.ts';

describe('the target of npm run db:move', () => {
  it('is a postgres:// URL naming a database', () => {
    expect(parseTarget('postgres://club:pw@db.example.com:5433/club').pathname).toBe('/club');
    expect(parseTarget('postgresql://club@localhost/club').protocol).toBe('postgresql:');
    expect(() => parseTarget(undefined)).toThrow(/Say where to move the club with --to\. Usage/);
    expect(() => parseTarget('')).toThrow(/Say where/);
    expect(() => parseTarget('club')).toThrow(/--to club is not a URL\. Usage/);
    expect(() => parseTarget('mysql://u:secret@h/club')).toThrow(/must be a postgres:\/\/ URL/);
    expect(() => parseTarget('postgres://u@h:5432')).toThrow(/names no database/);
    expect(() => parseTarget('postgres://u@h:5432/a/b')).toThrow(/names no database/);
  });

  it('never shows a password', () => {
    expect(maskPassword(new URL('postgres://club:s3cret@db:5432/club'))).toBe(
      'postgres://club:****@db:5432/club',
    );
    expect(maskPassword(new URL('postgres://club@db/club?password=s3cret&sslmode=require'))).toBe(
      'postgres://club@db/club?password=****&sslmode=require',
    );
    expect(maskPassword(new URL('postgres://club@db/club'))).toBe('postgres://club@db/club');
    expect(() => parseTarget('not a url with pw:s3cret@x')).toThrow(/pw:\*\*\*\*@x/);
  });

  it('names the server by host and port', () => {
    expect(hostPort(new URL('postgres://u@db.example.com/club'))).toBe('db.example.com:5432');
    expect(hostPort(new URL('postgres://u@10.0.0.5:6432/club'))).toBe('10.0.0.5:6432');
    expect(hostPort(new URL('postgres:///club?host=/run/postgresql'))).toBe('/run/postgresql:5432');
  });
});
