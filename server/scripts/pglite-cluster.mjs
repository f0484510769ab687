/*
 * Writes a new, empty PGlite cluster (what PGlite's initdb makes in a new data folder) as a
 * gzipped tarball: `node scripts/pglite-cluster.mjs <file>`. The build ships one beside the
 * bundle (build.mjs), and the server starts a new data folder from it (db/open.ts) instead of
 * running initdb there: initdb takes ~6 s and ~900 MB of memory at its peak, loading the tarball
 * ~2 s and ~400 MB (bench/README.md, "The first start without initdb"). Run in a process of
 * its own, so that peak ends with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const out = process.argv[2];
if (!out) throw new Error('usage: node scripts/pglite-cluster.mjs <file.tar.gz>');
const pg = await PGlite.create('memory://');
const blob = await pg.dumpDataDir('gzip');
await pg.close();
fs.mkdirSync(path.dirname(out), { recursive: true });
// Written beside, then renamed: a build stopped half-way leaves no half a cluster behind.
fs.writeFileSync(`${out}.part`, Buffer.from(await blob.arrayBuffer()));
fs.renameSync(`${out}.part`, out);
