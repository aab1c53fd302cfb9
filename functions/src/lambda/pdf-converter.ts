import { createPdfConverterHandler } from '../composition/pdf-converter';
import { loadPdfConverterConfig } from '../config/pdf-converter-config';

/** The PDF converter's entry point: bundled into the container image (infra/converter/Dockerfile). */
export const handler = createPdfConverterHandler(loadPdfConverterConfig(process.env));
