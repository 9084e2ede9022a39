/**
 * Every size limit of Boardwright in one table, so the CLI, the web host, the
 * desktop IPC and the services cannot disagree: a pack or save that one of them
 * accepts, the others carry. Each limit is checked before the work it bounds
 * starts, and a refusal names the limit in words (`tooLarge`).
 * docs/LIMITS.md lists the same table for people.
 */

const KIB = 1024;
const MIB = 1024 * KIB;

/** Characters of base64 that carry `bytes` bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Room for what wraps a payload in one message: the request id, the method name, field names. */
const ENVELOPE_BYTES = 64 * KIB;

const PACK_BYTES = 12 * MIB;
const SAVE_BYTES = 12 * MIB;

export const LIMITS = {
  /** A `.bwpack` file. */
  packBytes: PACK_BYTES,
  /** A pack as it crosses the API (base64). */
  packBase64Chars: base64Length(PACK_BYTES),
  /** One content file (cards, an adventure, a deck…), as text. */
  contentTextBytes: 1 * MIB,
  /** A save file or an autosave, as JSON text. */
  saveBytes: SAVE_BYTES,
  /** Any file Boardwright reads back from its data folder (the largest of the above). */
  dataFileBytes: Math.max(SAVE_BYTES, 1 * MIB),
  /**
   * One API request: the largest payload (a pack in base64) with its envelope. The web host's
   * WebSocket frame limit and the desktop IPC check are this, so nothing allowed is ever cut off.
   */
  requestBytes: Math.max(base64Length(PACK_BYTES), SAVE_BYTES) + ENVELOPE_BYTES,
  /** An error reply, all its details included. */
  errorReplyBytes: 64 * KIB,
  /** Problems listed one by one in a reply; the rest are counted. */
  reportedProblems: 40,
  /** One problem line or error message, in characters. */
  problemChars: 400,
  /** Matches open at once (each holds a game and its AI turns). */
  liveMatches: 50,
  /** Closed matches whose final state is kept, so their address can still show it (the newest ones). */
  closedMatchesKept: 20,
  /** Background batches running at once: simulations, difficulty meters and deck gauntlets together. */
  runningBatches: 4,
  /**
   * The game records one batch (a simulation or a deck gauntlet) keeps on disk for the replay viewer,
   * as JSON text; the games after the budget is spent are played and counted, but not kept.
   */
  batchRecordBytes: 32 * MIB,
} as const;

/** A size in words: "12 MiB", "64 KiB", "900 bytes". */
export function describeBytes(bytes: number): string {
  if (bytes >= MIB) return `${formatNumber(bytes / MIB)} MiB`;
  if (bytes >= KIB) return `${formatNumber(bytes / KIB)} KiB`;
  return `${bytes} bytes`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The refusal of something over a limit, in one sentence: "The pack is 13 MiB; packs over 12 MiB are refused." */
export function tooLarge(what: string, size: number, limit: number, plural: string): string {
  return `${what} is ${describeBytes(size)}; ${plural} over ${describeBytes(limit)} are refused.`;
}

/**
 * The size of `value` written as JSON, counted without writing it, or `Infinity` as soon as it
 * passes `limit`: the walk stops there, so measuring a huge value costs no more than the limit.
 * Strings count their characters (escapes aside), which is what the limits are about.
 */
export function jsonSizeWithin(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') size += node.length + 2;
    else if (node === null || typeof node !== 'object') size += String(node).length;
    else if (Array.isArray(node)) {
      size += 2 + node.length;
      if (size > limit) return Infinity;
      for (const item of node) stack.push(item);
    } else {
      size += 2;
      for (const key in node) {
        size += key.length + 4;
        if (size > limit) return Infinity;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
    if (size > limit) return Infinity;
  }
  return size;
}
