import {
  nextQuestionQuerySchema,
  renameContractBodySchema,
  saveContractBodySchema,
  visibilitySchema,
} from '@redigo/shared/schemas/contracts';
import type { Answers } from '@redigo/shared/domain/question';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import { callerOf } from '../../http/caller';
import type { ContractDeps } from './contract-deps';
import { copyContract } from './copy-contract';
import { setContractVisibility } from './contract-visibility';
import { deleteContract } from './delete-contract';
import { askNextQuestion } from './next-question';
import { renameContract } from './rename-contract';
import { createContract, updateContract } from './save-contract';
import { updateToPublishedVersion } from './update-contract';

/** The questionnaire's next question, the owner's saves, renames and deletions. */
export const contractWriteRoutes = (dependencies: RouteDependencies, deps: ContractDeps) =>
  ({
    'POST /api/contract/questions': (route) =>
      createRoute(route, dependencies, {
        query: nextQuestionQuerySchema,
        handler: async (request) =>
          ok(
            await askNextQuestion(deps, callerOf(request).role, request.query.type, request.body as Answers),
          ),
      }),
    'PUT /api/contract': (route) =>
      createRoute(route, dependencies, {
        body: saveContractBodySchema,
        handler: async (request) => {
          const record = await createContract(deps, callerOf(request), request.body);
          return ok({ id: record.id, version: record.version });
        },
      }),
    'PUT /api/contract/{id}': (route) =>
      createRoute(route, dependencies, {
        body: saveContractBodySchema,
        handler: async (request) => {
          const record = await updateContract(deps, callerOf(request), request.params.id, request.body);
          return ok({ id: record.id, version: record.version });
        },
      }),
    'POST /api/contract/{id}/copy': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => created(await copyContract(deps, callerOf(request), request.params.id)),
      }),
    'POST /api/contract/{id}/update': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) =>
          created(await updateToPublishedVersion(deps, callerOf(request), request.params.id)),
      }),
    'PUT /api/contract/{id}/name': (route) =>
      createRoute(route, dependencies, {
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
    'PUT /api/contract/{id}/visibility': (route) =>
      createRoute(route, dependencies, {
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
    'DELETE /api/contract/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => {
          await deleteContract(deps, callerOf(request), request.params.id);
          return noContent();
        },
      }),
  }) satisfies Partial<AreaRoutes<'contracts'>>;
