/**
 * The renderer's standalone validators: the committed file is what the
 * generator makes now (so a schema change without regenerating fails here),
 * and they judge documents exactly as the services' runtime ajv does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_VALIDATORS_PATH, validatorSource } from '../../scripts/validator-source';
import { checkContentText } from '../../src/content/check-text';
import { CONTENT_TYPES } from '../../src/content/content-types';
import { checkContentInBrowser, STANDALONE_CONTENT_VALIDATORS } from '../../src/content/standalone-validators';
import { nodeContentValidators } from '../../src/services/library/validators';
import { ROOT } from '../fixtures/workers';

describe('generated standalone validators', () => {
  it('the committed file is up to date (regenerate: npx tsx scripts/generate-validators.ts)', () => {
    const committed = readFileSync(join(ROOT, GENERATED_VALIDATORS_PATH), 'utf8');
    expect(committed === validatorSource(), `${GENERATED_VALIDATORS_PATH} is stale`).toBe(true);
  });

  it('uses no eval and no require', () => {
    const source = readFileSync(join(ROOT, GENERATED_VALIDATORS_PATH), 'utf8');
    expect(source).not.toMatch(/\brequire\(|\beval\(|new Function/);
  });

  const cases: [string, string, boolean][] = [];
  for (const def of CONTENT_TYPES) {
    const builtIn = JSON.stringify(def.builtIn.data);
    cases.push([def.type, builtIn, true]);
    cases.push([def.type, JSON.stringify(def.template()), true]);
    const longName = builtIn.replace(/"name":"[^"]*"/, `"name":"${'x'.repeat(90)}"`);
    // Only types whose built-in has names (a campaign lists adventure ids under a title).
    if (longName !== builtIn) cases.push([def.type, longName, false]);
    const badId = builtIn.replace(/"id":"[^"]*"/, '"id":"Not An Id"');
    // Only types whose built-in has ids (a deck document names cards, not itself).
    if (badId !== builtIn) cases.push([def.type, badId, false]);
    const outOfRange = builtIn.replace(/"cost":\d/, '"cost":99').replace(/"copies":\d+/, '"copies":0');
    // Only types whose built-in has costs or copies (an adventure has neither).
    if (outOfRange !== builtIn) cases.push([def.type, outOfRange, false]);
    cases.push([def.type, builtIn.replace(/^\{/, '{"extra":1,'), false]);
    cases.push([def.type, '[]', false]);
    cases.push([
      def.type,
      '{"cards": [{"id": "a", "kind": "action", "copies": 1, "name": "A", "text": "t", "effect": {"op": "explode"}}]}',
      false,
    ]);
  }

  it.each(cases)('%s: the standalone and runtime validators report the same problems (%#)', (type, text, valid) => {
    const t = type as (typeof CONTENT_TYPES)[number]['type'];
    const runtime = checkContentText(t, text, nodeContentValidators());
    expect(runtime.ok).toBe(valid);
    const standalone = checkContentText(t, text, STANDALONE_CONTENT_VALIDATORS);
    expect(standalone).toEqual(runtime);
  });

  it('the browser check finds schema and semantic problems with their pointers', () => {
    const cards = JSON.parse(JSON.stringify(CONTENT_TYPES[0]?.builtIn.data)) as { cards: { copies: number }[] };
    (cards.cards[0] as { copies: number }).copies = 5;
    expect(checkContentInBrowser('queen-cards', JSON.stringify(cards)).problems).toEqual([
      { path: '/cards/0/copies', message: 'there must be exactly 4 Demons, not 5', severity: 'error' },
    ]);
    (cards.cards[0] as { copies: number }).copies = 50;
    expect(checkContentInBrowser('queen-cards', JSON.stringify(cards)).problems).toEqual([
      { path: '/cards/0/copies', message: 'must be at most 12', severity: 'error' },
    ]);
  });
});
