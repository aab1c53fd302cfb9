/**
 * What the other tables' transactions may write into the categories table (a template's transaction counts it in
 * its category): the categories folder's public surface for the other table folders.
 */
export { countTemplateItem } from './category-items';
