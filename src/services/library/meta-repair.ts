/**
 * Metadata rebuilt from the item itself, for an item whose `<id>.meta.json` is
 * missing or damaged, so the item stays in the library instead of vanishing.
 * The type comes from the text's `"$schema"`, or else from the one content
 * schema the text passes; every field of the damaged metadata that is still
 * valid (the name, the dates, the pack it came from) is kept.
 */
import { CONTENT_TYPES, contentTypeOfDocument } from '../../content/content-types';
import type { ContentType } from '../../shared/api';
import { metaProblems, parseMeta, type ItemMeta } from './meta';
import { nodeContentValidators } from './validators';

/** The content type of an item's text, or undefined when nothing says what it is. */
export function typeOfText(text: string): ContentType | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const declared = contentTypeOfDocument(data);
  if (declared) return declared.type;
  const validators = nodeContentValidators();
  const passing = CONTENT_TYPES.filter((def) => validators[def.type](data));
  return passing.length === 1 ? passing[0]?.type : undefined;
}

/**
 * Metadata for an item of `type`: each field of `damaged` that is still valid on its own, the
 * rest made up (`createdAt` is `fallbackTime`, the name says the item was recovered).
 */
export function rebuildMeta(type: ContentType, damaged: unknown, fallbackTime: string): ItemMeta {
  const title = CONTENT_TYPES.find((def) => def.type === type)?.title ?? type;
  const meta: ItemMeta = { formatVersion: 1, type, name: `Recovered ${title}`.slice(0, 80), createdAt: fallbackTime };
  const old = damaged !== null && typeof damaged === 'object' ? (damaged as Record<string, unknown>) : {};
  // Each field is tried alone on the rebuilt metadata, and kept only when that stays valid.
  for (const field of ['name', 'createdAt', 'deletedAt', 'source'] as const) {
    if (old[field] === undefined) continue;
    const candidate = { ...meta, [field]: old[field] };
    if (metaProblems(candidate).length === 0) Object.assign(meta, parseMeta(candidate));
  }
  return meta;
}
