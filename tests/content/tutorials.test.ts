/**
 * Every game's guided first game (`content/<game>/tutorial.json`): valid against its
 * schema, one learner's seat, a set-up the game accepts, and finishable as written: played
 * on the rules alone, each step's expected move is legal when the step comes and every
 * opponent move is scripted, to the lesson's last step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileChecker, createAjv } from '../../src/content/ajv';
import { TUTORIAL_SCHEMA, type TutorialDocument } from '../../src/content/schemas/tutorial';
import { walkTutorial } from '../../src/content/tutorial-walk';
import { GAMES } from '../../src/games';

const checkSchema = compileChecker(createAjv(), TUTORIAL_SCHEMA);
const fileOf = (game: string) => new URL(`../../content/${game}/tutorial.json`, import.meta.url);
const withTutorial = GAMES.filter((g) => existsSync(fileOf(g.id)));

describe.each(withTutorial.map((g) => [g.id, g] as const))('the %s tutorial', (_id, game) => {
  const file: unknown = JSON.parse(readFileSync(fileOf(game.id), 'utf8'));
  const tutorial = file as TutorialDocument;

  it('matches its schema and seats one learner at a set-up the game accepts', () => {
    expect(checkSchema(file)).toEqual([]);
    expect(tutorial.game).toBe(game.id);
    expect(tutorial.seats.filter((s) => s.kind === 'human')).toHaveLength(1);
    expect(tutorial.seats).toHaveLength(game.seatCount(tutorial.config as never));
    const ids = tutorial.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps each step to one idea in a few sentences', () => {
    const long = tutorial.steps.filter((s) => (s.text.match(/[.!?](\s|$)/g) ?? []).length > 3).map((s) => s.id);
    expect(long).toEqual([]);
  });

  it('can be finished as written, every expected move legal when its step comes', () => {
    const walk = walkTutorial(game, tutorial);
    expect(walk.problems).toEqual([]);
    expect(walk.stepsDone).toBe(tutorial.steps.length);
  });
});
