import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

const mix = (a: Rgb, b: Rgb, f: number) => a.map((v, i) => Math.round(v + (b[i]! - v) * f));

/**
 * A demo picture (the seed's album photos, stored as uploads are): a sky fading towards the
 * horizon over a ground of another colour, with a sun. A real PNG (RGB, 8 bits), so the
 * albums' file route serves it as it serves an editor's upload.
 */
export function demoPicture(sky: Rgb, ground: Rgb, width = 480, height = 320): Buffer {
  const horizon = Math.round(height * 0.62);
  const sun = { x: width * 0.72, y: height * 0.3, r: height * 0.09 };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const inSun = (x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2;
      const c: readonly number[] = inSun
        ? [255, 236, 170]
        : y < horizon
          ? mix(sky, [250, 250, 245], y / horizon)
          : mix(ground, [20, 30, 20], (y - horizon) / (height - horizon) / 2);
      raw.set(c, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
