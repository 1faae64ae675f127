// The web app's import boundaries (docs/decisions/100-layout-and-boundaries.md): a feature never imports another
// feature, and components/ and lib/ never import a feature. A shared piece moves to components/ or lib/ instead.
// Paths are resolved from the importing file, so `../campaigns/x` and `../../features/campaigns/x` are both caught.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const SHARED = ['components', 'lib'].map(
  (dir) => `${path.sep}apps${path.sep}web${path.sep}src${path.sep}${dir}${path.sep}`,
);

/** The feature a file belongs to (`scheduler` for features/scheduler/results/x.tsx), or undefined. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at === -1 ? undefined : file.slice(at + FEATURES.length).split(path.sep)[0];
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web features apart: no feature imports another, components/ and lib/ import none.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move the shared piece to components/ or lib/ (see CONTRIBUTING.md).",
      sharedImportsFeature:
        "components/ and lib/ must not import a feature ('{{to}}'). Move the piece they need out of the feature.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = featureOf(file);
    const shared = SHARED.some((dir) => file.includes(dir));
    if (!from && !shared) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      if (shared) context.report({ node, messageId: 'sharedImportsFeature', data: { to } });
      else if (to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
