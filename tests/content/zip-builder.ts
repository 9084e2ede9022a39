/**
 * A small zip writer for building broken packs on purpose: any name bytes,
 * any method, sizes and checksums that lie, flags, ZIP64 markers. fflate
 * would refuse or fix most of these, so the corpus writes zips by hand.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawZipEntry {
  name: string | Uint8Array;
  data: Uint8Array;
  /** 0 stored, 8 deflate (default 8); other numbers are written as given. */
  method?: number;
  /** Already-compressed bytes to store instead of compressing `data`. */
  compressed?: Uint8Array;
  /** Lies for the central directory. */
  declaredSize?: number;
  crc?: number;
  flags?: number;
}

export interface ZipOptions {
  /** Entry count written in the end record (default: the real count). */
  declaredCount?: number;
  /** The central directory offset written in the end record. */
  declaredOffset?: number;
}

export function buildZip(entries: readonly RawZipEntry[], options: ZipOptions = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const body = Buffer.from(entry.compressed ?? (method === 8 ? deflateRawSync(entry.data) : entry.data));
    const crc = entry.crc ?? crc32(entry.data) >>> 0;
    const size = entry.declaredSize ?? entry.data.length;
    const flags = (entry.flags ?? 0) | (typeof entry.name === 'string' ? 0x800 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.declaredCount ?? entries.length;
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(options.declaredOffset ?? offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
