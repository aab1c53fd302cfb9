import { contractMessages } from '@redigo/shared/messages/contracts';
import { contractDownloadQuerySchema, contractListQuerySchema } from '@redigo/shared/schemas/contracts';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { accepted, attachment, ok } from '../../http/responses';
import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../../ports/file-store';
import { callerOf } from '../../http/caller';
import type { ContractDeps } from './contract-deps';
import { downloadContractPdf } from './contract-pdf-download';
import { downloadContract, previewContract, readContract } from './contract-reads';
import { listContracts } from './list-contracts';
import { downloadRedline } from './contract-redline';
import { templateVersionMessages } from '@redigo/shared/messages/template-versions';

/** The lists, one contract, its preview and its purchased document. */
export const contractReadRoutes = (dependencies: RouteDependencies, deps: ContractDeps) =>
  ({
    'GET /api/contract': (route) =>
      createRoute(route, dependencies, {
        query: contractListQuerySchema,
        handler: async (request) => ok(await listContracts(deps, callerOf(request), request.query)),
      }),
    'GET /api/contract/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => ok(await readContract(deps, callerOf(request), request.params.id)),
      }),
    'GET /api/contract/preview/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => {
          const file = await previewContract(deps, callerOf(request), request.params.id);
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),
    'GET /api/contract/download/{id}': (route) =>
      createRoute(route, dependencies, {
        query: contractDownloadQuerySchema,
        handler: async (request) => {
          if (request.query.format === 'docx') {
            const file = await downloadContract(deps, callerOf(request), request.params.id);
            return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
          }
          const pdf = await downloadContractPdf(deps, callerOf(request), request.params.id);
          if (pdf.ready) return attachment(pdf.buffer, PDF_CONTENT_TYPE, pdf.fileName);
          return accepted(
            { message: contractMessages.pdfInPreparation, code: 'PDF_IN_PREPARATION' },
            pdf.retryAfterSeconds,
          );
        },
      }),
    'GET /api/contract/{id}/redline': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => {
          const redline = await downloadRedline(deps, callerOf(request), request.params.id);
          if (redline.ready) return attachment(redline.buffer, DOCX_CONTENT_TYPE, redline.fileName);
          return accepted(
            { message: templateVersionMessages.redlineInPreparation, code: 'REDLINE_IN_PREPARATION' },
            redline.retryAfterSeconds,
          );
        },
      }),
  }) satisfies Partial<AreaRoutes<'contracts'>>;
