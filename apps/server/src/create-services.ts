import { createAccountServices } from './wiring/account-services.js';
import { createContentServices } from './wiring/content-services.js';
import { createDecisionServices } from './wiring/decision-services.js';
import { createRepositories } from './wiring/repositories.js';
import type { ServiceDeps } from './wiring/service-deps.js';

export type { ServiceDeps } from './wiring/service-deps.js';

/**
 * The repositories over one database, and the services over them: what the routes are given.
 * Built in three groups (wiring/): people's accounts first, since every other write asks their
 * standing, then videos and what is done with them, then the moderators' decisions over both.
 */
export function createServices(deps: ServiceDeps) {
  const repos = createRepositories(deps.handle);
  const accounts = createAccountServices(deps, repos);
  const { services, searchIndex } = createContentServices(deps, repos, accounts);
  const decisions = createDecisionServices(deps, repos, accounts, services.engagement);
  return { services: { ...services, standing: accounts.standing, ...decisions }, searchIndex };
}

export type Services = ReturnType<typeof createServices>['services'];
