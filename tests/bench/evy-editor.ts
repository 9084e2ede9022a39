/**
 * Editor responsiveness: the time from an edit to a fresh list of problems on a
 * large Evy map — `EditHistory.do` (apply the edit, keep its inverse) plus
 * `validateAdventure` (schema and every semantic check) — for the edits a
 * designer makes: a brush dab, a flood fill, moving a selection, undo. Goal: under
 * one frame (16 ms). Also shown: the semantic checks alone with nothing kept
 * between edits, to see what checking only the edited map saves (the editor keeps
 * each map's schema problems and walk until the map is replaced). Wall time counts whatever else the
 * machine is doing; CPU time (`process.cpuUsage`, this process only) is the work of
 * the edit itself, the fairer figure on a shared machine.
 */
import { EditHistory, validateAdventure, type EditOp, type PaintTool } from '../../src/content/evy-edit';
import { checkEvyAdventurePinned } from '../../src/content/checks/evy';
import type { Adventure, Hex } from '../../src/games/evy/types';
import { cell, largeAdventure, lcg } from '../content/evy-edit-fixtures';
import { runInChild } from './processes';
import { printTable } from './table';

const EDITS = 400;
const WARM_UP = 60;

type EditKind = 'brush dab' | 'flood fill' | 'move 5×5 selection' | 'undo';

function makeEdit(kind: EditKind, size: number, rand: () => number): EditOp | 'undo' {
  const at = (): Hex => cell(Math.floor(rand() * size), Math.floor(rand() * size));
  const tools: PaintTool[] = [{ kind: 'floor' }, { kind: 'wall' }, { kind: 'pit' }, { kind: 'door' }];
  const tool = tools[Math.floor(rand() * tools.length)] as PaintTool;
  switch (kind) {
    case 'brush dab':
      return { type: 'paint', map: 0, hexes: [at()], tool };
    case 'flood fill':
      return { type: 'fill', map: 0, from: at(), tool: rand() < 0.5 ? { kind: 'floor' } : { kind: 'door' } };
    case 'move 5×5 selection': {
      const corner = at();
      const hexes: Hex[] = [];
      for (let dq = 0; dq < 5; dq++) for (let dr = 0; dr < 5; dr++) hexes.push({ q: corner.q + dq, r: corner.r + dr });
      return { type: 'move-tiles', map: 0, hexes, offset: { q: 1, r: 0 } };
    }
    case 'undo':
      return 'undo';
  }
}

function quantile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

type Validation = 'editor' | 'semantic';

const VALIDATIONS: Record<Validation, { label: string; run: (doc: Adventure) => unknown }> = {
  editor: { label: 'editor (cached per map)', run: validateAdventure },
  semantic: { label: 'semantic checks only (no schema, no cache)', run: (doc) => checkEvyAdventurePinned(doc) },
};

interface EditingArgs {
  size: number;
  maps: number;
  kind: EditKind;
  validation: Validation;
}

/** One row of the table, measured in a child process of its own (fresh JIT). */
export function measureEditing({ size, maps, kind, validation }: EditingArgs): (string | number)[] {
  const validate = VALIDATIONS[validation].run;
  const rand = lcg(size * 31 + maps * 7 + kind.length);
  const start = largeAdventure(size, maps);
  const history = new EditHistory(start);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < EDITS + WARM_UP; i++) {
    const edit = makeEdit(kind, size, rand);
    // Undo needs something to take back: make a dab first (not timed).
    if (edit === 'undo' && !history.canUndo) history.do(makeEdit('brush dab', size, rand) as EditOp);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    if (edit === 'undo') history.undo();
    else history.do(edit);
    validate(history.doc);
    const used = process.cpuUsage(c0);
    const ms = performance.now() - t0;
    if (i >= WARM_UP) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
    // Undo runs alternate with dabs so the undo stack never empties.
    if (edit === 'undo') history.do(makeEdit('brush dab', size, rand) as EditOp);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const tiles = start.maps.reduce((n, m) => n + m.tiles.length, 0);
  return [
    `${maps > 1 ? `${maps} maps ` : ''}${size}×${size} (${tiles} tiles)`,
    kind,
    VALIDATIONS[validation].label,
    times.length,
    quantile(times, 0.5).toFixed(2),
    quantile(times, 0.95).toFixed(2),
    (times[times.length - 1] ?? NaN).toFixed(2),
    quantile(cpu, 0.5).toFixed(2),
    quantile(cpu, 0.95).toFixed(2),
  ];
}

export async function evyEditor(): Promise<void> {
  const rows: (string | number)[][] = [];
  const kinds: EditKind[] = ['brush dab', 'flood fill', 'move 5×5 selection', 'undo'];
  // One large map, then eight (the schema's most) linked by stairs: a dab re-checks only its map.
  const layouts: [number, number][] = [
    [40, 1],
    [50, 1],
    [40, 8],
  ];
  for (const [size, maps] of layouts) {
    for (const validation of ['editor', 'semantic'] as const) {
      for (const kind of kinds) {
        if ((validation !== 'editor' || maps > 1) && kind !== 'brush dab') continue;
        const args: EditingArgs = { size, maps, kind, validation };
        rows.push(await runInChild<(string | number)[]>(import.meta.filename, 'measureEditing', args));
      }
    }
  }
  printTable(
    'Evy editor: edit + re-validate (ms; goal < 16 ms a frame)',
    ['map', 'edit', 'validation', 'edits', 'wall median', 'wall p95', 'wall max', 'CPU median', 'CPU p95'],
    rows,
  );
}
