/**
 * The difficulty meter inside the app: `meter.start` plays a (draft) Evy
 * adventure N seeded times in the AI pool as background work, through the
 * batch runner the simulations use (same cancel, same stop after repeated
 * failures), streaming `meter.progress` per run and `meter.done` at the end.
 * The last finished estimate of each draft is kept (in memory) and returned as
 * `previous` by the next run of that draft, for the panel's "41% → 57%" line.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../../../../engine';
import { checkEvyAdventure } from '../../../../content/checks/evy';
import type { EvyConfig, EvyView } from '../../../../games/evy/types';
import type { ApiEvent } from '../../../../shared/api';
import type { MeterReport, MeterRun, MeterSpec, MeterStatus } from '../../../../shared/games/evy/meter-types';
import { badRequest } from '../../../errors';
import type { AiPool } from '../../../pool/ai-pool';
import type { RequestChecker } from '../../../request-check';
import { runBatch } from '../../../sim/batch';
import { planSimulation, type SimPlan } from '../../../sim/plan';
import { KeptJobs } from '../../../sim/kept-jobs';
import { playMeterRun } from './play';
import { summarizeMeter } from './report';

export interface MeterServiceDeps {
  games: readonly AnyGame[];
  pool: AiPool;
  requests: RequestChecker;
  emit(event: ApiEvent): void;
}

interface Meter {
  id: string;
  plan: SimPlan;
  status: MeterStatus;
  runs: MeterRun[];
  cancelRequested: boolean;
  running: Promise<void>;
}

/** Resolves a meter request into a batch plan: one seat (Evy) for the chosen level, ties decided by the rules. */
export function planMeter(spec: MeterSpec, deps: Pick<MeterServiceDeps, 'games' | 'requests'>, jobs: number): SimPlan {
  const plan = planSimulation(
    {
      game: 'evy',
      // 'auto' ties: the monsters' tie-breaks are not Evy's skill, so the AI does not spend its budget on them.
      config: { ties: 'auto', ...spec.config },
      seats: [spec.level],
      games: spec.games,
      seed: spec.seed,
      ...(spec.jobs === undefined ? {} : { jobs: spec.jobs }),
      ...(spec.iterations === undefined ? {} : { iterations: spec.iterations }),
    },
    deps.games,
    deps.requests,
    jobs,
  );
  // The config schema checks the draft's shape; the adventure checks what a schema cannot (a start off the
  // floor, goals out of reach), which the engine assumes.
  const custom = (plan.config as EvyConfig).custom;
  const errors = custom ? checkEvyAdventure(custom).filter((p) => p.severity === 'error') : [];
  if (errors.length > 0) {
    throw badRequest(
      'This adventure cannot be measured until its errors are fixed.',
      errors.map((p) => p.message),
    );
  }
  return plan;
}

export class MeterService {
  private readonly meters: KeptJobs<Meter>;
  /** The last finished estimate per draft key. */
  private readonly lastByDraft = new Map<string, MeterReport>();

  constructor(private readonly deps: MeterServiceDeps) {
    this.meters = new KeptJobs(deps.pool, 'difficulty meter run');
  }

  start(spec: MeterSpec): MeterStatus {
    const plan = planMeter(spec, this.deps, this.deps.pool.size);
    const id = `meter-${randomBytes(9).toString('base64url')}`;
    const title = (plan.game.view(plan.game.setup(plan.config, plan.seed), 0) as EvyView).adventure.title;
    const previous = spec.draftKey === undefined ? null : (this.lastByDraft.get(spec.draftKey) ?? null);
    const meter: Meter = {
      id,
      plan,
      status: {
        meterId: id,
        spec: structuredClone(spec),
        title,
        state: 'running',
        done: 0,
        report: summarizeMeter(plan.games, []),
        previous: structuredClone(previous),
      },
      runs: [],
      cancelRequested: false,
      running: Promise.resolve(),
    };
    this.meters.add(meter);
    meter.running = this.run(meter);
    return structuredClone(meter.status);
  }

  cancel(meterId: string): MeterStatus {
    return structuredClone(this.meters.cancel(meterId).status);
  }

  status(meterId: string): MeterStatus {
    return structuredClone(this.meters.require(meterId).status);
  }

  shutdown(): Promise<void> {
    return this.meters.shutdown();
  }

  private async run(meter: Meter): Promise<void> {
    const { plan, status } = meter;
    const id = status.meterId;
    const runs = new Map<number, MeterRun>();
    let end;
    try {
      end = await runBatch(this.deps.pool, plan, id, {
        cancelled: () => meter.cancelRequested,
        play: async (index) => {
          const run = await playMeterRun(this.deps.pool, plan, index, id);
          runs.set(index, run);
          return {
            index,
            seed: run.seed,
            outcome: run.result === 'failed' ? null : [run.result === 'won' ? 1 : 0],
            winnerSeats: run.result === 'won' ? [0] : [],
            actions: run.actions,
            hash: run.hash,
            ...(run.error === undefined ? {} : { error: run.error }),
          };
        },
        onResult: (sim) => {
          const run = runs.get(sim.index) as MeterRun;
          meter.runs = [...meter.runs, run].sort((a, b) => a.index - b.index);
          status.done = meter.runs.length;
          status.report = summarizeMeter(plan.games, meter.runs);
          this.deps.emit({
            type: 'meter.progress',
            meterId: id,
            done: status.done,
            total: plan.games,
            run,
            report: status.report,
          });
        },
      });
    } catch (error) {
      console.error(`[meter] ${id} failed:`, error);
      end = { state: 'failed' as const, error: `The meter stopped because of an internal error: ${String(error)}` };
    }
    status.state = meter.cancelRequested ? 'cancelled' : end.state;
    if (end.state === 'failed') status.error = end.error;
    if (status.state === 'done' && status.spec.draftKey !== undefined) {
      this.lastByDraft.set(status.spec.draftKey, structuredClone(status.report));
    }
    this.deps.emit({ type: 'meter.done', status: structuredClone(status) });
  }
}
