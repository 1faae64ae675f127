// Compiles the server to plain JavaScript for `npm start` (decision 122): one ES module, dist/server.js, holding
// the API and the domain package (which exports TypeScript sources); every npm package stays an import, resolved
// from node_modules at run time as usual. No TypeScript tooling runs in the serving process.
//   node apps/api/build.mjs [--outdir <dir>]   (the directory must sit at the depth of apps/api/dist: see config.ts)
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const at = process.argv.indexOf('--outdir');
const outdir = at >= 0 ? path.resolve(process.argv[at + 1]) : path.join(here, 'dist');

await build({
  entryPoints: [path.join(here, 'src', 'server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-imports',
      setup(b) {
        // Bare imports are npm packages, except our own domain package, which has no build of its own.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vaxnear/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
