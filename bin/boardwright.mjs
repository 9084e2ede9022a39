#!/usr/bin/env node
// The `boardwright` command: registers tsx so the CLI runs from its TypeScript sources.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
