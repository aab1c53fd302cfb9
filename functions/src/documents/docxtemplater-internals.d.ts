/** docxtemplater's internal steps the re-render uses (see part-renderer.ts); the package ships no types for them. */
declare module 'docxtemplater/js/render.js' {
  const render: (options: unknown) => unknown;
  export default render;
}

declare module 'docxtemplater/js/join-uncorrupt.js' {
  const joinUncorrupt: (parts: unknown[], options: unknown) => unknown[];
  export default joinUncorrupt;
}

declare module 'docxtemplater/js/filetypes.js' {
  const filetypes: { main: string[]; docx: string[]; pptx: string[]; xlsx: string[] };
  export default filetypes;
}

declare module 'docxtemplater/js/file-type-config.js' {
  type Config = {
    tagShouldContain?: { tag: string; shouldContain: string[]; value?: string; drop?: boolean }[];
  };
  const fileTypeConfig: { docx(): Config; pptx(): Config };
  export default fileTypeConfig;
}
