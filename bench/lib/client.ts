/** The bench's HTTP client: a session's calls, the admin's sign-in, a pool and percentiles. */
export class Client {
  constructor(
    readonly base: string,
    readonly cookie: string | null = null,
  ) {}

  async call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

export async function staffSession(base: string): Promise<Client> {
  const res = await fetch(`${base}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ staffCode: 'admin', password: 'Admin@12345' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('club_session='));
  if (!cookie) throw new Error('admin sign-in answered without a club_session cookie');
  return new Client(base, cookie);
}

/** Runs `work` over `items` with at most `limit` in flight (sign-ins hash a password each). */
export async function pooled<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
