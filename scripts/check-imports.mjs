// `npm run lint` (lint:deps): the imports of src, tests and scripts, read once by dependency-cruiser
// with the rules and options of .dependency-cruiser.cjs, are checked twice:
// 1. against those rules (docs/architecture.md "Boundaries"): a broken one is printed and fails;
// 2. against docs/architecture.md's graph of the server's modules: every arrow "module A uses
//    module B" of the product's code (tests aside) must be drawn there, and nothing else, so that
//    the picture a reader trusts cannot drift from the imports.
import { readFileSync } from "node:fs";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const CONFIG = ".dependency-cruiser.cjs";
const DOC = "docs/architecture.md";
const MODULE = /^src\/server\/modules\/([^/]+)\//;

const options = await extractDepcruiseOptions(`./${CONFIG}`);
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const { output } = await cruise(["src", "tests", "scripts"], options, {}, { tsConfig });

/** A test file is what the config's rule "product code never imports tests/" exempts. */
function testFilePattern() {
  const rule = options.ruleSet.forbidden.find(({ name }) => name === "product-imports-tests");
  if (!rule?.from.pathNot) throw new Error(`${CONFIG} has no rule product-imports-tests naming test files.`);
  return new RegExp(rule.from.pathNot);
}

/** The diagram names a module without its dashes (`learner-state` is `learnerstate`). */
const nodeName = (folder) => folder.replaceAll("-", "");

function arrowsInCode() {
  const test = testFilePattern();
  const arrows = new Set();
  for (const file of output.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || test.test(file.source)) continue;
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

let failed = false;

if (output.summary.error > 0) {
  console.error((await format(output, { outputType: "err" })).output);
  failed = true;
} else {
  console.log(`${CONFIG}: no rule broken (${output.summary.totalCruised} files).`);
}

const [code, doc] = [arrowsInCode(), arrowsInDoc()];
const missing = [...code].filter((arrow) => !doc.has(arrow)).sort();
const extra = [...doc].filter((arrow) => !code.has(arrow)).sort();
if (missing.length > 0)
  console.error(`${DOC}: the code has arrows the graph lacks:\n  ${missing.join("\n  ")}`);
if (extra.length > 0)
  console.error(`${DOC}: the graph has arrows the code no longer has:\n  ${extra.join("\n  ")}`);
if (missing.length > 0 || extra.length > 0) failed = true;
else console.log(`${DOC}: the module graph matches the code (${code.size} arrows).`);

process.exit(failed ? 1 : 0);
