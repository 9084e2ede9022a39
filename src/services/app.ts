/** The services over the registered games; what both hosts start. */
import { GAMES } from '../games';
import type { Services, ServicesOptions } from './index';
import { createServicesWith } from './services';

export function createServices(options: ServicesOptions): Promise<Services> {
  return createServicesWith(options, GAMES);
}
