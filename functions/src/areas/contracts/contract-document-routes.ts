import { contractMessages } from '@redigo/shared/messages/contracts';
import { templateVersionMessages } from '@redigo/shared/messages/template-versions';
import { contractDownloadQuerySchema } from '@redigo/shared/schemas/contracts';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { accepted, attachment } from '../../http/responses';
import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../../ports/file-store';
import type { ContractDeps } from './contract-deps';
import { downloadContractPdf } from './contract-pdf-download';
import { downloadContract, previewContract } from './contract-reads';
import { downloadRedline } from './contract-redline';

/** A contract's documents: its preview, its purchased document (.docx, or the PDF once made) and its redline. */
export const contractDocumentRoutes = (http: RouteDependencies, deps: ContractDeps) =>
  ({
    'GET /api/contract/preview/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          const file = await previewContract(deps, callerOf(request), request.params.id);
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),

    'GET /api/contract/download/{id}': (route) =>
      createRoute(route, http, {
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
      createRoute(route, http, {
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
