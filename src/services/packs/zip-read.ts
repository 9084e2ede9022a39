/**
 * Reads the entries of a zip that came from outside, trusting nothing it
 * declares. The central directory is parsed here (it is small and simple),
 * each entry's data is inflated with fflate in small steps, and the caps —
 * entry count, bytes per entry, bytes in all, inflated/compressed ratio — are
 * enforced on the bytes actually produced, so a bomb stops after at most
 * one step past its cap. Declared sizes are only compared, never believed.
 * ZIP64 (which some tools write even for small files) is read the same way:
 * its larger fields are only ever compared with the bytes really there.
 */
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import { invalidPack } from './pack-error';

export interface ZipLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
  maxPackBytes: number;
}

export interface ZipEntry {
  /** The name exactly as stored (decoded as UTF-8; checked by the caller). */
  name: string;
  data: Uint8Array;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
/** The extra field holding an entry's ZIP64 sizes and offset. */
const ZIP64_EXTRA_ID = 0x0001;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** Compressed bytes fed to the inflater per step: small, so one step can never produce much. */
const STEP = 1024;
/** Inflated bytes allowed regardless of the ratio, so tiny very repetitive files are not refused. */
const RATIO_ALLOWANCE = 4096;

/** The raw entries (names and stored data) from the central directory, before anything is inflated. */
interface RawEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  crc: number;
  localOffset: number;
}

/**
 * The entries of the zip, inflated. `checkNames` sees every name first and
 * throws to refuse the zip before a single byte is inflated.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits, checkNames: (names: string[]) => void): ZipEntry[] {
  if (bytes.length > limits.maxPackBytes) {
    throw invalidPack(`The pack is ${bytes.length} bytes; packs over ${limits.maxPackBytes} bytes are refused.`);
  }
  const entries = centralDirectory(bytes, limits);
  checkNames(entries.map((e) => e.name));
  let total = 0;
  return entries.map((entry) => {
    const data = entryData(bytes, entry, limits, limits.maxTotalBytes - total);
    total += data.length;
    return { name: entry.name, data };
  });
}

function centralDirectory(bytes: Uint8Array, limits: ZipLimits): RawEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) {
    throw invalidPack(
      'This file is not a Boardwright pack: it is not a zip file, or it is cut off (the end of the zip directory is missing).',
    );
  }
  let count = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  // Where the directory really ends: before the ZIP64 records when there are some.
  let directoryEnd = eocd;
  if (count === MAX16 || size === MAX32 || offset === MAX32) {
    const zip64 = zip64End(view, eocd);
    ({ count, size, offset } = zip64);
    directoryEnd = zip64.at;
  }
  if (count > limits.maxFiles) {
    throw invalidPack(`The pack has ${count} files; a pack may hold at most ${limits.maxFiles}.`);
  }
  if (offset + size > directoryEnd)
    throw invalidPack('The pack is damaged: its zip directory points outside the file.');
  const entries: RawEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw invalidPack(`The pack is damaged: entry ${i + 1} of its zip directory is unreadable.`);
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > directoryEnd) {
      throw invalidPack(`The pack is damaged: the name of entry ${i + 1} is cut off.`);
    }
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), i);
    const entry: RawEntry = {
      name,
      method: view.getUint16(at + 10, true),
      flags,
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    readZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * A ZIP64 count, size or offset as a number. Counts, offsets and packed sizes beyond the file's own
 * size are damage, not a big pack; an unpacked size is only compared with what inflating produces.
 */
function big(view: DataView, at: number, max: number = view.byteLength): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(max)) throw invalidPack('The pack is damaged: a ZIP64 size or offset is beyond its end.');
  return Number(value);
}

/** The ZIP64 end of the directory, found through its locator just before the ordinary end record. */
function zip64End(view: DataView, eocd: number): { count: number; size: number; offset: number; at: number } {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) {
    throw invalidPack('The pack is damaged: it says it uses ZIP64, but its ZIP64 directory record is missing.');
  }
  const at = big(view, locator + 8);
  if (at + 56 > locator || view.getUint32(at, true) !== ZIP64_EOCD_SIGNATURE) {
    throw invalidPack('The pack is damaged: its ZIP64 directory record is not where its locator says.');
  }
  return { count: big(view, at + 32), size: big(view, at + 40), offset: big(view, at + 48), at };
}

/** Replaces an entry's 32-bit fields marked 0xFFFFFFFF by the values of its ZIP64 extra field, in their order. */
function readZip64Extra(view: DataView, start: number, length: number, entry: RawEntry): void {
  const wanted = (['declaredSize', 'compressedSize', 'localOffset'] as const).filter((f) => entry[f] === MAX32);
  if (wanted.length === 0) return;
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA_ID) {
      if (size < wanted.length * 8 || at + 4 + size > start + length) break;
      wanted.forEach((field, n) => {
        entry[field] = big(view, at + 4 + n * 8, field === 'declaredSize' ? Number.MAX_SAFE_INTEGER : view.byteLength);
      });
      return;
    }
    at += 4 + size;
  }
  throw invalidPack(`The pack is damaged: "${entry.name}" lacks the ZIP64 sizes its zip directory promises.`);
}

/** The EOCD record is at the end, after a comment of up to 65535 bytes. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE && at + 22 + view.getUint16(at + 20, true) === view.byteLength) {
      return at;
    }
  }
  return -1;
}

function decodeName(raw: Uint8Array, index: number): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalidPack(`The name of file ${index + 1} in the pack is not valid text (UTF-8).`);
  }
}

function entryData(bytes: Uint8Array, entry: RawEntry, limits: ZipLimits, totalLeft: number): Uint8Array {
  const name = JSON.stringify(entry.name);
  if (entry.flags & 0x1) throw invalidPack(`The file ${name} in the pack is encrypted; packs are never encrypted.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
    throw invalidPack(`The pack is damaged: the data of ${name} is not where its directory says.`);
  }
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw invalidPack(`The pack is cut off: the data of ${name} is incomplete.`);
  const compressed = bytes.subarray(start, end);
  const cap = Math.min(limits.maxFileBytes, totalLeft, limits.maxRatio * compressed.length + RATIO_ALLOWANCE);
  const tooBig = (): Error =>
    cap === limits.maxFileBytes
      ? invalidPack(`The file ${name} in the pack is larger than ${limits.maxFileBytes} bytes when unpacked.`)
      : cap === totalLeft
        ? invalidPack(`The pack unpacks to more than ${limits.maxTotalBytes} bytes in all; it is refused.`)
        : invalidPack(
            `The file ${name} in the pack unpacks to more than ${limits.maxRatio} times its packed size; it looks like a zip bomb and is refused.`,
          );
  let data: Uint8Array;
  if (entry.method === 0) {
    if (compressed.length > cap) throw tooBig();
    data = compressed.slice();
  } else if (entry.method === 8) {
    data = inflateCapped(compressed, cap, tooBig, name);
  } else {
    throw invalidPack(`The file ${name} in the pack uses a compression method (${entry.method}) that packs never use.`);
  }
  if (data.length !== entry.declaredSize) {
    throw invalidPack(
      `The pack is damaged: ${name} unpacks to ${data.length} bytes, but the zip directory says ${entry.declaredSize}.`,
    );
  }
  if (crc32(data) >>> 0 !== entry.crc)
    throw invalidPack(`The pack is damaged: ${name} fails its zip checksum (CRC-32).`);
  return data;
}

function inflateCapped(compressed: Uint8Array, cap: number, tooBig: () => Error, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let finished = false;
  let overflow = false;
  const inflater = new Inflate((chunk, final) => {
    produced += chunk.length;
    if (produced > cap) overflow = true;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let at = 0; at < compressed.length && !overflow; at += STEP) {
      const end = Math.min(at + STEP, compressed.length);
      inflater.push(compressed.subarray(at, end), end === compressed.length);
    }
    if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (overflow) throw tooBig();
    throw invalidPack(`The pack is damaged: ${name} cannot be unpacked (${(error as Error).message}).`);
  }
  if (overflow) throw tooBig();
  if (!finished) throw invalidPack(`The pack is damaged: the data of ${name} ends too early.`);
  const out = new Uint8Array(produced);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
