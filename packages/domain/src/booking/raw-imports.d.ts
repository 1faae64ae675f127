// Vite (and so Vitest) turns `?raw` imports into the file's text; tests use it to compare a JSON copy with its
// CSV source without importing node:fs into the domain package.
declare module '*?raw' {
  const text: string;
  export default text;
}
