/** The content schemas compiled with ajv, once, for the Node side (services, CLI). */
import { createAjv } from '../../content/ajv';
import type { ContentValidators } from '../../content/check-text';
import { CONTENT_TYPES } from '../../content/content-types';
import type { ContentType } from '../../shared/api';

let compiled: ContentValidators | undefined;

export function nodeContentValidators(): ContentValidators {
  if (!compiled) {
    // `not: { required: [...] }` ("must not have") trips strictRequired, which checks only how a schema is written.
    const ajv = createAjv({ strictRequired: false });
    compiled = Object.fromEntries(CONTENT_TYPES.map((t) => [t.type, ajv.compile(t.schema)])) as unknown as Record<
      ContentType,
      ContentValidators[ContentType]
    >;
  }
  return compiled;
}
