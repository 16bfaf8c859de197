// `npm run lint` (lint:graph): docs/architecture.md's graph of the server's modules must be the
// one the code has. It lists every arrow "module A uses module B" of the product's code (tests
// aside), read by dependency-cruiser, and fails with the arrows the document lacks or has in excess,
// so that the picture a reader trusts cannot drift from the imports.
import { readFileSync } from "node:fs";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const DOC = "docs/architecture.md";
const MODULE = /^src\/server\/modules\/([^/]+)\//;
const TEST = /\.test\.tsx?$/;

/** The diagram names a module without its dashes (`learner-state` is `learnerstate`). */
const nodeName = (folder) => folder.replaceAll("-", "");

async function arrowsInCode() {
  const { output } = await cruise(
    ["src/server"],
    { tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" }, exclude: { path: TEST.source } },
    {},
    { tsConfig: extractTSConfig("tsconfig.json") },
  );
  const arrows = new Set();
  for (const file of output.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (to && to !== from) arrows.add(`${nodeName(from)} --> ${nodeName(to)}`);
    }
  }
  return arrows;
}

function arrowsInDoc() {
  const chart = /```mermaid\n(flowchart[\s\S]*?)```/.exec(readFileSync(DOC, "utf8"));
  if (!chart) throw new Error(`${DOC} has no mermaid flowchart of the modules.`);
  return new Set(chart[1].match(/^ {2}\w+ --> \w+$/gm)?.map((line) => line.trim()) ?? []);
}

const [code, doc] = [await arrowsInCode(), arrowsInDoc()];
const missing = [...code].filter((arrow) => !doc.has(arrow)).sort();
const extra = [...doc].filter((arrow) => !code.has(arrow)).sort();
if (missing.length > 0 || extra.length > 0) {
  if (missing.length > 0)
    console.error(`${DOC}: the code has arrows the graph lacks:\n  ${missing.join("\n  ")}`);
  if (extra.length > 0)
    console.error(`${DOC}: the graph has arrows the code no longer has:\n  ${extra.join("\n  ")}`);
  process.exit(1);
}
console.log(`${DOC}: the module graph matches the code (${code.size} arrows).`);
