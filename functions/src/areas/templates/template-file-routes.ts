import { TEMPLATE_FILE_KINDS, type TemplateFileKind } from '@redigo/shared/domain/template';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { shapedQuestions } from '@redigo/shared/schemas/questions';
import { deleteMasterBodySchema, uploadQuestionsSchema } from '@redigo/shared/schemas/template-body';
import { DOCX_UPLOAD_LIMITS } from '../../documents/upload-inspection';
import { BadRequestError, NotFoundError } from '../../errors/app-errors';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { validated } from '../../http/middlewares/validate';
import { attachment, ok } from '../../http/responses';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { parseMultipart } from './multipart';
import type { TemplateDeps } from './template-deps';
import { deleteUploadedFile } from './template-lifecycle';
import { readTemplateFile } from './template-queries';
import { uploadTemplateFiles } from './upload-files';

const MAX_QUESTIONS_FIELD_BYTES = 1024 * 1024;

const parseQuestions = async (text: string | undefined) => {
  let parsed: unknown = [];
  if (text !== undefined && text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadRequestError(messages.questionsNotJson, undefined, 'INVALID_JSON');
    }
  }
  return shapedQuestions(await validated(uploadQuestionsSchema, parsed));
};

const fileKind = (kind: string): TemplateFileKind => {
  const found = TEMPLATE_FILE_KINDS.find((each) => each === kind);
  if (!found) throw new NotFoundError(messages.fileNotFound);
  return found;
};

/**
 * A template's files, for staff: the master and the preview uploaded through the API with the questions found in
 * them, an upload deleted, a file read. Uploads straight to storage: presigned-upload-routes.ts.
 */
export const templateFileRoutes = (http: RouteDependencies, deps: TemplateDeps) =>
  ({
    'POST /api/template/upload-master': (route) =>
      createRoute(route, http, {
        bodyKind: 'raw',
        // Two files and the questions, with the multipart framing around them.
        maxBodyBytes: 2 * DOCX_UPLOAD_LIMITS.maxFileBytes + MAX_QUESTIONS_FIELD_BYTES + 64 * 1024,
        handler: async (request) => {
          const form = await parseMultipart(request.rawBody, request.headers['content-type'], {
            fileFields: ['master', 'preview'],
            maxFileBytes: DOCX_UPLOAD_LIMITS.maxFileBytes,
            maxFieldBytes: MAX_QUESTIONS_FIELD_BYTES,
          });
          const result = await uploadTemplateFiles(deps, {
            master: form.files.get('master'),
            preview: form.files.get('preview'),
            questions: await parseQuestions(form.fields.get('questions')),
            uploadedBy: callerOf(request).userId,
          });
          return ok(result);
        },
      }),
    'POST /api/template/delete-master': (route) =>
      createRoute(route, http, {
        body: deleteMasterBodySchema,
        handler: async (request) => {
          const { body } = request;
          await deleteUploadedFile(deps, body.file_name, callerOf(request));
          return ok({ file_name: body.file_name });
        },
      }),
    'GET /api/template/{id}/file/{kind}': (route) =>
      createRoute(route, http, {
        handler: async ({ params }) => {
          const file = await readTemplateFile(deps, params.id, fileKind(params.kind));
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),
  }) satisfies Partial<AreaRoutes<'templates'>>;
