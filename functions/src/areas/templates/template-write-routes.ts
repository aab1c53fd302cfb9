import type { InferType } from 'yup';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import {
  deleteMasterBodySchema,
  saveTemplateBodySchema,
  uploadQuestionsSchema,
} from '@redigo/shared/schemas/template-body';
import { shapedQuestions } from '@redigo/shared/schemas/questions';
import { templateStatusSchema } from '@redigo/shared/schemas/templates';
import { DOCX_UPLOAD_LIMITS } from '../../documents/upload-inspection';
import { BadRequestError } from '../../errors/app-errors';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { validated } from '../../http/middlewares/validate';
import { created, noContent, ok } from '../../http/responses';
import { callerOf } from '../../http/caller';
import { parseMultipart } from './multipart';
import { createTemplate, updateTemplate } from './save-template';
import type { TemplateDeps } from './template-deps';
import { changeTemplateStatus, deleteTemplate, deleteUploadedFile } from './template-lifecycle';
import { relationsOf } from './template-queries';
import type { TemplateRecord } from './template-record';
import { toStaffTemplate } from './template-view';
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
  return shapedQuestions(
    (await validated(uploadQuestionsSchema, parsed)) as InferType<typeof uploadQuestionsSchema>,
  );
};

/** The templates' changes, all for staff: uploads, saves, status, deletions. */
export const templateWriteRoutes = (dependencies: RouteDependencies, deps: TemplateDeps) => {
  const staffView = async (record: TemplateRecord) =>
    toStaffTemplate(record, await relationsOf(deps, [record]));
  return {
    'POST /api/template/upload-master': (route) =>
      createRoute(route, dependencies, {
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
      createRoute(route, dependencies, {
        body: deleteMasterBodySchema,
        handler: async (request) => {
          const { body } = request;
          await deleteUploadedFile(deps, body.file_name, callerOf(request));
          return ok({ file_name: body.file_name });
        },
      }),
    'POST /api/template': (route) =>
      createRoute(route, dependencies, {
        body: saveTemplateBodySchema,
        handler: async (request) =>
          created(await staffView(await createTemplate(deps, request.body, callerOf(request).userId))),
      }),
    'PUT /api/template/{id}': (route) =>
      createRoute(route, dependencies, {
        body: saveTemplateBodySchema,
        handler: async ({ params, body }) => ok(await staffView(await updateTemplate(deps, params.id, body))),
      }),
    'PUT /api/template/{id}/status': (route) =>
      createRoute(route, dependencies, {
        body: templateStatusSchema,
        handler: async ({ params, body }) =>
          ok(
            await staffView(
              await changeTemplateStatus(deps, params.id, body.status, undefined, body.release_notes),
            ),
          ),
      }),
    'DELETE /api/template/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async ({ params }) => {
          await deleteTemplate(deps, params.id);
          return noContent();
        },
      }),
  } satisfies Partial<AreaRoutes<'templates'>>;
};
