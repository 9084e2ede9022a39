/**
 * The project's eslint.config.js as ESLint runs it: the 400-line limit on
 * source files, and the import rule switched on for .ts and .vue files alike.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

/** A module of exactly `lines` lines, the last one ending with a newline as Prettier writes it. */
function tsFile(lines: number): string {
  const body = Array.from({ length: lines - 3 }, (_, i) => `export const value${i} = ${i};`);
  return ['/** A module that is long on purpose. */', '', ...body, '// end'].join('\n') + '\n';
}

function vueFile(lines: number): string {
  const items = Array.from({ length: lines - 4 }, (_, i) => `    <li>item ${i}</li>`);
  return ['<template>', '  <ul>', ...items, '  </ul>', '</template>'].join('\n') + '\n';
}

describe('max-lines on source files', () => {
  it('counts every line, blank and comment lines included', () => {
    expect(tsFile(401).split('\n')).toHaveLength(402); // 401 lines and the final newline
    expect(vueFile(401).split('\n')).toHaveLength(402);
  });

  it('passes a .ts file of 400 lines and fails one of 401', async () => {
    expect(await ruleIds(tsFile(400), 'src/engine/long-module.ts')).toEqual([]);
    expect(await ruleIds(tsFile(401), 'src/engine/long-module.ts')).toEqual(['max-lines']);
  });

  it('fails a 401-line file padded with blank and comment lines', async () => {
    const padded = tsFile(200) + '\n'.repeat(100) + '// note\n'.repeat(101);
    expect(padded.split('\n')).toHaveLength(402);
    expect(await ruleIds(padded, 'src/services/long-module.ts')).toEqual(['max-lines']);
  });

  it('passes a .vue file of 400 lines and fails one of 401', async () => {
    expect(await ruleIds(vueFile(400), 'src/renderer/src/components/LongList.vue')).toEqual([]);
    expect(await ruleIds(vueFile(401), 'src/renderer/src/components/LongList.vue')).toEqual(['max-lines']);
  });

  it('leaves tests alone', async () => {
    expect(await ruleIds(tsFile(401), 'tests/engine/long.test.ts')).toEqual([]);
  });
});

describe('the import rule in the project config', () => {
  it('refuses a rule function in a renderer component', async () => {
    const code = [
      '<script setup lang="ts">',
      "import { tryApply } from '../../../engine';",
      'console.log(tryApply);',
      '</script>',
      '',
      '<template><div /></template>',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/renderer/src/components/Cheat.vue')).toEqual(['boardwright/layers']);
  });

  it('refuses a cross-game import in a game', async () => {
    const code = "import type { Hex } from '../evy/types';\nexport type Place = Hex;\n";
    expect(await ruleIds(code, 'src/games/queen/place.ts')).toEqual(['boardwright/layers']);
  });
});
