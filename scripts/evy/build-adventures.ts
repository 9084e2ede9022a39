/**
 * Writes `content/evy/adventures/<id>.json` from the hex sketches, checks each
 * against the schema and the semantic checks, and prints what a designer tunes
 * by: walking distances from the start to each goal, pits, cards.
 * Run: npx tsx scripts/evy/build-adventures.ts
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileChecker, createAjv } from '../../src/content/ajv';
import { checkEvyAdventure } from '../../src/content/checks/evy';
import { hexKey, walkingDistances } from '../../src/content/checks/evy-maps';
import { EVY_ADVENTURE_SCHEMA } from '../../src/games/evy/schema';
import type { Adventure } from '../../src/games/evy/types';
import { adventureFromSketch } from './sketch';
import { CITY_SKETCHES } from './sketches-city';
import { HOME_SKETCHES } from './sketches-home';

const dir = resolve(import.meta.dirname, '../../content/evy/adventures');
const checkSchema = compileChecker(createAjv({ strictRequired: false }), EVY_ADVENTURE_SCHEMA);
let failed = false;

for (const sketch of [...HOME_SKETCHES, ...CITY_SKETCHES]) {
  const adventure = adventureFromSketch(sketch);
  const file = { $schema: EVY_ADVENTURE_SCHEMA.$id, ...adventure };
  const problems = [
    ...checkSchema(file, { rootName: adventure.id }),
    ...checkEvyAdventure(adventure).map((p) => `${p.severity} ${p.path}: ${p.message}`),
  ];
  writeFileSync(resolve(dir, `${adventure.id}.json`), JSON.stringify(file, null, 2) + '\n');
  console.log(`${adventure.order}. ${adventure.id}: ${describe(adventure)}`);
  for (const p of problems) console.log(`   ${p}`);
  if (problems.some((p) => !p.startsWith('warning'))) failed = true;
}
if (failed) process.exitCode = 1;

function describe(adventure: Adventure): string {
  const distance = walkingDistances(adventure);
  const parts = adventure.maps.map((map, m) => {
    const d = (kind: string) =>
      map.tiles
        .filter((t) => t.kind === kind || t.item === kind || t.waypoint === kind)
        .map((t) => distance.get(`${m}:${hexKey(t)}`) ?? '∞')
        .join('/');
    const pits = map.tiles.filter((t) => t.kind === 'pit').length;
    const goals = ['exit', 'stairs', 'baby', 'grandma', 'grandpa', 'key', 'W', 'I', 'T', 'C', 'H']
      .map((k) => [k, d(k)])
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k} ${v}`);
    return `[${map.tiles.length} tiles, ${pits} pits${goals.length ? ', ' + goals.join(', ') : ''}]`;
  });
  return parts.join(' ');
}
