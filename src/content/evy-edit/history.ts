/**
 * Undo and redo over `EditOp`s. A step is one or more edits done together: the
 * edits of one brush stroke (same `stroke` id, until `endStroke`) coalesce into a
 * single step, so one undo takes back the whole stroke. Steps store edits and
 * their inverses, never whole documents.
 */
import type { Adventure } from '../../games/evy/types';
import { applyEdit, applyWithInverse } from './apply';
import type { EditOp } from './types';

interface Step {
  ops: EditOp[];
  /** In the order they were made; undo applies them last first. */
  inverses: EditOp[];
  stroke?: string | number;
}

export interface EditHistoryOptions {
  /** Steps kept for undo; the oldest are forgotten past it. */
  limit?: number;
}

export class EditHistory {
  private current: Adventure;
  private readonly undoSteps: Step[] = [];
  private redoSteps: Step[] = [];
  private openStroke: string | number | undefined;
  private readonly limit: number;
  /** Counts every change of `doc` (do, undo, redo, reset): cheap to watch. */
  revision = 0;

  constructor(doc: Adventure, options: EditHistoryOptions = {}) {
    this.current = doc;
    this.limit = options.limit ?? 1000;
  }

  get doc(): Adventure {
    return this.current;
  }

  get canUndo(): boolean {
    return this.undoSteps.length > 0;
  }

  get canRedo(): boolean {
    return this.redoSteps.length > 0;
  }

  /**
   * Applies `op` and records it. With `stroke`, consecutive edits of the same stroke
   * become one step. An edit that changes nothing records nothing. Throws
   * `EditRefused` (and changes nothing) for an edit that cannot be made.
   */
  do(op: EditOp, options: { stroke?: string | number } = {}): Adventure {
    const { doc, inverse } = applyWithInverse(this.current, op);
    if (doc === this.current) return doc;
    const top = this.undoSteps[this.undoSteps.length - 1];
    if (options.stroke !== undefined && top && top.stroke === options.stroke && this.openStroke === options.stroke) {
      top.ops.push(op);
      addInverse(top, inverse);
    } else {
      this.undoSteps.push({ ops: [op], inverses: [inverse], stroke: options.stroke });
      if (this.undoSteps.length > this.limit) this.undoSteps.shift();
    }
    this.openStroke = options.stroke;
    this.redoSteps = [];
    return this.set(doc);
  }

  /** Ends the current stroke: the next edit starts a new step even with the same stroke id. */
  endStroke(): void {
    this.openStroke = undefined;
  }

  undo(): boolean {
    const step = this.undoSteps.pop();
    if (!step) return false;
    this.openStroke = undefined;
    let doc = this.current;
    for (let i = step.inverses.length - 1; i >= 0; i--) doc = applyEdit(doc, step.inverses[i] as EditOp);
    this.redoSteps.push(step);
    this.set(doc);
    return true;
  }

  redo(): boolean {
    const step = this.redoSteps.pop();
    if (!step) return false;
    this.openStroke = undefined;
    // The document is as it was before the step, so the stored inverses still hold.
    this.undoSteps.push(step);
    this.set(step.ops.reduce(applyEdit, this.current));
    return true;
  }

  /** Starts over from `doc` (another adventure opened): no undo, no redo. */
  reset(doc: Adventure): void {
    this.undoSteps.length = 0;
    this.redoSteps = [];
    this.openStroke = undefined;
    this.set(doc);
  }

  private set(doc: Adventure): Adventure {
    this.current = doc;
    this.revision++;
    return doc;
  }
}

/**
 * A stroke's inverses are `set-map`s of the map it paints: the first one already
 * restores the map as it was before the stroke, so later ones for the same map are
 * dropped instead of piling up one per dab. Likewise a step that began with a
 * `replace` (the JSON tab, typing) already restores the whole document.
 */
function addInverse(step: Step, inverse: EditOp): void {
  if (step.inverses[0]?.type === 'replace') return;
  if (
    inverse.type === 'set-map' &&
    step.inverses.every((i) => i.type === 'set-map') &&
    step.inverses.some((i) => i.type === 'set-map' && i.map === inverse.map)
  ) {
    return;
  }
  step.inverses.push(inverse);
}
