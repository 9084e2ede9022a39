/**
 * The pack API: export items as a `.bwpack`, preview a pack, install it.
 * Preview and install each open and check the whole pack from its bytes
 * (install never trusts an earlier preview), and nothing is written until
 * every file has passed. Installing adds new items, and overwrites only the
 * items the preview marked "replace": those installed earlier from the same
 * pack id and path. Pack paths never become paths on disk.
 */
import type { ApiRequest, ApiResult, LibraryItemInfo, PackPreview } from '../../shared/api';
import type { LibraryService } from '../library/library-service';
import { invalidPack } from './pack-error';
import { openPack, type OpenedPack } from './pack-reader';
import { buildPack } from './pack-writer';

interface PlannedFile {
  file: OpenedPack['files'][number];
  /** The library item this file replaces, if any. */
  replaces?: string;
}

export class PackService {
  constructor(private readonly library: LibraryService) {}

  async export(req: ApiRequest<'packs.export'>): Promise<ApiResult<'packs.export'>> {
    const items = [];
    for (const id of req.ids) items.push(await this.library.getContent(id));
    const pack = buildPack(items, req.manifest);
    return { fileName: pack.fileName, base64: Buffer.from(pack.bytes).toString('base64') };
  }

  async preview(base64: string): Promise<PackPreview> {
    const { pack, plan } = await this.open(base64);
    return {
      manifest: structuredClone(pack.manifest),
      items: plan.map(({ file, replaces }) =>
        replaces
          ? { path: file.path, type: file.type, name: file.name, action: 'replace', replaces }
          : { path: file.path, type: file.type, name: file.name, action: 'add' },
      ),
    };
  }

  install(base64: string): Promise<LibraryItemInfo[]> {
    return this.library.exclusive(async () => {
      const { pack, plan } = await this.open(base64);
      const installed: LibraryItemInfo[] = [];
      for (const { file, replaces } of plan) {
        installed.push(
          replaces
            ? await this.library.replaceCheckedNow(replaces, file.text)
            : await this.library.addItemNow(file.type, file.name, file.text, {
                packId: pack.manifest.id,
                path: file.path,
              }),
        );
      }
      return installed;
    });
  }

  private async open(base64: string): Promise<{ pack: OpenedPack; plan: PlannedFile[] }> {
    const bytes = decodeBase64(base64);
    const pack = openPack(bytes);
    const existing = await this.library.items();
    const plan = pack.files.map((file) => {
      const match = existing.find(
        (item) => item.meta.source?.packId === pack.manifest.id && item.meta.source.path === file.path,
      );
      // Only an item of the same type is replaced; anything else is added beside it.
      return match && match.meta.type === file.type ? { file, replaces: match.id } : { file };
    });
    return { pack, plan };
  }
}

function decodeBase64(base64: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) {
    throw invalidPack('The pack did not arrive intact (its base64 encoding is broken).');
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
