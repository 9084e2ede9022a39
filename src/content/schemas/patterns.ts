/** Regular expressions the schemas share; `ajv-errors.ts` says each in words. */

/** A semantic version without leading zeros, with an optional pre-release: "1.4.0", "2.0.0-beta.1". */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$';

/** Pack ids: lower-case words joined by dots or dashes ("ada.spooky-cards"). */
export const PACK_ID_PATTERN = '^[a-z0-9]+([.-][a-z0-9]+)*$';

/** Text on one line: no control characters. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';

export const SHA256_PATTERN = '^[0-9a-f]{64}$';

/** Ids written by hand in guides, glossaries and tutorials: lower-case words joined by dashes ("the-showdown"). */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A required text on one line, at most `maxLength` characters, with its description for the editor. */
export const singleLine = <D extends string>(maxLength: number, description: D) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: SINGLE_LINE_PATTERN, description }) as const;

/** A hand-written id (`SLUG_PATTERN`), with its description for the editor. */
export const slug = <D extends string>(description: D) =>
  ({ type: 'string', minLength: 1, maxLength: 60, pattern: SLUG_PATTERN, description }) as const;
