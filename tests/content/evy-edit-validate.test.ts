/**
 * Validation as the designer edits (schema, then the semantic checks, each problem
 * pinned to its map and hex), and the JSON tab's two-way conversion.
 */
import { describe, expect, it } from 'vitest';
import {
  adventureFromJson,
  adventureToJson,
  applyEdit,
  EditHistory,
  EditRefused,
  schemaProblems,
  jsonEdit,
  validateAdventure,
  type EditorProblem,
} from '../../src/content/evy-edit';
import { EVY_ADVENTURES } from '../../src/games/evy/content';
import type { Adventure } from '../../src/games/evy/types';
import { checkEvyAdventurePinned } from '../../src/content/checks/evy';
import { cell, largeAdventure, lcg, randomEdit, templateAdventure } from './evy-edit-fixtures';

const template = templateAdventure;
const show = (ps: EditorProblem[]): string[] =>
  ps.map((p) => `${p.severity} ${p.path} @ ${p.map ?? '-'}:${p.hex ? `${p.hex.q},${p.hex.r}` : '-'}: ${p.message}`);

describe('Evy editor: validation as you edit', () => {
  it('problems appear with the edit that causes them and go with the edit that fixes them', () => {
    const doc = template();
    expect(validateAdventure(doc)).toEqual([]);
    const pitOnStart = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 0, r: 1 }], tool: { kind: 'pit' } });
    expect(show(validateAdventure(pitOnStart))).toEqual([
      "error /maps/0/start @ 0:0,1: Map 1 'The room', hex (0, 1): Evy's start is on a spawn pit; nobody may stand on a pit",
    ]);
    const fixed = applyEdit(pitOnStart, { type: 'set-start', map: 0, hex: { q: 0, r: 0 } });
    expect(validateAdventure(fixed)).toEqual([]);
  });

  it('schema problems are pinned by their JSON pointer to the tile, the start or the map', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'set-item', map: 0, hex: { q: 2, r: 1 }, item: 'Big Key' });
    doc = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 70, r: 0 }], tool: { kind: 'floor' } });
    doc = applyEdit(doc, { type: 'rename-map', map: 0, name: '' });
    doc = applyEdit(doc, { type: 'set-meta', value: { title: '' } });
    expect(show(validateAdventure(doc))).toEqual([
      'error /title @ -:-: title: must not be empty',
      "error /maps/0/name @ 0:-: Map 1 '': name must not be empty",
      'error /maps/0/tiles/7/item @ 0:2,1: Map 1 \'\', hex (2, 1): item must be lower-case letters and digits, words joined by single dashes (e.g. "silver-dagger")',
      "error /maps/0/tiles/15/q @ 0:70,0: Map 1 '', hex (70, 0): q must be at most 64",
    ]);
  });

  it('a value that breaks the schema does not hide the semantic problems', () => {
    let doc = template();
    doc = applyEdit(doc, { type: 'set-meta', value: { title: '' } });
    doc = applyEdit(doc, { type: 'paint', map: 0, hexes: [{ q: 0, r: 1 }], tool: { kind: 'wall' } });
    expect(show(validateAdventure(doc))).toEqual([
      'error /title @ -:-: title: must not be empty',
      "error /maps/0/start @ 0:0,1: Map 1 'The room', hex (0, 1): Evy's start is on a wall; put it on a floor tile",
    ]);
  });

  it('a 40 × 40 map (1,435 tiles) passes the schema, and a wall cutting it off is found', () => {
    const big = largeAdventure(40);
    expect(validateAdventure(big)).toEqual([]);
    // A full wall across row 20 cuts the exit off from the start.
    const row = Array.from({ length: 40 }, (_, col) => cell(col, 20));
    const cut = applyEdit(big, { type: 'paint', map: 0, hexes: row, tool: { kind: 'wall' } });
    expect(show(validateAdventure(cut))).toEqual([
      "error /maps/0/tiles/1399 @ 0:20,39: Map 1 'Hall', hex (20, 39): Evy cannot walk from the start to this exit",
    ]);
  });

  it('the caches never change a verdict, and JSON reads back: 400 random edits, validated with the caches and afresh', () => {
    const rand = lcg(23);
    const history = new EditHistory(structuredClone(EVY_ADVENTURES.find((a) => a.id === 'street')!));
    for (let i = 0; i < 400; i++) {
      try {
        history.do(randomEdit(history.doc, rand));
      } catch (error) {
        if (!(error instanceof EditRefused)) throw error;
      }
      if (i % 7 === 6) history.undo();
      const fresh = structuredClone(history.doc);
      const schema = schemaProblems(fresh);
      // Whatever the edits made, the JSON tab shows it and reads it back unchanged.
      if (schema.length === 0) expect(adventureFromJson(adventureToJson(history.doc)).doc).toEqual(fresh);
      // The same problems (the map-by-map schema check may list them in another order).
      const sorted = (ps: EditorProblem[]) => show(ps).sort();
      expect(sorted(validateAdventure(history.doc)), `edit ${i}`).toEqual(
        sorted([...schema, ...checkEvyAdventurePinned(fresh)]),
      );
    }
  });

  it('every built-in adventure is valid in the editor', () => {
    for (const adventure of EVY_ADVENTURES) expect(validateAdventure(adventure), adventure.id).toEqual([]);
  });
});

describe('Evy editor: the JSON tab', () => {
  it('document → text → document gives the same document; the text names the schema', () => {
    const street = EVY_ADVENTURES.find((a) => a.id === 'street')!;
    const text = adventureToJson(street);
    expect(text.startsWith('{\n  "$schema": "https://boardwright.app/schemas/evy/adventure.json",\n')).toBe(true);
    // Flat objects on one line: a tile, a start.
    expect(text).toContain('\n        { "q": 0, "r": 0, "kind": "floor" },\n');
    expect(text).toMatch(/\n {6}"start": \{ "q": -?\d+, "r": -?\d+ \},?\n/);
    const back = adventureFromJson(text);
    expect(back.problems).toEqual([]);
    expect(back.doc).toEqual(street);
    // Text with braces, brackets, commas and line breaks survives the one-line layout.
    const tricky = { ...street, intro: 'A {b}, [c],\n  "d": { e }' };
    tricky.objective = [{ type: 'reach', tile: 'exit', text: '}, {' }];
    expect(adventureFromJson(adventureToJson(tricky)).doc).toEqual(tricky);
  });

  it('text that passes the schema replaces the document as one undoable step, semantic problems and all', () => {
    const history = new EditHistory(template());
    const edited = JSON.parse(adventureToJson(history.doc)) as Adventure;
    edited.title = 'From the JSON tab';
    edited.maps[0]!.start = { q: 3, r: 0 };
    const { op, problems } = jsonEdit(JSON.stringify(edited));
    expect(show(problems)).toEqual([
      "error /maps/0/start @ 0:3,0: Map 1 'The room', hex (3, 0): Evy's start is on a spawn pit; nobody may stand on a pit",
    ]);
    history.do(op!);
    expect(history.doc.title).toBe('From the JSON tab');
    expect(history.doc).not.toHaveProperty('$schema');
    history.undo();
    expect(history.doc).toEqual(template());
  });

  it('text that changes nothing is no step; text that changes one map leaves the others the same objects', () => {
    const tower = structuredClone(EVY_ADVENTURES.find((a) => a.id === 'tower')!);
    const history = new EditHistory(tower);
    history.do(jsonEdit(JSON.stringify(JSON.parse(adventureToJson(tower)), null, 4)).op!);
    expect(history.doc).toBe(tower);
    expect(history.canUndo).toBe(false);
    const edited = JSON.parse(adventureToJson(tower)) as Adventure;
    edited.maps[2]!.name = 'Third floor';
    history.do(jsonEdit(JSON.stringify(edited)).op!);
    expect(history.doc.maps.map((m, i) => m === tower.maps[i])).toEqual([true, true, false, true, true]);
    expect(history.doc.objective).toBe(tower.objective);
    history.undo();
    expect(history.doc).toBe(tower);
  });

  it('text that does not parse or fails the schema is refused with its problems; the document stays', () => {
    const syntax = jsonEdit('{ "title": "x", }');
    expect(syntax.op).toBeNull();
    expect(show(syntax.problems)).toEqual([
      'error  @ -:-: is not valid JSON: a field name in double quotes is expected here (line 1, column 17)',
    ]);
    const doc = JSON.parse(adventureToJson(template())) as Record<string, unknown>;
    doc.cardCount = 'two';
    const schema = jsonEdit(JSON.stringify(doc));
    expect(schema.op).toBeNull();
    expect(show(schema.problems)).toEqual(['error /cardCount @ -:-: cardCount: must be a whole number']);
  });
});
