/** Writes `src/content/generated/validators.ts` (see validator-source.ts). Run: npx tsx scripts/generate-validators.ts */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GENERATED_VALIDATORS_PATH, validatorSource } from './validator-source';

const file = resolve(import.meta.dirname, '..', GENERATED_VALIDATORS_PATH);
writeFileSync(file, validatorSource());
console.log(`wrote ${GENERATED_VALIDATORS_PATH}`);
