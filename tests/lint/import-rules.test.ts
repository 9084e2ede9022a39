/**
 * The import rule of eslint/layers.js, file by file: the layer table, game
 * isolation and the renderer's ban on the rules. File names are real places in
 * the repository (the rule reads where a file sits), sources are what it imports.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from '../../eslint/layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

const QUEEN = at('src/games/queen/rules-under-test.ts');
const REGISTRY = at('src/games/index.ts');
const QUEEN_BOARD = at('src/renderer/src/games/queen/board-under-test.ts');
const EVY_BOARD = at('src/renderer/src/games/evy/board-under-test.ts');
const STORE = at('src/renderer/src/stores/store-under-test.ts');
const SERVICE = at('src/services/match/service-under-test.ts');

const error = (messageId: string) => ({ errors: [{ messageId }] });

describe('the layer table', () => {
  tester.run('layers', layers, {
    valid: [
      { filename: QUEEN, code: "import { nextInt } from '../../engine';" },
      { filename: STORE, code: "import { defineStore } from 'pinia';" },
      { filename: QUEEN, code: "import type { FromSchema } from 'json-schema-to-ts';" },
    ],
    invalid: [
      { filename: QUEEN, code: "import { ref } from 'vue';", ...error('forbidden') },
      { filename: QUEEN, code: "import { readFile } from 'node:fs';", ...error('forbidden') },
      {
        filename: at('src/ai/search-under-test.ts'),
        code: "import { queen } from '../games/queen';",
        ...error('forbidden'),
      },
      { filename: STORE, code: "import { createServices } from '../../../services/app';", ...error('forbidden') },
      { filename: QUEEN, code: "import { x } from '../../../tests/helpers';", ...error('forbidden') },
    ],
  });
});

describe('game isolation', () => {
  tester.run('layers', layers, {
    valid: [
      { filename: QUEEN, code: "import { legalActions } from './legal';" },
      { filename: QUEEN, code: "import type { QueenView } from './types';" },
      { filename: QUEEN, code: "import { hexKey } from '../common/hex';" },
      { filename: REGISTRY, code: "import { queen } from './queen';\nimport { evy } from './evy';" },
      { filename: QUEEN_BOARD, code: "import type { QueenView } from '../../../../games/queen/types';" },
      { filename: QUEEN_BOARD, code: "import { cardName } from './queen-names';" },
      { filename: at('src/renderer/src/components/MatchScreen.ts'), code: "import { a } from '../games/queen/x';" },
    ],
    invalid: [
      { filename: QUEEN, code: "import type { Hex } from '../evy/types';", ...error('crossGame') },
      { filename: QUEEN, code: "import { evy } from '../evy';", ...error('crossGame') },
      { filename: QUEEN, code: "export { SEATS } from '../everzone/state';", ...error('crossGame') },
      { filename: QUEEN, code: "import { findGame } from '../index';", ...error('crossGameRegistry') },
      { filename: QUEEN, code: "import { GAMES } from '..';", ...error('crossGameRegistry') },
      {
        filename: at('src/games/common/hex-under-test.ts'),
        code: "import { x } from '../evy/geometry';",
        ...error('crossGame'),
      },
      { filename: QUEEN_BOARD, code: "import { hexKey } from '../evy/evy-geometry';", ...error('crossGame') },
      {
        filename: EVY_BOARD,
        code: "import type { QueenView } from '../../../../games/queen/types';",
        ...error('crossGame'),
      },
    ],
  });
});

describe('the renderer does not import the rules', () => {
  tester.run('layers', layers, {
    valid: [
      { filename: STORE, code: "import type { GameRecord, Seat } from '../../../engine';" },
      { filename: STORE, code: "import { type Seat, hashText } from '../../../engine';" },
      { filename: STORE, code: "import { findCardDef, QUEEN_CONTENT } from '../../../games/queen/content';" },
      { filename: STORE, code: "import { EVY_ADVENTURE_SCHEMA } from '../../../games/evy/schema';" },
      { filename: STORE, code: "import type { QueenState } from '../../../games/queen';" },
      { filename: STORE, code: "import type * as Engine from '../../../engine';" },
      { filename: STORE, code: "import { apply } from './local-helpers';" },
      {
        filename: SERVICE,
        code: "import { tryApply, replay } from '../../engine';\nimport { findGame } from '../../games';",
      },
    ],
    invalid: [
      { filename: STORE, code: "import { tryApply } from '../../../engine';", ...error('rendererRulesName') },
      { filename: STORE, code: "import { type Seat, replay } from '../../../engine';", ...error('rendererRulesName') },
      { filename: STORE, code: "import { apply } from '../../../games/queen/apply';", ...error('rendererRulesName') },
      { filename: STORE, code: "import { step } from '../../../games/evy/apply';", ...error('rendererRulesName') },
      {
        filename: STORE,
        code: "import { legalActions as moves } from '../../../games/evy/legal';",
        ...error('rendererRulesName'),
      },
      {
        filename: STORE,
        code: "export { legalActions } from '../../../games/queen/legal';",
        ...error('rendererRulesName'),
      },
      { filename: STORE, code: "import { findGame } from '../../../games/index';", ...error('rendererRegistry') },
      { filename: STORE, code: "import { GAMES } from '../../../games';", ...error('rendererRegistry') },
      { filename: STORE, code: "import { queen } from '../../../games/queen';", ...error('rendererGameObject') },
      { filename: STORE, code: "import { evy } from '../../../games/evy/index';", ...error('rendererGameObject') },
      { filename: STORE, code: "import * as engine from '../../../engine';", ...error('rendererUnseenNames') },
      { filename: STORE, code: "export * from '../../../games/queen/legal';", ...error('rendererUnseenNames') },
      { filename: STORE, code: "const m = import('../../../games/queen/content');", ...error('rendererUnseenNames') },
      {
        filename: EVY_BOARD,
        code: "import { apply } from '../../../../games/evy/apply';",
        ...error('rendererRulesName'),
      },
    ],
  });
});
