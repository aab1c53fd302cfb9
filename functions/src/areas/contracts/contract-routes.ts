import {
  contractListQuerySchema,
  nextQuestionBodySchema,
  nextQuestionQuerySchema,
  renameContractBodySchema,
  saveContractBodySchema,
  visibilitySchema,
} from '@redigo/shared/schemas/contracts';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import type { ContractDeps } from './contract-deps';
import { readContract } from './contract-reads';
import { setContractVisibility } from './contract-visibility';
import { copyContract } from './copy-contract';
import { deleteContract } from './delete-contract';
import { listContracts } from './list-contracts';
import { askNextQuestion } from './next-question';
import { renameContract } from './rename-contract';
import { createContract, updateContract } from './save-contract';
import { updateToPublishedVersion } from './update-contract';

/**
 * The contracts: the questionnaire's next question, the owner's saves, renames, deletions, copies, updates and
 * visibility, the lists (the lawyer's archive, the admin's) and one contract. Its documents: contract-document-routes.ts.
 */
export const contractRoutes = (http: RouteDependencies, deps: ContractDeps) =>
  ({
    'POST /api/contract/questions': (route) =>
      createRoute(route, http, {
        query: nextQuestionQuerySchema,
        body: nextQuestionBodySchema,
        handler: async (request) =>
          ok(await askNextQuestion(deps, callerOf(request).role, request.query.type, request.body)),
      }),

    'PUT /api/contract': (route) =>
      createRoute(route, http, {
        body: saveContractBodySchema,
        handler: async (request) => {
          const record = await createContract(deps, callerOf(request), request.body);
          return ok({ id: record.id, version: record.version });
        },
      }),

    'PUT /api/contract/{id}': (route) =>
      createRoute(route, http, {
        body: saveContractBodySchema,
        handler: async (request) => {
          const record = await updateContract(deps, callerOf(request), request.params.id, request.body);
          return ok({ id: record.id, version: record.version });
        },
      }),

    'PUT /api/contract/{id}/name': (route) =>
      createRoute(route, http, {
        body: renameContractBodySchema,
        handler: async (request) => {
          const { id, name, version } = await renameContract(
            deps,
            callerOf(request),
            request.params.id,
            request.body.name,
          );
          return ok({ id, name, version });
        },
      }),

    'DELETE /api/contract/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          await deleteContract(deps, callerOf(request), request.params.id);
          return noContent();
        },
      }),

    'POST /api/contract/{id}/copy': (route) =>
      createRoute(route, http, {
        handler: async (request) => created(await copyContract(deps, callerOf(request), request.params.id)),
      }),

    'POST /api/contract/{id}/update': (route) =>
      createRoute(route, http, {
        handler: async (request) =>
          created(await updateToPublishedVersion(deps, callerOf(request), request.params.id)),
      }),

    'PUT /api/contract/{id}/visibility': (route) =>
      createRoute(route, http, {
        body: visibilitySchema,
        handler: async (request) => {
          const { id, studioId, version } = await setContractVisibility(
            deps,
            callerOf(request),
            request.params.id,
            request.body.visibility,
          );
          return ok({ id, visibility: studioId ? 'studio' : 'riservato', version });
        },
      }),

    'GET /api/contract': (route) =>
      createRoute(route, http, {
        query: contractListQuerySchema,
        handler: async (request) => ok(await listContracts(deps, callerOf(request), request.query)),
      }),

    'GET /api/contract/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await readContract(deps, callerOf(request), request.params.id)),
      }),
  }) satisfies Partial<AreaRoutes<'contracts'>>;
