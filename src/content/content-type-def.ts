/**
 * What a content type is made of, and how a game's module declares its types
 * (`src/content/games/<id>.ts`). The module writes only what is the game's own
 * (title, schema, built-in, template, checks); the game, the schema's `$id` and
 * the name of the renderer's standalone validator follow from it.
 */
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../engine';
import type { ContentProblem, ContentType } from '../shared/api';

/** One item the app ships: its library id (`builtin-…`), its name in the library, its document. */
export interface BuiltInItem {
  id: string;
  name: string;
  data: unknown;
}

export interface ContentTypeDef {
  type: ContentType;
  /** The game id. */
  game: string;
  /** What one item of this type is called, e.g. "Queen card set". */
  title: string;
  schema: JsonSchema;
  /** The schema's `$id`, which a file names in its `"$schema"` field. */
  schemaId: string;
  /** The export of `generated/validators.ts` that validates this type without `eval` (see `standalone-list.ts`). */
  standaloneValidator: string;
  /** The content shipped with the app: read-only in the library. */
  builtIn: BuiltInItem;
  /** The rest of what the app ships of this type (every adventure, every pre-made deck), also read-only. */
  moreBuiltIns?: readonly BuiltInItem[];
  /** A small valid document to start a new item from. */
  template(): unknown;
  /** Checks beyond the schema, on data that already passed it. */
  semanticCheck(data: unknown): ContentProblem[];
  /** The schema's errors in this type's own words (else the general wording of `ajvProblems`). */
  explainSchemaErrors?(errors: readonly ErrorObject[] | null | undefined, data: unknown): ContentProblem[];
  /** Errors that do not stop `library.save` (an illegal deck is kept, but cannot be played). */
  savesDespite?(problem: ContentProblem): boolean;
  /** The game option that carries a whole document of this type to the rules (`config-content.ts`). */
  configOption?: ContentConfigOption;
}

/**
 * How a match plays a library item: the item's document travels in the game's options under `key`,
 * so the record (and every save of it) holds the content it was played with and replays anywhere.
 */
export interface ContentConfigOption {
  key: string;
  /** The option naming a built-in choice that the document stands in for (Evy's `adventure`), left out when it is given. */
  replaces?: string;
}

/** Every built-in item of a type, the type's example (`builtIn`) first. */
export function builtInsOf(def: Pick<ContentTypeDef, 'builtIn' | 'moreBuiltIns'>): readonly BuiltInItem[] {
  return [def.builtIn, ...(def.moreBuiltIns ?? [])];
}

/** What a game's module writes for one of its types. */
export type ContentTypeSpec = Omit<ContentTypeDef, 'type' | 'game' | 'schemaId' | 'standaloneValidator'>;

/** One game's content types, in the order its shared list names them. */
export interface GameContent<Name extends ContentType = ContentType> {
  game: string;
  types: readonly (ContentTypeDef & { type: Name })[];
}

/**
 * A game's content types. `names` is the game's list in
 * `src/shared/games/<id>/content-types.ts` (the API's `ContentType` is made of
 * those lists, and `shared` may not import this layer); `specs` must have one
 * entry per name and no other, so the two cannot drift apart without a
 * compile error.
 */
export function defineGameContent<Name extends ContentType>(
  game: string,
  names: readonly Name[],
  specs: Record<Name, ContentTypeSpec>,
): GameContent<Name> {
  const types = names.map((type) => {
    const spec = specs[type];
    return { type, game, ...spec, schemaId: schemaIdOf(type, spec.schema), standaloneValidator: validatorName(type) };
  });
  return { game, types };
}

function schemaIdOf(type: ContentType, schema: JsonSchema): string {
  const id = schema['$id'];
  if (typeof id !== 'string') throw new Error(`The schema of content type "${type}" needs an $id: files name it.`);
  return id;
}

/** `everzone-deck` → `validateEverzoneDeck`: the generated file's exports are named after the types. */
function validatorName(type: ContentType): string {
  return 'validate' + type.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}
