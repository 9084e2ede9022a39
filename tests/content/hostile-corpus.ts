/**
 * Generates a corpus of hostile and broken content packs, each with the
 * refusal it must get. Every pack starts from a valid one (a manifest and a
 * Queen cards file) and breaks one thing, so the refusal is about that thing.
 * Run it alone to see the corpus: `npx tsx tests/content/hostile-corpus.ts`.
 */
import { deflateRawSync, constants } from 'node:zlib';
import { queenCardsTemplate } from '../../src/content/templates/queen';
import { buildZip, sha256, utf8, type RawZipEntry } from './zip-builder';

export interface HostileCase {
  name: string;
  bytes: Uint8Array;
  /** The refusal's message must match this. */
  message: RegExp;
  /** And, when given, one of its details. */
  detail?: RegExp;
}

const CARDS_PATH = 'cards/spooky.json';
export const VALID_PACK_ID = 'ada.spooky';

export function cardsText(
  mutate?: (data: { cards: Record<string, unknown>[] } & Record<string, unknown>) => void,
): string {
  const data = queenCardsTemplate() as { cards: Record<string, unknown>[] } & Record<string, unknown>;
  mutate?.(data);
  return JSON.stringify(data, null, 2);
}

interface PackParts {
  manifest?: Record<string, unknown> | string | null;
  files?: RawZipEntry[];
  /** Written as ZIP64. */
  zip64?: boolean;
}

/** A ZIP64 zip whose locator points at `offset` instead of its ZIP64 record. */
function zip64WithLocatorAt(zip: Uint8Array, offset: number): Uint8Array {
  const bytes = Buffer.from(zip);
  bytes.writeBigUInt64LE(BigInt(offset), bytes.length - 22 - 20 + 8);
  return new Uint8Array(bytes);
}

/** A manifest listing `files` with their real sizes and checksums. */
export function manifestFor(files: readonly { name: string; data: Uint8Array }[], extra: Record<string, unknown> = {}) {
  return {
    formatVersion: 1,
    id: VALID_PACK_ID,
    name: 'Spooky',
    version: '1.0.0',
    game: 'queen',
    files: files.map((f) => ({
      path: f.name,
      type: 'queen-cards',
      name: 'Spooky cards',
      size: f.data.length,
      sha256: sha256(f.data),
    })),
    ...extra,
  };
}

export function pack({ manifest, files, zip64 }: PackParts = {}): Uint8Array {
  const content = files ?? [{ name: CARDS_PATH, data: utf8(cardsText()) }];
  const named = content.filter((f): f is RawZipEntry & { name: string } => typeof f.name === 'string');
  const manifestValue = manifest === undefined ? manifestFor(named) : manifest;
  const manifestEntry: RawZipEntry[] =
    manifestValue === null
      ? []
      : [
          {
            name: 'manifest.json',
            data: utf8(typeof manifestValue === 'string' ? manifestValue : JSON.stringify(manifestValue)),
          },
        ];
  return buildZip([...manifestEntry, ...content], { zip64: zip64 === true });
}

/** One file, with a manifest that lists it honestly (so only the file itself is wrong). */
function withFile(name: string | Uint8Array, data: Uint8Array, entry: Partial<RawZipEntry> = {}): Uint8Array {
  const listed = typeof name === 'string' ? [{ name, data }] : [];
  return pack({ manifest: manifestFor(listed), files: [{ name, data, ...entry }] });
}

function content(text: string): Uint8Array {
  return withFile(CARDS_PATH, utf8(text));
}

/** ~1 GiB of zeros as deflate: 1 MiB blocks, each compressed alone and byte-aligned, then an empty final block. */
function gigabyteOfZeros(): { compressed: Uint8Array; size: number } {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks = 1024;
  const compressed = Buffer.concat([...Array.from({ length: blocks }, () => block), Buffer.from([0x03, 0x00])]);
  return { compressed: new Uint8Array(compressed), size: blocks << 20 };
}

export function buildHostileCorpus(): HostileCase[] {
  const cards = utf8(cardsText());
  const bomb = gigabyteOfZeros();
  const spaces = utf8(' '.repeat(600_000) + cardsText());
  const cases: HostileCase[] = [
    // ---- names
    { name: 'zip slip', bytes: withFile('../evil.json', cards), message: /reaches outside the pack with "\.\."/ },
    { name: 'zip slip, nested', bytes: withFile('cards/../../evil.json', cards), message: /reaches outside the pack/ },
    {
      name: 'zip slip, directory entry',
      bytes: withFile('../', new Uint8Array(0)),
      message: /reaches outside the pack/,
    },
    {
      name: 'folder entry holding data',
      bytes: pack({
        files: [
          { name: CARDS_PATH, data: cards },
          { name: 'cards/', data: cards },
        ],
      }),
      message: /folder entry "cards\/" holds data/,
    },
    { name: 'absolute path', bytes: withFile('/tmp/evil.json', cards), message: /is an absolute path/ },
    { name: 'absolute Windows path', bytes: withFile('C:/evil.json', cards), message: /is an absolute path/ },
    { name: 'backslashes', bytes: withFile('cards\\..\\..\\evil.json', cards), message: /contains a backslash/ },
    {
      name: 'control character in a name',
      bytes: withFile('cards/a\u0001.json', cards),
      message: /contains control characters/,
    },
    { name: 'newline in a name', bytes: withFile('cards/a\n.json', cards), message: /contains control characters/ },
    { name: 'hidden file name', bytes: withFile('cards/.hidden.json', cards), message: /is not allowed: use letters/ },
    { name: 'not a .json file', bytes: withFile('cards/run.sh', cards), message: /is not allowed: use letters/ },
    { name: 'name too long', bytes: withFile(`${'a'.repeat(300)}.json`, cards), message: /longer than 200 characters/ },
    {
      name: 'name not UTF-8',
      bytes: withFile(new Uint8Array([0x63, 0xff, 0xfe, 0x2e, 0x6a]), cards),
      message: /not valid text \(UTF-8\)/,
    },
    {
      name: 'duplicate names',
      bytes: pack({
        files: [
          { name: CARDS_PATH, data: cards },
          { name: CARDS_PATH, data: cards },
        ],
      }),
      message: /contains "cards\/spooky\.json" twice/,
    },
    {
      name: 'names differing only in case',
      bytes: pack({
        files: [
          { name: 'cards/a.json', data: cards },
          { name: 'cards/A.json', data: cards },
        ],
      }),
      message: /differ only in upper and lower case/,
    },
    // ---- sizes, counts, bombs
    {
      name: '1 GiB bomb (small on disk)',
      bytes: withFile(CARDS_PATH, new Uint8Array(0), {
        compressed: bomb.compressed,
        declaredSize: bomb.size % 2 ** 32,
        crc: 0,
      }),
      message: /larger than 1048576 bytes when unpacked/,
    },
    {
      name: 'bomb declaring a tiny size',
      bytes: withFile(CARDS_PATH, new Uint8Array(0), { compressed: bomb.compressed, declaredSize: 100, crc: 0 }),
      message: /larger than 1048576 bytes when unpacked/,
    },
    {
      name: 'compression ratio over 100',
      bytes: withFile(CARDS_PATH, spaces),
      message: /more than 100 times its packed size/,
    },
    {
      name: 'too much in all (18 files of ~1 MB)',
      bytes: pack({
        files: Array.from({ length: 18 }, (_, i) => ({ name: `cards/f${i}.json`, data: lowEntropy(1_000_000, i) })),
      }),
      message: /unpacks to more than 16777216 bytes in all/,
    },
    {
      name: '10,000 files',
      bytes: pack({
        files: Array.from({ length: 10_000 }, (_, i) => ({ name: `cards/c${i}.json`, data: utf8('{}'), method: 0 })),
      }),
      message: /has 10001 files; a pack may hold at most 200/,
    },
    {
      name: 'zip directory lies about the size',
      bytes: withFile(CARDS_PATH, cards, { declaredSize: 10 }),
      message: /unpacks to \d+ bytes, but the zip directory says 10/,
    },
    { name: 'bad CRC-32', bytes: withFile(CARDS_PATH, cards, { crc: 12345 }), message: /fails its zip checksum/ },
    // ---- the zip itself
    { name: 'truncated zip', bytes: pack().slice(0, 300), message: /not a zip file, or it is cut off/ },
    { name: 'truncated in the middle of a file', bytes: cutData(pack()), message: /damaged|cut off/ },
    { name: 'not a zip at all', bytes: utf8(cardsText()), message: /not a zip file/ },
    { name: 'a single byte', bytes: new Uint8Array([0x50]), message: /not a zip file/ },
    { name: 'encrypted entry', bytes: withFile(CARDS_PATH, cards, { flags: 1 }), message: /is encrypted/ },
    {
      name: 'unknown compression method',
      bytes: withFile(CARDS_PATH, cards, { method: 12 }),
      message: /compression method \(12\)/,
    },
    {
      name: 'ZIP64 marker without its ZIP64 record',
      bytes: buildZip([{ name: CARDS_PATH, data: cards }], { declaredCount: 0xffff }),
      message: /says it uses ZIP64, but its ZIP64 directory record is missing/,
    },
    {
      name: 'ZIP64 record pointing past the end',
      bytes: zip64WithLocatorAt(pack({ zip64: true }), 10_000_000),
      message: /ZIP64 size or offset is beyond its end/,
    },
    {
      name: 'directory offset outside the file',
      bytes: buildZip([{ name: CARDS_PATH, data: cards }], { declaredOffset: 10_000_000 }),
      message: /points outside the file/,
    },
    {
      name: 'corrupt deflate data',
      bytes: withFile(CARDS_PATH, cards, { compressed: new Uint8Array([0xff, 0xff, 0xff, 0xff]) }),
      message: /cannot be unpacked|ends too early/,
    },
    // ---- manifest
    { name: 'missing manifest', bytes: pack({ manifest: null }), message: /has no manifest\.json/ },
    {
      name: 'manifest is not JSON',
      bytes: pack({ manifest: '{ "formatVersion": 1, ' }),
      message: /manifest\.json is not valid JSON/,
    },
    {
      name: 'unknown formatVersion (newer)',
      bytes: pack({ manifest: { ...manifestFor([{ name: CARDS_PATH, data: cards }]), formatVersion: 2 } }),
      message: /format 2 by a newer Boardwright/,
    },
    {
      name: 'formatVersion as text',
      bytes: pack({ manifest: { ...manifestFor([{ name: CARDS_PATH, data: cards }]), formatVersion: '1' } }),
      message: /no valid "formatVersion"/,
    },
    {
      name: 'manifest without formatVersion',
      bytes: pack({ manifest: { id: 'x' } }),
      message: /no valid "formatVersion"/,
    },
    {
      name: 'manifest with an unknown field',
      bytes: pack({ manifest: { ...manifestFor([{ name: CARDS_PATH, data: cards }]), run: 'rm -rf /' } }),
      message: /manifest\.json is not valid/,
      detail: /manifest\.json\/run: is not an allowed field here/,
    },
    {
      name: 'manifest with a bad version',
      bytes: pack({ manifest: { ...manifestFor([{ name: CARDS_PATH, data: cards }]), version: 'latest' } }),
      message: /manifest\.json is not valid/,
      detail: /manifest\.json\/version/,
    },
    {
      name: 'prototype pollution in the manifest',
      bytes: pack({
        manifest: `{"__proto__": {"polluted": true}, ${JSON.stringify(manifestFor([{ name: CARDS_PATH, data: cards }])).slice(1)}`,
      }),
      message: /contains field names that are not allowed/,
      detail: /__proto__/,
    },
    {
      name: 'manifest lists a missing file',
      bytes: pack({ manifest: manifestFor([{ name: 'cards/ghost.json', data: cards }]) }),
      message: /does not contain it/,
    },
    {
      name: 'file not in the manifest',
      bytes: pack({
        manifest: manifestFor([{ name: CARDS_PATH, data: cards }]),
        files: [
          { name: CARDS_PATH, data: cards },
          { name: 'cards/extra.json', data: cards },
        ],
      }),
      message: /contains "cards\/extra\.json", which its manifest does not list/,
    },
    {
      name: 'manifest lists a file twice',
      bytes: pack({
        manifest: {
          ...manifestFor([
            { name: CARDS_PATH, data: cards },
            { name: CARDS_PATH, data: cards },
          ]),
        },
      }),
      message: /lists "cards\/spooky\.json" twice/,
    },
    {
      name: 'manifest for another game',
      bytes: pack({ manifest: manifestFor([{ name: CARDS_PATH, data: cards }], { game: 'evy' }) }),
      message: /but the pack is for the game "evy"/,
    },
    {
      name: 'format 0 file without "$schema"',
      bytes: pack({
        manifest: {
          formatVersion: 0,
          id: 'old',
          title: 'Old',
          version: '0.1.0',
          game: 'queen',
          files: [{ path: CARDS_PATH, size: 2, sha256: sha256(utf8('{}')) }],
        },
        files: [{ name: CARDS_PATH, data: utf8('{}') }],
      }),
      message: /format 0 pack cannot be converted/,
    },
    {
      name: 'manifest too large',
      bytes: pack({ manifest: { ...manifestFor([{ name: CARDS_PATH, data: cards }]), description: letters(300_000) } }),
      message: /manifest\.json is larger than/,
    },
    // ---- checksums
    {
      name: 'wrong sha256',
      bytes: pack({
        manifest: {
          ...manifestFor([{ name: CARDS_PATH, data: cards }]),
          files: [
            { path: CARDS_PATH, type: 'queen-cards', name: 'x', size: cards.length, sha256: sha256(utf8('other')) },
          ],
        },
      }),
      message: /does not match its SHA-256 checksum/,
    },
    {
      name: 'wrong size in the manifest',
      bytes: pack({
        manifest: {
          ...manifestFor([{ name: CARDS_PATH, data: cards }]),
          files: [{ path: CARDS_PATH, type: 'queen-cards', name: 'x', size: 7, sha256: sha256(cards) }],
        },
      }),
      message: /bytes, but the manifest says 7/,
    },
    // ---- content
    {
      name: 'invalid JSON',
      bytes: content('{"cards": [1, 2,'),
      message: /is not valid Girl vs\. Evil Queen cards/,
      detail: /is not valid JSON/,
    },
    {
      name: 'content not UTF-8',
      bytes: withFile(CARDS_PATH, new Uint8Array([0x7b, 0xff, 0x7d])),
      message: /is not valid text \(UTF-8\)/,
    },
    {
      name: 'schema violation',
      bytes: content(cardsText((d) => (d.cards[0]!.copies = 99))),
      message: /not valid Girl vs\. Evil Queen cards/,
      detail: /\/cards\/0\/copies: must be at most 12/,
    },
    {
      name: 'unknown field in a card',
      bytes: content(cardsText((d) => (d.cards[2]!.script = 'alert(1)'))),
      message: /not valid/,
      detail: /\/cards\/2\/script: is not an allowed field/,
    },
    {
      name: 'unknown effect op',
      bytes: content(cardsText((d) => (d.cards[4]!.effect = { op: 'explode' }))),
      message: /not valid/,
      detail: /\/cards\/4\/effect/,
    },
    {
      name: 'semantic: 3 Demons',
      bytes: content(cardsText((d) => (d.cards[0]!.copies = 3))),
      message: /not valid/,
      detail: /exactly 4 Demons, not 3/,
    },
    {
      name: 'semantic: duplicate ids',
      bytes: content(cardsText((d) => (d.cards[3]!.id = 'spark'))),
      message: /not valid/,
      detail: /already used by card 3/,
    },
    {
      name: 'prototype pollution: __proto__',
      bytes: content(cardsText().replace('{', '{"__proto__": {"polluted": true},')),
      message: /not valid/,
      detail: /"__proto__" is not allowed/,
    },
    {
      name: 'prototype pollution: constructor.prototype',
      bytes: content(cardsText().replace('{', '{"constructor": {"prototype": {"polluted": true}},')),
      message: /not valid/,
      detail: /"constructor" is not allowed/,
    },
    {
      name: 'nested 10,000 deep',
      bytes: withFile(CARDS_PATH, utf8(`{"cards": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`), { method: 0 }),
      message: /not valid/,
      detail: /nested more than 64 levels/,
    },
    {
      name: 'file declares another type',
      bytes: content(cardsText((d) => (d.$schema = 'https://boardwright.app/schemas/queen/characters.json'))),
      message: /says it is Girl vs\. Evil Queen characters/,
    },
    { name: 'content is a JSON array', bytes: content('[]'), message: /not valid/, detail: /must be an object/ },
  ];
  return cases;
}

/** Text that deflates about 4:1 (random letters from four), different per seed. */
function lowEntropy(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = (seed + 1) * 2654435761;
  for (let i = 0; i < length; i++) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    out[i] = 0x61 + (x & 3);
  }
  return out;
}

/** Random lower-case letters: barely compressible, so only the size cap can refuse them. */
function letters(length: number): string {
  let x = 88172645;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    out += String.fromCharCode(0x61 + (x % 26));
  }
  return out;
}

/** A valid pack with the bytes of its content file cut short in the middle, the directory kept. */
function cutData(zip: Uint8Array): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  // Point the end record's directory offset a few bytes off, as a cut-and-patched download would.
  const end = copy.length - 22;
  view.setUint32(end + 16, view.getUint32(end + 16, true) - 5, true);
  return copy;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const corpus = buildHostileCorpus();
  const bytes = corpus.reduce((sum, c) => sum + c.bytes.length, 0);
  console.log(`${corpus.length} hostile packs, ${bytes} bytes in all:`);
  for (const c of corpus) console.log(`  ${c.name} (${c.bytes.length} bytes)`);
}
