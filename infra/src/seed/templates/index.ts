import { accordoRiservatezza } from './accordo-riservatezza/definition';
import { comodatoImmobile } from './comodato-immobile/definition';
import { conferimentoIncarico } from './conferimento-incarico/definition';
import { consulenzaProfessionale } from './consulenza-professionale/definition';
import { locazioneAbitativa } from './locazione-abitativa/definition';
import type { TemplateDefinition } from './template-definition';

export { buildTemplateFiles } from './build-template-files';
export type { TemplateDefinition } from './template-definition';

/** The templates seeded on the first local start, published: every template written in this folder. */
export const seedTemplates: TemplateDefinition[] = [
  locazioneAbitativa,
  accordoRiservatezza,
  consulenzaProfessionale,
  comodatoImmobile,
  conferimentoIncarico,
];
