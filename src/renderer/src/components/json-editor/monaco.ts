/**
 * Loads Monaco once, on first use: the editor API and the JSON language, never
 * the whole package (`monaco-editor` itself drags in every language and the
 * 11 MB TypeScript worker). This module is only reached through a dynamic
 * import, so none of it is in the renderer's first chunk.
 */
import * as monaco from 'monaco-editor/editor';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
// The JSON language's own module, loaded now rather than when the first JSON model appears: it brings
// the editor contributions (hover, suggest, format, find, folding…), whose services must be registered
// before the first editor is created, or Monaco fails with "depends on UNKNOWN service".
import 'monaco-editor/languages/features/json/jsonMode';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import type { JsonSchema } from '../../../../engine';

export type MonacoApi = typeof monaco;

// Workers are separate files served from our origin ('self' in the CSP's worker-src); no blob: URLs, no eval.
(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

let modelCount = 0;

/** A fresh model address for a document: two editors of one document never share (and dispose) one model. */
export function newModelUri(documentId: string): monaco.Uri {
  modelCount += 1;
  return monaco.Uri.parse(`inmemory://boardwright/${modelCount}/${encodeURIComponent(documentId)}.json`);
}

/** Which schema each open model uses. Monaco's JSON settings are global, so every editor registers here. */
const schemaByModel = new Map<string, { uri: string; schema: JsonSchema }>();

function publishSchemas(): void {
  const bySchema = new Map<string, { uri: string; schema: JsonSchema; fileMatch: string[] }>();
  for (const [model, { uri, schema }] of schemaByModel) {
    const entry = bySchema.get(uri) ?? { uri, schema, fileMatch: [] };
    entry.fileMatch.push(model);
    bySchema.set(uri, entry);
  }
  jsonDefaults.setDiagnosticsOptions({
    // Monaco's own validation is off: every marker comes from our checks (syntax in plain words,
    // ajv, semantic), so the markers and the problems list say the same thing once. The schemas
    // below still drive completion and hover.
    validate: false,
    enableSchemaRequest: false,
    allowComments: false,
    schemas: [...bySchema.values()],
  });
}

/** Attaches `schema` (by its `$id`) to the model at `modelUri`; returns the detach. */
export function attachSchema(modelUri: string, schema: JsonSchema): () => void {
  const uri = typeof schema['$id'] === 'string' ? schema['$id'] : `inmemory://schema/${modelUri}`;
  schemaByModel.set(modelUri, { uri, schema });
  publishSchemas();
  return () => {
    schemaByModel.delete(modelUri);
    publishSchemas();
  };
}

export { monaco };
