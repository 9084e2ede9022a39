/**
 * Entry of an AI worker process (Electron utility process or Node child
 * process). Built to out/main/worker.js; forked from sources through tsx.
 */
import { findGame } from '../games';
import { connectToParent } from './port';
import { lowerOwnPriority } from './priority';
import { runWorker } from './run';

lowerOwnPriority();
runWorker(connectToParent(), findGame);
