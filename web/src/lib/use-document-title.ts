import { useEffect } from 'react';
import { product } from '@redigo/shared/product';

/** The browser tab's title for the page: 'Title · Redigo' (screen readers announce it on navigation). */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} · ${product.name}`;
  }, [title]);
};
