/**
 * Checks a file name inside a pack before it is used for anything. Pack paths
 * never become paths on disk (installed items get ids of ours), but a pack
 * that tries a zip-slip or hides files behind odd names is refused outright,
 * and each refusal says what is wrong with which name.
 */
import { PACK_LIMITS, PACK_PATH_PATTERN } from '../../content/schemas/pack-manifest';

const PATH_RE = new RegExp(PACK_PATH_PATTERN);

/** What is wrong with a pack entry's name, or undefined when it is fine. */
export function entryNameProblem(name: string): string | undefined {
  const shown = JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
  if (name.length === 0) return 'a file in the pack has an empty name';
  if (name.length > PACK_LIMITS.maxPathLength) {
    return `the file name ${shown} is longer than ${PACK_LIMITS.maxPathLength} characters`;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return `the file name ${shown} contains control characters`;
  if (name.includes('\\')) return `the file name ${shown} contains a backslash; pack paths use "/"`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `the file name ${shown} is an absolute path`;
  const segments = name.split('/');
  if (segments.includes('..')) return `the file name ${shown} reaches outside the pack with ".."`;
  if (segments.some((s) => s === '.' || s === '')) return `the file name ${shown} has an empty or "." folder`;
  if (name !== 'manifest.json' && !PATH_RE.test(name)) {
    return `the file name ${shown} is not allowed: use letters, digits, "_", "-" and "." in folders and names, ending in ".json"`;
  }
  return undefined;
}
