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
  /**
   * Write ZIP64 as some tools do even for small files: every size and offset 0xFFFFFFFF with the
   * real values in ZIP64 extra fields, and a ZIP64 end record with its locator.
   */
  zip64?: boolean;
}

const MAX32 = 0xffffffff;

/** A ZIP64 extra field (id 1) holding `values` as 64-bit numbers. */
function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return extra;
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
    const z = options.zip64 === true;
    const localExtra = z ? zip64Extra([size, body.length]) : Buffer.alloc(0);
    const centralExtra = z ? zip64Extra([size, body.length, offset]) : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(z ? 45 : 20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(z ? MAX32 : body.length, 18);
    local.writeUInt32LE(z ? MAX32 : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(z ? 45 : 20, 4);
    central.writeUInt16LE(z ? 45 : 20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(z ? MAX32 : body.length, 20);
    central.writeUInt32LE(z ? MAX32 : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt32LE(z ? MAX32 : offset, 42);
    locals.push(local, name, localExtra, body);
    centrals.push(central, name, centralExtra);
    offset += local.length + name.length + localExtra.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const count = options.declaredCount ?? entries.length;
  const zip64End = options.zip64 ? zip64EndRecords(count, directory.length, offset) : Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : Math.min(count, 0xffff), 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : Math.min(count, 0xffff), 10);
  end.writeUInt32LE(options.zip64 ? MAX32 : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? MAX32 : (options.declaredOffset ?? offset), 16);
  return new Uint8Array(Buffer.concat([...locals, directory, zip64End, end]));
}

/** The ZIP64 end of central directory record and its locator, for a directory at `offset`. */
function zip64EndRecords(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
