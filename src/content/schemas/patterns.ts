/** Regular expressions the schemas share; `ajv-errors.ts` says each in words. */

/** A semantic version without leading zeros, with an optional pre-release: "1.4.0", "2.0.0-beta.1". */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$';

/** Pack ids: lower-case words joined by dots or dashes ("ada.spooky-cards"). */
export const PACK_ID_PATTERN = '^[a-z0-9]+([.-][a-z0-9]+)*$';

/** Text on one line: no control characters. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';

export const SHA256_PATTERN = '^[0-9a-f]{64}$';
