/**
 * Notices, within one process, that a template was written (created, changed, its status changed, deleted), so
 * that what the process remembers of templates is forgotten at once. Locally every area runs in one process: the
 * next questionnaire step after an editor's change sees it. On AWS each area is its own Lambda and hears nothing;
 * the caches' short lifetime bounds how long a change takes to show there.
 */
export interface TemplateChanges {
  /** Tells every listener that the template `templateId` was written. */
  changed(templateId: string): void;
  /** Calls `listener` after every write of a template in this process. */
  onChange(listener: (templateId: string) => void): void;
}

export const createTemplateChanges = (): TemplateChanges => {
  const listeners: ((templateId: string) => void)[] = [];
  return {
    changed(templateId) {
      for (const listener of listeners) listener(templateId);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
};
