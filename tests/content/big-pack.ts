/**
 * A valid pack of about 10 MB, within every limit: ten Queen cards files of a
 * megabyte each (padded with spaces, which JSON allows), stored unpacked so the
 * zip is as large as its content. For the tests that carry large packs through
 * the web host and the CLI.
 */
import { queenCardsTemplate } from '../../src/content/templates/queen';
import { buildZip, sha256, utf8 } from './zip-builder';

const MB = 1_000_000;

export function tenMegabytePack(): Uint8Array {
  const files = Array.from({ length: 10 }, (_, i) => {
    const data = queenCardsTemplate() as { cards: { name: string }[] };
    data.cards[2]!.name = `Big ${i}`;
    const text = JSON.stringify(data);
    return { name: `cards/big-${i}.json`, data: utf8(text + ' '.repeat(MB - text.length)) };
  });
  const manifest = {
    formatVersion: 1,
    id: 'big.pack',
    name: 'Big',
    version: '1.0.0',
    game: 'queen',
    files: files.map((f) => ({ path: f.name, type: 'queen-cards', name: f.name, size: MB, sha256: sha256(f.data) })),
  };
  return buildZip([
    { name: 'manifest.json', data: utf8(JSON.stringify(manifest)) },
    ...files.map((f) => ({ ...f, method: 0 })),
  ]);
}
