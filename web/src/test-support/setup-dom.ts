import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

// Components import their CSS, which jest cannot load as a module: every stylesheet of web/src becomes
// an empty module. Import this file first in a test that renders components.
for (const file of cssFiles(join(__dirname, '..'))) jest.mock(file, () => ({}));
