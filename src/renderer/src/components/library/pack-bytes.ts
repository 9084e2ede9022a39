/**
 * Packs cross the API as base64 text (the WebSocket and IPC carry JSON). These
 * turn a picked file into base64 and base64 back into bytes for a download.
 */
import { MAX_PACK_BASE64 } from '../../../../shared/api-schemas';
import { describeBytes } from '../../../../shared/limits';

/** Bytes → base64, in slices so a large pack does not overflow the argument list of fromCharCode. */
export function bytesToBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** Base64 → bytes; throws a plain-words error on text that is not base64. */
export function base64ToBytes(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new Error('The pack arrived damaged (its data is not base64).');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The largest pack the API accepts (its base64 limit, in bytes); the services cap what is inside it. */
export const MAX_PACK_FILE_BYTES = Math.floor((MAX_PACK_BASE64 / 4) * 3);

/** Reads a picked `.bwpack` file as base64, refusing one too large to be a pack before reading it. */
export async function readPackFile(file: Blob & { name: string }): Promise<string> {
  if (file.size > MAX_PACK_FILE_BYTES) {
    // One decimal at least, so a file just over the limit never reads as the limit itself ("12 MB; at most 12 MB").
    const size = (file.size / (1024 * 1024)).toFixed(1);
    throw new Error(`${file.name} is ${size} MiB; packs up to ${describeBytes(MAX_PACK_FILE_BYTES)} are accepted.`);
  }
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
