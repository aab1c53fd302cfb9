import { pdfConverterLambda } from '../composition/pdf-converter';
export const handler = pdfConverterLambda();
