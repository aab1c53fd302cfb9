import { buildDocx } from '../docx/build-docx';
import { parseSource } from '../docx/parse-source';
import type { TemplateDefinition } from './template-definition';

export interface TemplateFiles {
  master: Buffer;
  preview: Buffer;
  masterFileName: string;
  previewFileName: string;
}

/** The master and the preview .docx of a seed template, both from its one source. */
export const buildTemplateFiles = (definition: TemplateDefinition, created?: Date): TemplateFiles => {
  const options = created ? { created } : {};
  return {
    master: buildDocx(parseSource(definition.source, 'master'), options),
    preview: buildDocx(parseSource(definition.source, 'preview'), options),
    masterFileName: `${definition.slug}-master.docx`,
    previewFileName: `${definition.slug}-anteprima.docx`,
  };
};
