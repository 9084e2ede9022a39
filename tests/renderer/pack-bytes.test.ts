/** Pack bytes across the API as base64, and the size check before reading a picked file. */
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  MAX_PACK_FILE_BYTES,
  readPackFile,
} from '../../src/renderer/src/components/library/pack-bytes';
import { MAX_PACK_BASE64 } from '../../src/shared/api-schemas';

describe('pack bytes', () => {
  it('round-trips every byte value, also past the slice size', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 17).map((_, i) => (i * 31 + (i >> 8)) & 0xff);
    const base64 = bytesToBase64(bytes);
    expect(base64).toHaveLength(Math.ceil(bytes.length / 3) * 4);
    expect(bytesToBase64(new Uint8Array([0, 1, 2, 253, 254, 255]))).toBe('AAEC/f7/');
    expect(base64ToBytes(base64)).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('says in words when the data is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow('The pack arrived damaged (its data is not base64).');
  });

  it('accepts exactly what the API accepts', () => {
    expect(Math.ceil(MAX_PACK_FILE_BYTES / 3) * 4).toBeLessThanOrEqual(MAX_PACK_BASE64);
    expect(Math.ceil((MAX_PACK_FILE_BYTES + 3) / 3) * 4).toBeGreaterThan(MAX_PACK_BASE64);
  });

  it('reads a picked file, and refuses one too large without reading it', async () => {
    const small = new File([new Uint8Array([80, 75, 3, 4])], 'small.bwpack');
    expect(await readPackFile(small)).toBe('UEsDBA==');
    const huge = {
      name: 'huge.bwpack',
      size: MAX_PACK_FILE_BYTES + 1,
      arrayBuffer: () => Promise.reject(new Error('read')),
    };
    await expect(readPackFile(huge as unknown as File)).rejects.toThrow(
      'huge.bwpack is 12.0 MiB; packs up to 12 MiB are accepted.',
    );
  });
});
