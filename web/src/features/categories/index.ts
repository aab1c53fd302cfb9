/** The categories of the catalogue, for admins: the list, a new category, a new name. */
export { CategoriesPage } from './pages/categories-page';
export { CategoryFormPage } from './pages/category-form-page';
