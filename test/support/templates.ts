import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Question } from '@redigo/shared/domain/question';
import { createDynamoCategoryRepository } from '@redigo/functions/infrastructure/dynamodb/categories/category-table';
import { createCategoryUseCases } from '@redigo/functions/areas/categories';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { createS3Client } from '@redigo/functions/infrastructure/s3/s3-client';
import {
  buildTemplateFiles,
  seedTemplates,
  type TemplateDefinition,
} from '../../infra/src/seed/templates/index';
import type { ApiResponse } from './api-client';
import type { TestStack } from './test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A file to upload: its bytes and the name the browser would send. */
interface UploadFile {
  fileName: string;
  buffer: Buffer;
}

export interface UploadParts {
  master?: UploadFile;
  preview?: UploadFile;
  /** Sent as the `questions` field: JSON text as is, anything else JSON-encoded. */
  questions?: unknown;
}

/** POST /template/upload-master with a multipart body built by `FormData`, as the browser sends it. */
export const uploadTemplateFiles = async (
  stack: TestStack,
  token: string | undefined,
  parts: UploadParts,
): Promise<ApiResponse<Json>> => {
  const form = new FormData();
  for (const kind of ['master', 'preview'] as const) {
    const file = parts[kind];
    if (file) form.append(kind, new Blob([new Uint8Array(file.buffer)]), file.fileName);
  }
  if (parts.questions !== undefined) {
    form.append(
      'questions',
      typeof parts.questions === 'string' ? parts.questions : JSON.stringify(parts.questions),
    );
  }
  const response = await fetch(`${stack.url}/api/template/upload-master`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const raw = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined,
    raw,
  };
};

/** The id of the category with that name, created in-process if it doesn't exist (editors can't create one). */
export const ensureCategory = async (stack: TestStack, name: string): Promise<string> => {
  const repository = createDynamoCategoryRepository(
    stack.infrastructure.dynamo,
    stack.config.tables.categories,
  );
  const found = await repository.findByName(name);
  if (found) return found.id;
  const { clock, ids } = stack.infrastructure;
  return (await createCategoryUseCases({ categories: repository, clock, ids }).create(name)).id;
};

/** A POST /template body for a definition's data, with the given files and category. */
export const templateBody = (
  definition: TemplateDefinition,
  categoryId: string,
  files: { file_name: string; preview_name: string },
  overrides: Record<string, unknown> = {},
) => ({
  name: definition.name,
  description: definition.description,
  categoryId,
  price: definition.price,
  stripe_url: 'https://buy.stripe.com/test_redigo',
  min_time: definition.min_time,
  max_time: definition.max_time,
  min_questions: definition.min_questions,
  max_questions: definition.max_questions,
  json_questions: definition.questions as Question[],
  rules: definition.rules ?? [],
  ...files,
  ...overrides,
});

const expectStatus = (step: string, response: ApiResponse<Json>, expected: number): void => {
  if (response.status !== expected) {
    throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
  }
};

/**
 * A template created through the API by the holder of a staff `token` and published: a seed definition's
 * documents uploaded under fresh keys (a unique name unless `overrides` gives one). Answers the staff view.
 */
export const createPublishedTemplate = async (
  stack: TestStack,
  token: string,
  definition: TemplateDefinition = seedTemplates[0] as TemplateDefinition,
  overrides: Record<string, unknown> = {},
): Promise<Json> => {
  const files = buildTemplateFiles(definition);
  const uploaded = await uploadTemplateFiles(stack, token, {
    master: { fileName: files.masterFileName, buffer: files.master },
    preview: { fileName: files.previewFileName, buffer: files.preview },
    questions: definition.questions,
  });
  expectStatus('upload', uploaded, 200);
  const categoryId = await ensureCategory(stack, definition.categoryName);
  const body = templateBody(
    definition,
    categoryId,
    { file_name: uploaded.body.data.file_name, preview_name: uploaded.body.data.preview_name },
    { name: `${definition.name} ${Math.random().toString(36).slice(2, 8)}`, ...overrides },
  );
  const created = await stack.api.post('/api/template', body, { token });
  expectStatus('create', created, 201);
  const published = await stack.api.put(
    `/api/template/${created.body.data.id}/status`,
    { status: 'PUBLISHED' },
    { token },
  );
  expectStatus('publish', published, 200);
  return published.body.data;
};

/** The PUT /template/{id} body that keeps a template (as the staff view shows it) as it is, with its version. */
export const editableBody = (template: Json, overrides: Record<string, unknown> = {}) => ({
  name: template.name,
  description: template.description,
  categoryId: template.categoryId?.id ?? '',
  price: template.price,
  stripe_url: template.stripe_url,
  min_time: template.min_time,
  max_time: template.max_time,
  min_questions: template.min_questions,
  max_questions: template.max_questions,
  json_questions: template.json_questions,
  file_name: template.file_name,
  preview_name: template.preview_name,
  version: template.version,
  ...overrides,
});

/** How many files the masters bucket holds and how many `file#` records the templates table has. */
export const storedUploads = async (stack: TestStack): Promise<{ objects: number; records: number }> => {
  const s3 = createS3Client(stack.config.region, stack.config.local?.s3);
  const objects = await s3.send(new ListObjectsV2Command({ Bucket: stack.config.buckets.masters }));
  const records = await stack.infrastructure.dynamo.send(
    new ScanCommand({
      TableName: stack.config.tables.templates,
      FilterExpression: 'begins_with(id, :file)',
      ExpressionAttributeValues: { ':file': 'file#' },
    }),
  );
  return { objects: objects.KeyCount ?? 0, records: records.Count ?? 0 };
};

/** Uploads a master and a preview built from paragraphs (see the document engine's fixture), checked against `questions`. */
export const uploadParagraphs = async (
  stack: TestStack,
  token: string,
  master: string[],
  preview: string[] = master,
  questions: unknown = [],
): Promise<ApiResponse<Json>> =>
  uploadTemplateFiles(stack, token, {
    master: { fileName: 'master.docx', buffer: buildDocx({ paragraphs: master }) },
    preview: { fileName: 'anteprima.docx', buffer: buildDocx({ paragraphs: preview }) },
    questions,
  });
