// Marked sections of a Markdown file that scripts write, each between
// `<!-- name:begin (…) -->` and `<!-- name:end -->` lines, so that several
// scripts (benches/report.mjs, benches/limits.mjs, scripts/fuzz.sh) share
// BENCHMARKS.md and each rewrites only its own part, leaving every other
// byte as it was.
import { readFileSync, writeFileSync, existsSync } from "node:fs";

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replaces the section `name` of `file` with `text` (Markdown, ending in a
 * newline), its markers kept; `note` is the begin marker's remark (who
 * writes it). A file without the section gets it at its start
 * (`at: "start"`) or end (`at: "end"`, after a blank line); a missing file
 * is created with the section alone. Returns the new file's text.
 */
export function writeSection(file, name, text, { note = "", at = "end" } = {}) {
  const body = text.endsWith("\n") ? text : `${text}\n`;
  const begin = `<!-- ${name}:begin${note ? ` (${note})` : ""} -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${begin}\n${body}${end}`;
  const old = existsSync(file) ? readFileSync(file, "utf8") : "";
  const re = new RegExp(`<!-- ${escapeRegExp(name)}:begin(?: \\([^\\n]*\\))? -->\\n[\\s\\S]*?<!-- ${escapeRegExp(name)}:end -->`);
  let out;
  if (re.test(old)) out = old.replace(re, () => section);
  else if (!old) out = `${section}\n`;
  else if (at === "start") out = `${section}\n\n${old}`;
  else out = `${old.replace(/\n*$/, "\n\n") + section}\n`;
  writeFileSync(file, out);
  return out;
}
