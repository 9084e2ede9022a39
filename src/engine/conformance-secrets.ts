/**
 * The suite's two uses of a game's declared secrets: no view may contain a secret
 * its viewer may not know (in its data or in its log), and determinisations for a
 * seat must move what that seat cannot know.
 */
import type { Secret } from './conformance-contract';
import { fail, type CheckContext, type SecretTally } from './conformance-report';
import type { BaseView, Seat, Viewer } from './types';

export function hiddenFrom(secret: Secret, viewer: Viewer): boolean {
  return viewer === 'spectator' || !secret.knownBy.includes(viewer);
}

/** Refuses declarations the checks could not use: an empty mark would match everywhere. */
export function checkDeclaration(ctx: CheckContext, secrets: readonly Secret[]): void {
  for (const s of secrets) {
    if (typeof s.mark !== 'string' || s.mark.length === 0 || !s.kind || typeof s.place !== 'string') {
      fail(ctx, `secrets() declared a secret without kind, place or mark: ${JSON.stringify(s)}`);
    }
    if (s.knownBy.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= ctx.seats)) {
      fail(ctx, `secrets() declared a secret known by a seat that does not exist: ${JSON.stringify(s)}`);
    }
  }
}

const WORD = /[A-Za-z0-9_]/;

/**
 * Whether `text` contains `mark` as a whole: a mark that starts or ends with a
 * letter or digit must not be part of a longer word or number ("Ruby 4" is not in
 * "Ruby 40", card 1 is not card 17).
 */
export function containsMark(text: string, mark: string): boolean {
  const wordStart = WORD.test(mark[0] ?? '');
  const wordEnd = WORD.test(mark[mark.length - 1] ?? '');
  for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
    if (wordStart && at > 0 && WORD.test(text[at - 1] as string)) continue;
    const after = at + mark.length;
    if (wordEnd && after < text.length && WORD.test(text[after] as string)) continue;
    return true;
  }
  return false;
}

/**
 * Throws when the view (its canonical JSON `viewText`) shows a secret hidden from
 * its viewer, saying whether its log or its data gave the secret away.
 */
export function checkNoLeak(
  ctx: CheckContext,
  view: BaseView,
  viewText: string,
  viewer: Viewer,
  secrets: readonly Secret[],
): void {
  for (const secret of secrets) {
    if (secret.markIsPublic || !hiddenFrom(secret, viewer) || !containsMark(viewText, secret.mark)) continue;
    const who = viewer === 'spectator' ? "the spectator's view" : `the view of seat ${viewer}`;
    const owners = secret.knownBy.length === 0 ? 'nobody' : `only seat ${secret.knownBy.join(', ')}`;
    const line = view.log.find((l) => containsMark(l.text, secret.mark));
    const where = line ? `a log line of ${who} ("${line.text}") names` : `${who} shows`;
    fail(ctx, `leak: ${where} the ${secret.kind} secret ${secret.mark} (${secret.place}), which ${owners} may know`);
  }
}

/**
 * Per kind, whether the view of a seat that knows a secret of that kind shows its
 * mark (the first such secret's): marks that never show even to their holders are
 * written in a form the views do not print, and could not reveal a leak either.
 */
export function tallyHeldMarks(ctx: CheckContext, viewText: string, viewer: Seat, secrets: readonly Secret[]): void {
  const done = new Set<string>();
  for (const secret of secrets) {
    if (secret.markIsPublic || hiddenFrom(secret, viewer) || done.has(secret.kind)) continue;
    done.add(secret.kind);
    const tally = tallyOf(ctx, secret.kind);
    tally.held++;
    if (containsMark(viewText, secret.mark)) tally.seen++;
  }
}

function tallyOf(ctx: CheckContext, kind: string): SecretTally {
  return (ctx.report.secrets[kind] ??= { hidden: 0, varied: 0, held: 0, seen: 0 });
}

/** What lies where, per kind, among the secrets hidden from `seat`: sorted, so two states compare as text. */
function hiddenByKind(secrets: readonly Secret[], seat: Seat): Map<string, string> {
  const lists = new Map<string, string[]>();
  for (const s of secrets) {
    if (!hiddenFrom(s, seat)) continue;
    let list = lists.get(s.kind);
    if (!list) lists.set(s.kind, (list = []));
    list.push(`${s.place}\u0000${s.mark}`);
  }
  const out = new Map<string, string>();
  for (const [kind, list] of lists) out.set(kind, list.sort().join('\u0001'));
  return out;
}

/**
 * Counts, per kind of secret hidden from `seat`, whether a determinisation for the
 * seat (`guess`) moved it. Returns the kinds it left where they were, and whether
 * it moved any secret at all.
 */
export function tallyVariation(
  ctx: CheckContext,
  seat: Seat,
  truth: readonly Secret[],
  guess: readonly Secret[],
): { unmoved: Set<string>; movedAny: boolean } {
  const before = hiddenByKind(truth, seat);
  const after = hiddenByKind(guess, seat);
  const unmoved = new Set<string>();
  for (const [kind, text] of before) {
    const tally = tallyOf(ctx, kind);
    tally.hidden++;
    if (after.get(kind) !== text) tally.varied++;
    else unmoved.add(kind);
  }
  const movedAny = unmoved.size < before.size || [...after.keys()].some((kind) => !before.has(kind));
  return { unmoved, movedAny };
}

/**
 * Another determinisation's turn at the kinds the first left in place: any it moves
 * count as varied. Returns the kinds still unmoved.
 */
export function retallyUnmoved(
  ctx: CheckContext,
  seat: Seat,
  truth: readonly Secret[],
  guess: readonly Secret[],
  unmoved: ReadonlySet<string>,
): Set<string> {
  const before = hiddenByKind(truth, seat);
  const after = hiddenByKind(guess, seat);
  const still = new Set<string>();
  for (const kind of unmoved) {
    if (after.get(kind) !== before.get(kind)) (ctx.report.secrets[kind] as SecretTally).varied++;
    else still.add(kind);
  }
  return still;
}
