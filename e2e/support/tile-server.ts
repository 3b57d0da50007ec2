import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

/**
 * The journeys' map tile server (no internet in tests): every /tiles/{z}/{x}/{y}.png is one 256 px PNG, a
 * pale ground with a grid, so a screenshot shows where tiles lie. Started by playwright.config.ts, which
 * points the app's MAP_TILE_URL here.
 */
const port = Number(process.env.TILE_PORT);
if (!port) throw new Error('TILE_PORT is required');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 256 × 256 RGB PNG: #eef0e6 ground, #c9cfbd lines every 64 px and on the tile's edges. */
function tilePng() {
  const size = 256;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0: none
    for (let x = 0; x < size; x++) {
      const line = x % 64 === 0 || y % 64 === 0;
      row.set(line ? [0xc9, 0xcf, 0xbd] : [0xee, 0xf0, 0xe6], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = tilePng();
createServer((req, res) => {
  if (req.method === 'GET' && /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  } else {
    res.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
