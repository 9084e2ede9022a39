/**
 * The pack API: export items as a `.bwpack`, preview a pack, install it.
 * Preview and install each open and check the whole pack from its bytes
 * (install never trusts an earlier preview), and nothing is written until
 * every file has passed. What happens to each file is `planInstall`'s call
 * (new, update, keep both, conflict); the install is one `FileTransaction`, so
 * a crash leaves the library as before or as after, and a replaced item's
 * previous version goes to the trash. Pack paths never become paths on disk.
 */
import type {
  ApiRequest,
  ApiResult,
  LibraryItemInfo,
  PackConflictChoice,
  PackManifest,
  PackPreview,
} from '../../shared/api';
import type { LibraryService } from '../library/library-service';
import type { ItemMeta } from '../library/meta';
import { invalidPack } from './pack-error';
import { planInstall, previewItem, sha256Of, type PlannedFile } from './pack-plan';
import { openPack, type OpenedPack } from './pack-reader';
import { buildPack } from './pack-writer';

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
    return { manifest: structuredClone(pack.manifest), items: plan.map((p) => previewItem(p, pack.manifest)) };
  }

  /**
   * Installs every file as planned, all at once. `onConflict`: what to do with an item the user
   * edited, or another author's: keep both (the default), or replace it.
   */
  install(base64: string, onConflict: PackConflictChoice = 'keep-both'): Promise<LibraryItemInfo[]> {
    return this.library.exclusive(async () => {
      const { pack, plan } = await this.open(base64);
      const store = this.library.store;
      const tx = store.transaction();
      const now = new Date().toISOString();
      const ids: string[] = [];
      for (const { file, outcome, existing } of plan) {
        if (outcome === 'same' && existing) {
          ids.push(existing.id);
          continue;
        }
        const source = sourceOf(pack.manifest, file.path, file.text);
        if (existing && (outcome === 'update' || onConflict === 'replace')) {
          const previous = await store.readText(existing.id);
          if (previous !== file.text) {
            const kept = {
              ...existing.meta,
              name: withSuffix(existing.meta.name, ` (before ${pack.manifest.version})`),
            };
            store.stageItem(tx, store.newId(), 'trash', previous, { ...kept, deletedAt: now });
          }
          store.stageItem(tx, existing.id, 'library', file.text, { ...existing.meta, source });
          ids.push(existing.id);
        } else {
          const id = store.newId();
          const name = existing
            ? withSuffix(file.name, ` (${pack.manifest.name} ${pack.manifest.version})`)
            : file.name;
          store.stageItem(tx, id, 'library', file.text, {
            formatVersion: 1,
            type: file.type,
            name,
            createdAt: now,
            source,
          });
          ids.push(id);
        }
      }
      await tx.commit();
      const installed: LibraryItemInfo[] = [];
      for (const id of ids) installed.push(await this.library.info(id));
      return installed;
    });
  }

  private async open(base64: string): Promise<{ pack: OpenedPack; plan: PlannedFile[] }> {
    const bytes = decodeBase64(base64);
    const pack = openPack(bytes);
    const installed = await this.library.items();
    const plan = await planInstall(pack.manifest, pack.files, installed, (id) => this.library.store.readText(id));
    return { pack, plan };
  }
}

/** Where an installed item came from: the pack (id, author, version), the path in it, and the text's hash. */
function sourceOf(manifest: PackManifest, path: string, text: string): NonNullable<ItemMeta['source']> {
  return {
    packId: manifest.id,
    path,
    author: manifest.author ?? '',
    version: manifest.version,
    sha256: sha256Of(text),
  };
}

/** `name` with `suffix`, shortened to fit the 80 characters a name may have. */
function withSuffix(name: string, suffix: string): string {
  return `${name.slice(0, Math.max(1, 80 - suffix.length)).trimEnd()}${suffix}`.slice(0, 80);
}
function decodeBase64(base64: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) {
    throw invalidPack('The pack did not arrive intact (its base64 encoding is broken).');
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
