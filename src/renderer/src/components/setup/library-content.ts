/**
 * The user's library items offered for an option that carries content (an Evy adventure, a
 * Queen card set): each checked in the browser by the same checks as the library, so an item
 * with errors is listed with its reason and cannot be chosen; the services check it again.
 */
import type { ContentOption } from '../../../../content/config-content';
import { checkContentInBrowser } from '../../../../content/standalone-validators';
import type { BoardwrightApi, ContentType } from '../../../../shared/api';

export interface LibraryContentChoice {
  /** The library item's id. */
  id: string;
  name: string;
  /** The item's document, when it passes every check. */
  document?: unknown;
  /** Why it cannot be played, in the checks' words. */
  reason?: string;
}

/** One item's text as a choice: its document when it passes, else the first error and how many more. */
export function contentChoice(type: ContentType, id: string, name: string, text: string): LibraryContentChoice {
  const check = checkContentInBrowser(type, text);
  if (check.ok) return { id, name, document: check.data };
  const errors = check.problems.filter((p) => p.severity === 'error');
  const first = errors[0];
  const where = first?.path ? `${first.path}: ` : '';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return { id, name, reason: `${where}${first?.message ?? 'it does not pass its checks'}${more}` };
}

/** The user's own items of `type` (built-ins are the game's own choices already). */
export async function loadLibraryContent(api: BoardwrightApi, type: ContentType): Promise<LibraryContentChoice[]> {
  const items = (await api.call('library.list', { type })).filter((i) => !i.builtIn);
  return Promise.all(
    items.map(async (item) =>
      contentChoice(type, item.id, item.name, (await api.call('library.get', { id: item.id })).text),
    ),
  );
}

/** The config playing `document` under the option, the built-in choice it stands in for left out. */
export function withDocument(
  config: Record<string, unknown>,
  option: ContentOption,
  document: unknown,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...config, [option.key]: document };
  if (option.replaces) delete next[option.replaces];
  return next;
}

/** The config playing the built-in content: the option left out, and the built-in choice set when it has one. */
export function withBuiltIn(
  config: Record<string, unknown>,
  option: ContentOption,
  value: unknown,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...config };
  delete next[option.key];
  if (option.replaces) next[option.replaces] = value;
  return next;
}
