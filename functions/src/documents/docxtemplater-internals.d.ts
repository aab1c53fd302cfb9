/** docxtemplater's internal steps the re-render uses (see part-renderer.ts); the package ships no types for them. */
declare module 'docxtemplater/js/render.js' {
  const render: (options: unknown) => unknown;
  export default render;
}

declare module 'docxtemplater/js/join-uncorrupt.js' {
  const joinUncorrupt: (parts: unknown[], options: unknown) => unknown[];
  export default joinUncorrupt;
}
