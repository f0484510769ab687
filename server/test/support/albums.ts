import { as } from './events.ts';

/** The albums' tests' fixtures (on the events' app: an event's highlights name its events). */
export const ADMIN = '/api/admin/content/albums';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const item = (over: Record<string, unknown> = {}) => ({
  title: 'The clay courts',
  slug: 'clay-courts',
  description: 'Our four clay courts.',
  ...over,
});
export const add = (it: object, who = as('editor')) =>
  who.inject({ method: 'POST', url: ADMIN, payload: { item: it } });
export const setStatus = (id: number, status: string, version: number, who = as('editor')) =>
  who.inject({ method: 'PUT', url: `${ADMIN}/${id}/status`, payload: { status, version } });

/** A multipart upload of `data` in the field "file". */
export function upload(id: number, data: Buffer, who = as('editor')) {
  const boundary = '----album';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return who.inject({
    method: 'POST',
    url: `${ADMIN}/${id}/photos`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}
